/**
 * The retry policy of hub-api part 7 as data. The publisher obeys this table, `decide()`
 * reads it, and the tests read the same table: changing a row changes the behaviour, and
 * the tests compare every row with the reference's words.
 */
import { assertNever } from '../common';
import type { HubAnswer } from './answer';
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
  unauthorized: { http: [401], action: 'blocked', userMessage: 'The API key was refused. Set a valid key for this workspace; sending again will not help.' },
  forbidden: { http: [403], action: 'blocked', userMessage: 'This account may not do this: it is expired or banned, or the plan lacks the feature. Check the account and its usage, or upgrade.' },
  not_found: { http: [404], action: 'refused', userMessage: 'The Hub does not know this address or id (for example the profile). Fix the profile or ids, then send as a new post.' },
  invalid_request: { http: [400], action: 'refused', userMessage: 'The Hub refused the post as sent (a field missing or malformed, text over a channel limit, an unsupported channel, a bad link or rejected content). Fix what the message names, then send again.' },
  quota_exceeded: { http: [429], action: 'blocked', userMessage: 'An allowance is used up; on publishing it means the account has no active plan. Check usage and the plan; it will not work until reset or a plan change.' },
  no_active_plan: { http: [403], action: 'blocked', userMessage: 'The account has no active plan. Activate a plan first.' },
  profile_limit_reached: { http: [403], action: 'blocked', userMessage: 'The plan allows no more profiles. Upgrade or delete an unused profile, then try again.' },
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
  { status: 401, action: 'blocked', userMessage: 'The API key was refused. Set a valid key for this workspace.' },
  { status: 403, action: 'blocked', userMessage: 'This account may not do this. Check the account, its plan and usage.' },
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

const FINAL_STATUSES = ['completed', 'partial', 'failed'];
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
