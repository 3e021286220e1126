/**
 * The retry policy of hub-api part 7 as data. The publisher obeys this table, `decide()`
 * reads it, and the tests read the same table: changing a row changes the behaviour, and
 * the tests compare every row with the reference's words.
 */
import { assertNever } from '../common';
import { FINAL_STATUSES, type HubAnswer } from './answer';
import { backoffDelay, type BackoffPolicy } from './backoff';
import type { KnownHubCode } from './errors';

/**
 * What to do with a Hub refusal of this code:
 * - `retry_same_key`: transient; resend the same bytes with the SAME Idempotency-Key, with backoff.
 * - `retry_after`: wait the `Retry-After` seconds, then resend the same key; slow the whole batch.
 * - `status_then_new_key`: the outcome is unknown and the post MAY be live; never resend blind:
 *   poll `GET /v1/posts/status`; a resend is a user decision and takes a NEW key.
 * - `refused`: the same request cannot succeed; stop, show the code and message; a fixed draft is a new job.
 * - `blocked`: the account cannot do this now (credentials, plan, allowance); stop the batch, tell the user.
 */
export type RetryAction = 'retry_same_key' | 'retry_after' | 'status_then_new_key' | 'refused' | 'blocked';

export interface RetryRule {
  /** HTTP statuses the reference gives for this code (first = the usual one). */
  http: readonly number[];
  action: RetryAction;
  /** What the user should do, in the user's words. */
  userMessage: string;
}

export const RETRY_POLICY: Readonly<Record<KnownHubCode, Readonly<RetryRule>>> = Object.freeze({
  unauthorized: { http: [401], action: 'blocked', userMessage: 'The API key was refused. Set a valid key for this workspace (postroom key set, or POSTROOM_API_KEY), then resume; sending again as is will not help.' },
  forbidden: { http: [403], action: 'blocked', userMessage: 'This account may not do this: it is expired or banned, or the plan lacks the feature. Check the account and its usage (GET /v1/usage), or upgrade, then resume.' },
  not_found: { http: [404], action: 'refused', userMessage: 'The Hub does not know this address or id (for example the profile). Fix the profile or ids, then send as a new post.' },
  invalid_request: { http: [400], action: 'refused', userMessage: 'The Hub refused the post as sent (a field missing or malformed, text over a channel limit, an unsupported channel, a bad link or rejected content). Fix what the message names, then send again.' },
  quota_exceeded: { http: [429], action: 'blocked', userMessage: 'An allowance is used up; on publishing it means the account has no active plan. Activate a plan (or wait for the reset), then resume.' },
  no_active_plan: { http: [403], action: 'blocked', userMessage: 'The account has no active plan. Activate a plan, then resume.' },
  profile_limit_reached: { http: [403], action: 'blocked', userMessage: 'The plan allows no more profiles. Upgrade or delete an unused profile, then resume.' },
  rate_limited: { http: [429], action: 'retry_after', userMessage: 'Too many requests for now. Postroom waits the time the Hub asks and sends again.' },
  idempotency_conflict: { http: [409], action: 'refused', userMessage: 'This post\'s key was already used for a different request. Send it as a new post (new key).' },
  idempotency_in_progress: { http: [409], action: 'retry_same_key', userMessage: 'The Hub is still working on this post. Postroom waits and asks again with the same key.' },
  page_pin_conflict: { http: [409], action: 'refused', userMessage: 'The profile has a different page or location pinned, and the pin would win. Drop the page/location from the post or clear the pin.' },
  page_pin_unverified: { http: [503], action: 'retry_same_key', userMessage: 'The Hub could not read the profile\'s pinned page, so nothing was published. Postroom tries again later; or drop the page field.' },
  platform_not_startable: { http: [400], action: 'refused', userMessage: 'This channel is not linked by sign-in. Link it with its credentials instead (or the shared connect link).' },
  platform_unavailable: { http: [503], action: 'retry_same_key', userMessage: 'Linking this channel is being upgraded at the Hub. Try again later.' },
  link_not_found: { http: [404], action: 'refused', userMessage: 'This connect link does not exist or has expired (links live 48 hours). Make a new link.' },
  platform_not_connected: { http: [409, 400], action: 'refused', userMessage: 'No account is linked for a channel of this post. Link the account or drop the channel. If it recurs right after each successful post, the channel is restricting the account: read the message.' },
  location_required: { http: [400], action: 'refused', userMessage: 'The business-listing account has several locations and none was named. Choose a location for the post or pin a default location.' },
  upstream_error: { http: [502], action: 'retry_same_key', userMessage: 'The publishing path failed for now; nothing is confirmed published. Postroom sends again with the same key.' },
  upstream_timeout: { http: [502], action: 'status_then_new_key', userMessage: 'The Hub gave up waiting: the post MAY be live. Postroom checks its status; sending again is your decision and uses a new key.' },
  internal_error: { http: [500, 502], action: 'retry_same_key', userMessage: 'The Hub had an internal error. Postroom retries with backoff; if it persists, contact the Hub\'s support.' },
  // Not a row of the part-7 table: named in part 7 for the audience route; its status (400) is fixed by the contract.
  platform_not_supported: { http: [400], action: 'refused', userMessage: 'The Hub has no audience data for this channel (only the short-video channel answers today).' },
});

/** A status selector of the "retry by status" table: one status or a class. */
export type StatusMatch = number | '4xx' | '5xx';

export interface StatusRule {
  status: StatusMatch;
  action: RetryAction;
  userMessage: string;
}

/**
 * hub-api 7 "Retry by status", for codes the table above does not know (and envelope-less
 * 5xx answers). First match wins: exact statuses before classes. 401/403 follow the
 * architecture's mapping (blocked: the account, not the post, must change).
 */
export const RETRY_BY_STATUS: readonly Readonly<StatusRule>[] = Object.freeze([
  { status: 429, action: 'retry_after', userMessage: 'Too many requests for now. Postroom waits the Retry-After delay and sends again.' },
  { status: 401, action: 'blocked', userMessage: 'The API key was refused. Set a valid key for this workspace, then resume.' },
  { status: 403, action: 'blocked', userMessage: 'This account may not do this. Check the account, its plan and usage, then resume.' },
  { status: '4xx', action: 'refused', userMessage: 'The Hub refused the request. Change something first, then send as a new post.' },
  { status: '5xx', action: 'retry_same_key', userMessage: 'The Hub failed for now. Postroom retries with backoff and the same key.' },
]);

/** The rule of the "retry by status" table that applies to an HTTP status, or null (not 4xx/5xx). */
export function ruleForStatus(httpStatus: number): Readonly<StatusRule> | null {
  for (const r of RETRY_BY_STATUS) if (r.status === httpStatus) return r;
  const cls = httpStatus >= 400 && httpStatus <= 499 ? '4xx' : httpStatus >= 500 && httpStatus <= 599 ? '5xx' : null;
  return cls === null ? null : (RETRY_BY_STATUS.find((r) => r.status === cls) ?? null);
}

/** The rule for a refusal: the code's row when the code is known, else the status table. */
export function ruleFor(code: string, httpStatus: number): Readonly<RetryRule> | Readonly<StatusRule> | null {
  if (Object.hasOwn(RETRY_POLICY, code)) return RETRY_POLICY[code as KnownHubCode];
  return ruleForStatus(httpStatus);
}

/** What the publisher does next (architecture.md, "the publishing path"). */
export type NextStep = 'done' | 'awaiting' | 'retry_same_key' | 'retry_after' | 'unknown' | 'refused' | 'blocked' | 'refit';

export interface Decision {
  next: NextStep;
  retryAfterSeconds?: number | null;
  code?: string;
  message?: string;
}

/** The job step each table action leads to. */
export const ACTION_TO_NEXT: Readonly<Record<RetryAction, NextStep>> = Object.freeze({
  retry_same_key: 'retry_same_key',
  retry_after: 'retry_after',
  status_then_new_key: 'unknown',
  refused: 'refused',
  blocked: 'blocked',
});

const PENDING_STATUSES = ['processing', 'scheduled'];

/**
 * What to do with an answer. Pure. Reads RETRY_POLICY / RETRY_BY_STATUS for refusals:
 * - accepted: completed/partial/failed → done; processing/scheduled → awaiting; a status the
 *   reference does not name → unknown (poll; never resend blind).
 * - refused: the code's row (unknown code: the status table; neither: refused).
 * - edge_413 → refit. network → retry_same_key (the key makes a resend safe).
 * - malformed: a 5xx without envelope (a proxy in front of the Hub) → retry_same_key like a
 *   network failure; anything else → unknown (the Hub answered something unreadable: the
 *   post may be live).
 */
export function decide(answer: HubAnswer): Decision {
  switch (answer.kind) {
    case 'accepted': {
      const s = answer.result.status;
      if (FINAL_STATUSES.includes(s)) return { next: 'done' };
      if (PENDING_STATUSES.includes(s)) return { next: 'awaiting' };
      return { next: 'unknown', message: `The Hub answered a status it does not document: ${s}` };
    }
    case 'refused': {
      const rule = ruleFor(answer.code, answer.httpStatus);
      const next = rule ? ACTION_TO_NEXT[rule.action] : 'refused';
      const out: Decision = { next, code: answer.code, message: answer.message };
      if (next === 'retry_after' || next === 'retry_same_key') out.retryAfterSeconds = answer.retryAfterSeconds;
      return out;
    }
    case 'edge_413':
      return { next: 'refit', code: 'edge_413', message: 'The request body was too large for the Hub\'s edge (plain 413). Fit the photos smaller or send them as links.' };
    case 'network':
      return { next: 'retry_same_key', code: 'network', message: answer.error };
    case 'malformed':
      return answer.httpStatus >= 500 && answer.httpStatus <= 599
        ? { next: 'retry_same_key', code: 'malformed', message: answer.reason }
        : { next: 'unknown', code: 'malformed', message: answer.reason };
    default:
      return assertNever(answer, 'Hub answer');
  }
}

// ---------------------------------------------------------------- the escalation beside the table

/** Same-key resends after 5xx or a dropped answer. */
export const RETRY_BACKOFF: BackoffPolicy = Object.freeze({ baseMs: 1_000, factor: 2, capMs: 30_000, jitter: 0.5 });
/** No network at all: keep trying, capped, so jobs go out soon after the Hub answers again. */
export const OFFLINE_BACKOFF: BackoffPolicy = Object.freeze({ baseMs: 1_000, factor: 1.6, capMs: 30_000, jitter: 0.5 });
/** Status polls of an accepted post. */
export const POLL_BACKOFF: BackoffPolicy = Object.freeze({ baseMs: 2_000, factor: 2, capMs: 5 * 60_000, jitter: 0.25 });

/** What one job has been through with its current key, as far as the next step depends on it. */
export interface RetryHistory {
  /** This attempt (1-based). */
  attempt: number;
  /** Earlier answers of this key that were same-key 5xx failures (this one not counted). */
  sameKeyFailures: number;
  /** Earlier 409 idempotency_in_progress answers of this key (this one not counted). */
  inProgressWaits: number;
  /** How long the Hub has been out of reach in this run (ms), this failure included; null when it answered. */
  offlineForMs: number | null;
  /** This step's jitter draw, in [0, 1). */
  draw: number;
}

/** The bounds a publisher sets on the escalation (PublisherOptions holds them). */
export interface RetryLimits {
  maxSameKeyAttempts: number;
  maxInProgressWaits: number;
  maxOfflineMs: number;
  retryBackoff: BackoffPolicy;
  offlineBackoff: BackoffPolicy;
  inProgressWaitMs: number;
  defaultRetryAfterMs: number;
}

/**
 * What a refusal or a failed call leads to, for the job:
 * - `retrying`: resend the SAME key after `delayMs`; `pause` says whether every sender waits too
 *   (`rate_limited`: a 429; `offline`: the request certainly never left). `stop`: not in this run
 *   (the network stayed away past maxOfflineMs); the job waits for the next resume.
 * - `unknown`: the post MAY be live: status first, a resend is the user's decision (new key).
 * - `done`: same-key retries exhausted (`retries_exhausted`): final, the user may resend as new.
 * - `refused` / `blocked`: stop; `error.message` carries the table's advice for a block.
 * - `accept` (the answer holds a result) and `refit` (plain 413) are the caller's own steps.
 */
export type Step =
  | { state: 'retrying'; delayMs: number; error: { code: string; message: string }; event: 'rate_limited' | 'retry_scheduled' | 'offline_wait_over'; pause: 'rate_limited' | 'offline' | null; stop: boolean }
  | { state: 'unknown' | 'done' | 'refused' | 'blocked'; delayMs: 0; error: { code: string; message: string }; event: 'unknown_outcome' | 'retries_exhausted' | 'refused' | 'blocked' }
  | { state: 'accept' | 'refit'; delayMs: 0; error: null };

/** A decision as `nextStep` reads it: `decide()`'s, and for a network failure whether the request may have left. */
export type StepInput = Decision & { maybeDelivered?: boolean };

/**
 * The next step of a job after an answer: pure, every rule of the escalation in one place
 * (the table says what a code means; this says how far a key goes before it stops).
 */
export function nextStep(d: StepInput, h: RetryHistory, limits: RetryLimits): Step {
  const error = { code: d.code ?? 'error', message: d.message ?? '' };
  switch (d.next) {
    case 'done':
    case 'awaiting':
      return { state: 'accept', delayMs: 0, error: null };
    case 'refit':
      return { state: 'refit', delayMs: 0, error: null };
    case 'unknown':
      return { state: 'unknown', delayMs: 0, error, event: 'unknown_outcome' };
    case 'refused':
      return { state: 'refused', delayMs: 0, error, event: 'refused' };
    case 'blocked': {
      // The table's advice of what to do goes with the Hub's words.
      const advice = d.code && Object.hasOwn(RETRY_POLICY, d.code) ? RETRY_POLICY[d.code as KnownHubCode].userMessage : 'Fix the account, then resume.';
      return { state: 'blocked', delayMs: 0, error: { code: d.code ?? 'blocked', message: `${d.message ?? ''} — ${advice}` }, event: 'blocked' };
    }
    case 'retry_after': {
      const delayMs = d.retryAfterSeconds != null ? d.retryAfterSeconds * 1000 : limits.defaultRetryAfterMs;
      return { state: 'retrying', delayMs, error, event: 'rate_limited', pause: 'rate_limited', stop: false };
    }
    case 'retry_same_key':
      return sameKeyStep(d, h, limits, error);
    default:
      return assertNever(d.next, 'next step');
  }
}

function sameKeyStep(d: StepInput, h: RetryHistory, limits: RetryLimits, error: { code: string; message: string }): Step {
  if (d.code === 'network') {
    if (h.offlineForMs !== null && h.offlineForMs > limits.maxOfflineMs) return { state: 'retrying', delayMs: 0, error, event: 'offline_wait_over', pause: null, stop: true };
    const delayMs = backoffDelay(Math.min(h.attempt + 1, 30), limits.offlineBackoff, h.draw);
    // The Hub cannot be reached at all: that holds for every sender, so the whole batch waits.
    return { state: 'retrying', delayMs, error, event: 'retry_scheduled', pause: d.maybeDelivered === false ? 'offline' : null, stop: false };
  }
  if (d.code === 'idempotency_in_progress') {
    // Bounded: a key that stays "in progress" is reported unknown (the post may go out).
    const waits = h.inProgressWaits + 1;
    if (waits >= limits.maxInProgressWaits) {
      return { state: 'unknown', delayMs: 0, event: 'unknown_outcome', error: { code: 'idempotency_in_progress', message: `the Hub still reports this key in progress after ${waits} waits: the post may still go out. Check the channel; you can resend it as a new post (new key).` } };
    }
    const delayMs = Math.max(Math.round(limits.inProgressWaitMs * (0.5 + h.draw)), (d.retryAfterSeconds ?? 0) * 1000);
    return { state: 'retrying', delayMs, error, event: 'retry_scheduled', pause: null, stop: false };
  }
  const failures = h.sameKeyFailures + 1;
  if (failures >= limits.maxSameKeyAttempts) {
    return { state: 'done', delayMs: 0, event: 'retries_exhausted', error: { code: 'retries_exhausted', message: `${d.code ?? 'error'} kept coming back after ${failures} tries with the same key: ${d.message ?? ''}. You can resend it as a new post (new key).` } };
  }
  const delayMs = Math.max(backoffDelay(failures + 1, limits.retryBackoff, h.draw), (d.retryAfterSeconds ?? 0) * 1000);
  return { state: 'retrying', delayMs, error, event: 'retry_scheduled', pause: null, stop: false };
}
