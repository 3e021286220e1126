import type { Clock } from '../common';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/**
 * The batch-wide rate gate: one 429 `rate_limited` with Retry-After pauses EVERY sender of the
 * run until that time (hub-api 7: "wait the number of seconds in the Retry-After header").
 */
export class RateGate {
  #until = 0;
  #pauses = 0;
  constructor(private readonly clock: Clock, private readonly sleep: Sleep) {}

  /** Holds every sender until `ms` from now (never shortens an existing pause). */
  pause(ms: number): void {
    const until = this.clock.now() + Math.max(0, ms);
    if (until > this.#until) this.#until = until;
    this.#pauses++;
  }

  get pausedUntil(): number {
    return this.#until;
  }
  get pauses(): number {
    return this.#pauses;
  }

  /** Resolves once the gate is open; true when it had to wait. */
  async wait(signal?: AbortSignal): Promise<boolean> {
    let waited = false;
    for (;;) {
      const left = this.#until - this.clock.now();
      if (left <= 0) return waited;
      waited = true;
      await this.sleep(left, signal);
    }
  }
}
