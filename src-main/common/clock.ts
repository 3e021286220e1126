/** Time as a dependency, so tests and the sandbox can move it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told: for tests and the sandbox's advanceable time. */
export class ManualClock implements Clock {
  #now: number;
  constructor(start = Date.parse('2026-01-01T00:00:00Z')) {
    this.#now = start;
  }
  now(): number {
    return this.#now;
  }
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance by ${ms} ms`);
    this.#now += ms;
  }
  set(ms: number): void {
    this.#now = ms;
  }
}

/** The longest delay a timer takes; Node runs a longer one after 1 ms (TimeoutOverflowWarning). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Waits `ms` (until the signal aborts). A wait longer than a timer can hold (a poller sleeping
 * until a post's time months away) is taken in timer-sized steps: handed to setTimeout whole, it
 * would end after 1 ms and the caller would spin.
 */
export async function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  let left = ms;
  do {
    const step = Math.min(Math.max(left, 0), MAX_TIMER_MS);
    await sleepStep(step, signal);
    left -= step;
  } while (left > 0);
}

const sleepStep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
