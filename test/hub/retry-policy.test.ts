import { describe, expect, it } from 'vitest';
import {
  ACTION_TO_NEXT, KNOWN_HUB_CODES, RETRY_BY_STATUS, RETRY_POLICY, decide, nextStep, ruleForStatus,
  type HubAnswer, type KnownHubCode, type NextStep, type RetryHistory, type RetryLimits,
} from '../../src-main/hub';

/**
 * hub-api.md part 7, written out by hand: code, HTTP statuses, and what the publisher must do
 * (architecture.md "publishing path" + the brief's mapping). If a row of RETRY_POLICY changes,
 * the snapshot below fails; if decide() stops following the rows, the decision test fails.
 */
const REFERENCE: ReadonlyArray<{ code: KnownHubCode; http: number[]; next: NextStep }> = [
  { code: 'unauthorized', http: [401], next: 'blocked' },
  { code: 'forbidden', http: [403], next: 'blocked' },
  { code: 'not_found', http: [404], next: 'refused' },
  { code: 'invalid_request', http: [400], next: 'refused' },
  { code: 'quota_exceeded', http: [429], next: 'blocked' },
  { code: 'no_active_plan', http: [403], next: 'blocked' },
  { code: 'profile_limit_reached', http: [403], next: 'blocked' },
  { code: 'rate_limited', http: [429], next: 'retry_after' },
  { code: 'idempotency_conflict', http: [409], next: 'refused' },
  { code: 'idempotency_in_progress', http: [409], next: 'retry_same_key' },
  { code: 'page_pin_conflict', http: [409], next: 'refused' },
  { code: 'page_pin_unverified', http: [503], next: 'retry_same_key' },
  { code: 'platform_not_startable', http: [400], next: 'refused' },
  { code: 'platform_unavailable', http: [503], next: 'retry_same_key' },
  { code: 'link_not_found', http: [404], next: 'refused' },
  { code: 'platform_not_connected', http: [409, 400], next: 'refused' },
  { code: 'location_required', http: [400], next: 'refused' },
  { code: 'upstream_error', http: [502], next: 'retry_same_key' },
  { code: 'upstream_timeout', http: [502], next: 'unknown' },
  { code: 'internal_error', http: [500, 502], next: 'retry_same_key' },
  // Named in part 7 for the audience route; status fixed by hub-contract.md.
  { code: 'platform_not_supported', http: [400], next: 'refused' },
];

const NEXT_TO_ACTION: Record<string, string> = Object.fromEntries(Object.entries(ACTION_TO_NEXT).map(([a, n]) => [n, a]));

const refusal = (code: string, httpStatus: number, retryAfterSeconds: number | null = null): HubAnswer => ({
  kind: 'refused', httpStatus, code, message: `${code} happened`, retryAfterSeconds,
});

describe('RETRY_POLICY', () => {
  it('has exactly the reference rows, in order, with their statuses and actions', () => {
    const table = Object.entries(RETRY_POLICY).map(([code, r]) => ({ code, http: [...r.http], action: r.action }));
    expect(table).toEqual(REFERENCE.map((r) => ({ code: r.code, http: r.http, action: NEXT_TO_ACTION[r.next] })));
    expect(Object.keys(RETRY_POLICY)).toEqual([...KNOWN_HUB_CODES]);
  });

  it('gives every row a user-facing message of what to do', () => {
    for (const [code, r] of Object.entries(RETRY_POLICY)) {
      expect(r.userMessage.length, code).toBeGreaterThan(20);
    }
  });

  it.each(REFERENCE.flatMap((r) => r.http.map((h) => ({ ...r, status: h }))))('decide() follows the row of $code at HTTP $status', ({ code, status, next }) => {
    const d = decide(refusal(code, status, 7));
    expect(d.next).toBe(next);
    expect(d.next).toBe(ACTION_TO_NEXT[RETRY_POLICY[code].action]);
    expect(d.code).toBe(code);
    expect(d.message).toBe(`${code} happened`);
  });

  it('passes Retry-After through for rate_limited and idempotency_in_progress', () => {
    expect(decide(refusal('rate_limited', 429, 42))).toMatchObject({ next: 'retry_after', retryAfterSeconds: 42 });
    expect(decide(refusal('idempotency_in_progress', 409, 3))).toMatchObject({ next: 'retry_same_key', retryAfterSeconds: 3 });
    expect(decide(refusal('rate_limited', 429, null))).toMatchObject({ next: 'retry_after', retryAfterSeconds: null });
  });
});

describe('retry by status (codes the table does not know)', () => {
  it('matches the reference table: 4xx no, 429 after Retry-After, 5xx with backoff and a key; 401/403 blocked', () => {
    expect(RETRY_BY_STATUS.map((r) => [r.status, r.action])).toEqual([
      [429, 'retry_after'], [401, 'blocked'], [403, 'blocked'], ['4xx', 'refused'], ['5xx', 'retry_same_key'],
    ]);
    expect(ruleForStatus(302)).toBeNull();
  });

  it.each([
    [400, 'refused'], [404, 'refused'], [409, 'refused'], [422, 'refused'], [401, 'blocked'], [403, 'blocked'],
    [429, 'retry_after'], [500, 'retry_same_key'], [502, 'retry_same_key'], [503, 'retry_same_key'], [599, 'retry_same_key'],
  ] as const)('an unlisted code at HTTP %i → %s', (status, next) => {
    expect(decide(refusal('brand_new_code', status)).next).toBe(next);
  });
});

describe('decide() on the other answers', () => {
  const accepted = (status: string): HubAnswer => ({ kind: 'accepted', httpStatus: 200, result: { status } });
  it.each([
    ['completed', 'done'], ['partial', 'done'], ['failed', 'done'], ['processing', 'awaiting'], ['scheduled', 'awaiting'], ['queued_somewhere', 'unknown'],
  ] as const)('200 status %s → %s', (status, next) => {
    expect(decide(accepted(status)).next).toBe(next);
  });

  it('a 200 whose every channel refused is done, never a Hub refusal', () => {
    const d = decide({ kind: 'accepted', httpStatus: 200, result: { status: 'failed', failed_platforms: ['x'], results: { x: { success: false, error: { code: 'invalid_request', message: 'too long' } } } } });
    expect(d).toEqual({ next: 'done' });
  });

  it('plain 413 → refit; network → retry with the same key; malformed 5xx → retry, other malformed → unknown', () => {
    expect(decide({ kind: 'edge_413', httpStatus: 413, bodyText: 'Request Entity Too Large' }).next).toBe('refit');
    expect(decide({ kind: 'network', error: 'socket hang up', maybeDelivered: true }).next).toBe('retry_same_key');
    expect(decide({ kind: 'network', error: 'ECONNREFUSED', maybeDelivered: false }).next).toBe('retry_same_key');
    expect(decide({ kind: 'malformed', httpStatus: 502, reason: 'HTML', bodyText: '<html>' }).next).toBe('retry_same_key');
    expect(decide({ kind: 'malformed', httpStatus: 200, reason: 'not JSON', bodyText: 'ok' }).next).toBe('unknown');
  });
});

describe('nextStep: the escalation beside the table', () => {
  const limits: RetryLimits = {
    maxSameKeyAttempts: 4, maxInProgressWaits: 3, maxOfflineMs: 10_000, defaultRetryAfterMs: 5_000, inProgressWaitMs: 1_000,
    retryBackoff: { baseMs: 100, factor: 2, capMs: 1_000, jitter: 0 }, offlineBackoff: { baseMs: 50, factor: 2, capMs: 400, jitter: 0 },
  };
  const fresh: RetryHistory = { attempt: 1, sameKeyFailures: 0, inProgressWaits: 0, offlineForMs: null, draw: 0.5 };
  /** The job state each table action leads to on a first answer (retries left). */
  const FIRST: Record<string, string> = { retry_same_key: 'retrying', retry_after: 'retrying', status_then_new_key: 'unknown', refused: 'refused', blocked: 'blocked' };

  it.each(Object.entries(RETRY_POLICY))('follows the row of %s', (code, rule) => {
    const step = nextStep(decide(refusal(code, rule.http[0]!, 2)), fresh, limits);
    expect(step.state).toBe(FIRST[rule.action]);
    if (step.state === 'blocked') expect(step.error.message).toContain(rule.userMessage); // the advice is the table's
    if (rule.action === 'retry_after') expect(step).toMatchObject({ delayMs: 2_000, pause: 'rate_limited', event: 'rate_limited' });
    if (rule.action === 'retry_same_key') expect(step).toMatchObject({ pause: null, stop: false, event: 'retry_scheduled' });
  });

  it('stops a same-key 5xx at maxSameKeyAttempts as done, retries_exhausted, with backoff (and Retry-After) before', () => {
    const d = decide(refusal('upstream_error', 502));
    expect(nextStep(d, { ...fresh, sameKeyFailures: 0 }, limits)).toMatchObject({ state: 'retrying', delayMs: 100 });
    expect(nextStep(d, { ...fresh, sameKeyFailures: 2 }, limits)).toMatchObject({ state: 'retrying', delayMs: 400 });
    expect(nextStep(decide(refusal('upstream_error', 502, 3)), { ...fresh, sameKeyFailures: 1 }, limits)).toMatchObject({ delayMs: 3_000 });
    expect(nextStep(d, { ...fresh, sameKeyFailures: 3 }, limits)).toMatchObject({ state: 'done', event: 'retries_exhausted', error: { code: 'retries_exhausted' } });
  });

  it('reports a key still in progress after maxInProgressWaits as unknown (never a blind resend)', () => {
    const d = decide(refusal('idempotency_in_progress', 409));
    expect(nextStep(d, { ...fresh, inProgressWaits: 1, sameKeyFailures: 9 }, limits)).toMatchObject({ state: 'retrying', delayMs: 1_000 });
    expect(nextStep(d, { ...fresh, inProgressWaits: 2 }, limits)).toMatchObject({ state: 'unknown', error: { code: 'idempotency_in_progress' } });
  });

  it('waits for the network without a bound in count; pauses the batch only when the request never left; stops the run past maxOfflineMs', () => {
    const net = (maybeDelivered: boolean) => ({ ...decide({ kind: 'network', error: 'ECONNREFUSED', maybeDelivered }), maybeDelivered });
    expect(nextStep(net(false), { ...fresh, attempt: 3, offlineForMs: 1 }, limits)).toMatchObject({ state: 'retrying', delayMs: 200, pause: 'offline', stop: false });
    expect(nextStep(net(true), { ...fresh, attempt: 40, offlineForMs: 1 }, limits)).toMatchObject({ state: 'retrying', delayMs: 400, pause: null });
    expect(nextStep(net(true), { ...fresh, offlineForMs: 10_001 }, limits)).toMatchObject({ state: 'retrying', event: 'offline_wait_over', stop: true });
  });

  it('leaves an accepted result to the caller, and a plain 413 to a refit', () => {
    expect(nextStep(decide({ kind: 'accepted', httpStatus: 200, result: { status: 'completed' } }), fresh, limits).state).toBe('accept');
    expect(nextStep(decide({ kind: 'edge_413', httpStatus: 413, bodyText: '' }), fresh, limits).state).toBe('refit');
  });
});
