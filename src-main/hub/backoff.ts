/**
 * Backoff as a pure function of the attempt (model: Signal Desktop's exponentialBackoff):
 * no timers, no state; the random draw is passed in so tests are exact.
 */
export interface BackoffPolicy {
  /** Delay before the 2nd attempt, before jitter. */
  baseMs: number;
  /** Growth per attempt. */
  factor: number;
  /** Upper bound of any delay, before jitter. */
  capMs: number;
  /** Share of the delay that is random: 0 = none, 0.5 = "equal jitter" (never below half). */
  jitter: number;
}

/**
 * Delay before attempt `attempt` (1-based; attempt 1 goes at once).
 * `random` is a draw in [0, 1).
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: number): number {
  if (!Number.isFinite(attempt) || attempt <= 1) return 0;
  const raw = Math.min(policy.capMs, policy.baseMs * policy.factor ** (attempt - 2));
  const r = Math.min(Math.max(random, 0), 1);
  const jitter = Math.min(Math.max(policy.jitter, 0), 1);
  return Math.round(raw * (1 - jitter) + raw * jitter * r);
}

/** The largest attempt count whose summed (un-jittered) delays stay within `totalMs`. */
export function attemptsWithin(totalMs: number, policy: BackoffPolicy): number {
  let sum = 0;
  let n = 1;
  for (;;) {
    const next = Math.min(policy.capMs, policy.baseMs * policy.factor ** (n - 1));
    if (sum + next > totalMs) return n;
    sum += next;
    n++;
  }
}
