import type { Clock } from '../common';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/**
 * The batch-wide rate gate: one 429 `rate_limited` with Retry-After pauses EVERY sender of the
 * run until that time (hub-api 7: "wait the number of seconds in the Retry-After header").
 *
 * It also learns the limit, which the Hub does not show (hub-api 8: "the number is not shown"):
 * when a rate-limit pause ends, the calls the Hub took in the window that just closed (admitted
 * less refused) are the budget of a window. In the next windows the senders go at full
 * concurrency until one call short of that budget, then one call at a time: the window's end is
 * met by one call, not by every call in flight, so a batch spends about one 429 a window instead
 * of up to its concurrency. The budget only ever slows the last calls of a window; it never
 * stops a call, so an estimate that is too low costs a little speed, not a post.
 */
export class RateGate {
  #until = 0;
  #pauses = 0;
  /** Calls let through since the current window opened, and 429s received for them. */
  #admitted = 0;
  #limited = 0;
  /** A rate-limit pause is running or just ended: the next admission closes the window. */
  #windowClosing = false;
  #budget: number | null = null;
  #inFlight = 0;
  #released: Array<() => void> = [];

  constructor(private readonly clock: Clock, private readonly sleep: Sleep) {}

  /**
   * Holds every sender until `ms` from now (never shortens an existing pause). `rateLimited`:
   * the pause answers a 429 `rate_limited` (a window of the Hub's limit is full).
   */
  pause(ms: number, rateLimited = false): void {
    const until = this.clock.now() + Math.max(0, ms);
    if (until > this.#until) this.#until = until;
    this.#pauses++;
    if (rateLimited) {
      this.#limited++;
      this.#windowClosing = true;
    }
  }

  get pausedUntil(): number {
    return this.#until;
  }
  get pauses(): number {
    return this.#pauses;
  }
  /** Calls the Hub took in the last full window, as learned (null before the first 429). */
  get budget(): number | null {
    return this.#budget;
  }

  /** Calls admitted whose answer has not come back yet. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /** Whether a call may go now without waiting (no pause in force). */
  get open(): boolean {
    return this.#until <= this.clock.now();
  }

  /**
   * `acquire` without waiting, for the common case: admits and counts the call when nothing holds
   * it back (no pause, no window to close, not at the window's budget); otherwise false, and the
   * caller uses `acquire`. (Saves the promises of `acquire` on every call of a busy batch.)
   */
  tryAcquire(): boolean {
    if (this.#windowClosing || !this.open || this.#oneAtATime) return false;
    this.#admit();
    return true;
  }

  /** At the window's learned budget with a call still in flight: the next call waits for its answer. */
  get #oneAtATime(): boolean {
    return this.#budget !== null && this.#admitted >= this.#budget - 1 && this.#inFlight > 0;
  }

  #admit(): void {
    this.#admitted++;
    this.#inFlight++;
  }

  /** Resolves once the gate is open; true when it had to wait. (Does not count as a call: see `acquire`.) */
  async wait(signal?: AbortSignal): Promise<boolean> {
    let waited = false;
    for (;;) {
      const left = this.#until - this.clock.now();
      if (left <= 0) return waited;
      waited = true;
      await this.sleep(left, signal);
    }
  }

  /**
   * Waits for the gate like `wait`, then for the window's budget (see the class), and counts the
   * call. Every `acquire` must be followed by one `release` when the call has its answer.
   * @returns true when it had to wait.
   */
  async acquire(signal?: AbortSignal): Promise<boolean> {
    let waited = false;
    for (;;) {
      if (await this.wait(signal)) waited = true;
      if (this.#windowClosing) {
        // The pause is over: the window that closed took what was admitted less what was refused.
        this.#budget = Math.max(1, this.#admitted - this.#limited);
        this.#admitted = 0;
        this.#limited = 0;
        this.#windowClosing = false;
      }
      if (!this.#oneAtATime) break;
      waited = true;
      if (signal?.aborted) throw signal.reason;
      await new Promise<void>((resolve, reject) => {
        const onAbort = (): void => reject(signal?.reason);
        signal?.addEventListener('abort', onAbort, { once: true });
        this.#released.push(() => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        });
      });
    }
    this.#admit();
    return waited;
  }

  /** The call admitted by `acquire` has its answer (whatever it was). */
  release(): void {
    this.#inFlight = Math.max(0, this.#inFlight - 1);
    if (this.#released.length === 0) return;
    const waiters = this.#released.splice(0);
    for (const w of waiters) w();
  }
}
