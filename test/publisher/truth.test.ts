/**
 * Retry and resolve truthfully, scheduled posts included (issue 32 item 2), against the sandbox Hub
 * over HTTP:
 * - the refused channels of a post whose time has passed are never resent at that time (the Hub
 *   refuses a past scheduled_at): the retry needs to be told when, now or at a new time;
 * - "Ask the Hub" reads what became of an unknown outcome (upstream_timeout gives no id: the post is
 *   named by its key), and a post held for a later time is then followed as scheduled.
 */
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { actionRow, postActions, postState, PublisherError, type HubPort } from '../../src-main/publisher';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

const ZONE = 'Asia/Ho_Chi_Minh';
/** A wall-clock time in ZONE, `ms` from now, to the second. */
const wallIn = (ms: number, zone = ZONE): string => DateTime.fromMillis(Date.now() + ms, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss");

const code = async (p: Promise<unknown>): Promise<string> => p.then(() => 'none', (e: unknown) => (e instanceof PublisherError ? e.code : String(e)));

describe('sending again as new a post whose time has passed', () => {
  it('asks when instead of resending the past time (the Hub refuses it); a new time goes as a new scheduled post, now as an immediate one', async () => {
    w = await world({ processingMs: 0 });
    // The first sends time out (the Hub says nothing of them); the resends reach the sandbox.
    let timeout = true;
    const hub: HubPort = {
      publish: (...a) => (timeout ? Promise.resolve({ kind: 'refused', httpStatus: 502, code: 'upstream_timeout', message: 'timed out', retryAfterSeconds: null }) : w!.hub.publish(...a)),
      status: (q, signal) => w!.hub.status(q, signal),
    };
    const p = w.publisher({}, hub);
    const [a, b] = [w.draft({ scheduled_at: wallIn(1_000), timezone: ZONE }), w.draft({ scheduled_at: wallIn(1_000), timezone: ZONE })];
    const r = await p.publish({ draftIds: [a, b] });
    const [ja, jb] = [r.jobs.find((j) => j.draftId === a)!, r.jobs.find((j) => j.draftId === b)!];
    expect([ja.state, jb.state]).toEqual(['unknown', 'unknown']);
    await new Promise((ok) => setTimeout(ok, 1_500));
    expect(actionRow(postState([ja]), Date.now())).toBe('unknown_due');
    expect(postActions(postState([ja]), Date.now()).send_again).toEqual({ do: 'ask', ask: 'resend_when' });
    timeout = false;
    const calls = () => w!.sandbox.control.requestCounts()['POST /v1/posts/photo'] ?? 0;
    const before = calls();

    // Not told when: refused here, before any call (the old code resent the past time and the Hub refused it).
    expect(await code(p.resendUnknown(ja.id))).toBe('when_needed');
    expect(await code(p.resendUnknown(ja.id, { when: { scheduledAt: wallIn(-60_000), timezone: ZONE } }))).toBe('time_in_past');
    expect(calls()).toBe(before);
    expect(p.job(ja.id)).toMatchObject({ state: 'unknown', supersededBy: null });

    // At a new time: a new post (new key) the Hub holds for it, in its zone.
    const later = wallIn(3_600_000);
    const resent = await p.resendUnknown(ja.id, { when: { scheduledAt: later, timezone: ZONE } });
    expect(resent).toMatchObject({ state: 'awaiting', hubStatus: 'scheduled', reason: 'resend', parentJobId: ja.id });
    expect([resent.fields.scheduled_at, resent.fields.timezone]).toEqual([later, ZONE]);
    expect(resent.idempotencyKey).not.toBe(ja.idempotencyKey);
    expect(p.job(ja.id)).toMatchObject({ state: 'cancelled', supersededBy: resent.id });

    // Now: sent with no time, published at once.
    const now = await p.resendUnknown(jb.id, { when: { now: true }, wait: true });
    expect(now.fields.scheduled_at).toBeUndefined();
    expect(postState([now]).state).toBe('published');
  });
});

describe('retrying the refused channels of a post whose time has passed', () => {
  it('asks when instead of resending the past time; a new time goes as a new scheduled post, now as an immediate one', async () => {
    w = await world({ processingMs: 0 });
    w.sandbox.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
    const p = w.publisher({ scheduledGraceMs: 100 });
    const [a, b] = [w.draft({ scheduled_at: wallIn(1_500), timezone: ZONE }), w.draft({ scheduled_at: wallIn(1_500), timezone: ZONE })];
    const r = await p.publish({ draftIds: [a, b] }, { wait: true });
    const [ja, jb] = [r.jobs.find((j) => j.draftId === a)!, r.jobs.find((j) => j.draftId === b)!];
    expect([ja.state, ja.hubStatus]).toEqual(['done', 'failed']);
    const post = postState([ja]);
    expect(actionRow(post, Date.now())).toBe('channels_refused');
    w.sandbox.control.setFaults({ channel_refusal: 0, processing_ms: 0 });
    const calls = () => w!.sandbox.control.requestCounts()['POST /v1/posts/photo'] ?? 0;
    const before = calls();

    // Not told when: refused here, before any call (the old code resent the past time and the Hub refused it).
    expect(await code(p.retryFailedChannels(ja.id))).toBe('when_needed');
    // A new time that has passed too: refused here as well.
    expect(await code(p.retryFailedChannels(ja.id, { when: { scheduledAt: wallIn(-60_000), timezone: ZONE } }))).toBe('time_in_past');
    expect(calls()).toBe(before);
    expect(p.job(ja.id).supersededBy).toBeNull();

    // At a new time: a new post (new key) the Hub holds for it, in its zone.
    const later = wallIn(3_600_000);
    const retried = await p.retryFailedChannels(ja.id, { when: { scheduledAt: later, timezone: ZONE } });
    expect(retried).toMatchObject({ state: 'awaiting', hubStatus: 'scheduled', reason: 'retry_channels', parentJobId: ja.id });
    expect([retried.fields.scheduled_at, retried.fields.timezone]).toEqual([later, ZONE]);
    expect(retried.idempotencyKey).not.toBe(ja.idempotencyKey);
    expect(p.job(ja.id).supersededBy).toBe(retried.id);
    // The draft's post reads scheduled for the new time (the retry decides its channels).
    expect(postState(p.jobs({ draftId: a }))).toMatchObject({ state: 'scheduled', scheduledAt: later, timezone: ZONE });

    // Now: sent with no time, published at once.
    const now = await p.retryFailedChannels(jb.id, { when: { now: true }, wait: true });
    expect(now.fields.scheduled_at).toBeUndefined();
    expect([now.state, now.hubStatus]).toEqual(['done', 'completed']);
    expect(calls()).toBe(before + 2);
  });

  it('a post sent with no time is retried at once, as before (no question)', async () => {
    w = await world({ processingMs: 0 });
    w.sandbox.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
    const p = w.publisher();
    const job = (await p.publish({ draftIds: [w.draft()] }, { wait: true })).jobs[0]!;
    w.sandbox.control.setFaults({ channel_refusal: 0, processing_ms: 0 });
    const retried = await p.retryFailedChannels(job.id, { wait: true });
    expect([retried.state, retried.hubStatus]).toEqual(['done', 'completed']);
  });
});

describe('Ask the Hub', () => {
  it('an upstream_timeout on a post for a later time: the Hub, asked by the key, says it holds it; it is then followed as scheduled', async () => {
    w = await world({ processingMs: 0 });
    w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    const p = w.publisher();
    const at = wallIn(3 * 3_600_000);
    const job = (await p.publish({ draftIds: [w.draft({ scheduled_at: at, timezone: ZONE })] })).jobs[0]!;
    expect(job).toMatchObject({ state: 'unknown', requestId: null, hubJobId: null });
    expect(actionRow(postState([job]), Date.now())).toBe('unknown_ahead');
    // Its time has not come: "it is live" and "send again" cannot be true yet (the table refuses both).
    expect(() => p.markLive(job.id)).toThrow(/its time has not come/);
    expect(await code(p.resendUnknown(job.id))).toBe('invalid_state');
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const before = w.sandbox.control.requestCounts()['POST /v1/posts/photo'];
    const asked = await p.askHub(job.id);
    expect(asked).toMatchObject({ state: 'awaiting', hubStatus: 'scheduled' });
    expect(asked.hubJobId).not.toBeNull();
    expect(postState([asked])).toMatchObject({ state: 'scheduled', scheduledAt: at, timezone: ZONE });
    expect(w.sandbox.control.requestCounts()['POST /v1/posts/photo']).toBe(before); // never resent
    expect(w.posts()).toHaveLength(1);
  });

  it('an upstream_timeout on a post sent now: the Hub says it is published', async () => {
    w = await world({ processingMs: 0 });
    w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    const p = w.publisher();
    const job = (await p.publish({ draftIds: [w.draft()] })).jobs[0]!;
    expect(job.state).toBe('unknown');
    const asked = await p.askHub(job.id);
    expect([asked.state, asked.hubStatus]).toEqual(['done', 'completed']);
    expect(postState([asked]).state).toBe('published');
    // The draft's stored state (the Library, the calendar) says so at once, not at the next run (issue 32, mend32).
    expect(w.lib.drafts.getDraft(w.lib.db, job.draftId!).state).toBe('published');
  });

  it('a Hub that has no such post leaves the outcome unknown (and the decisions with the user); nothing is sent', async () => {
    w = await world({ processingMs: 0 });
    // A timeout answered without publishing: the Hub knows no post by that key.
    const lying: HubPort = {
      publish: async () => ({ kind: 'refused', httpStatus: 502, code: 'upstream_timeout', message: 'timed out', retryAfterSeconds: null }),
      status: (q, signal) => w!.hub.status(q, signal),
    };
    const p = w.publisher({}, lying);
    const job = (await p.publish({ draftIds: [w.draft()] })).jobs[0]!;
    const asked = await p.askHub(job.id);
    expect(asked.state).toBe('unknown');
    expect(asked.lastError?.code).toBe('upstream_timeout');
    expect(p.events(job.id).map((e) => e.type)).toContain('status_unreadable');
  });

  it('is refused for a job the Hub has answered for good', async () => {
    w = await world({ processingMs: 0 });
    const p = w.publisher();
    const job = (await p.publish({ draftIds: [w.draft()] }, { wait: true })).jobs[0]!;
    expect(await code(p.askHub(job.id))).toBe('invalid_state');
  });
});
