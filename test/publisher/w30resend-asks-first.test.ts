/**
 * Send again as new after an upstream_timeout (helpers' left-out of session 26: "resend does not ask the Hub by key
 * first"): the timeout gave no request_id or job_id, so the resend's status read was skipped and a post the Hub HAD
 * published (the sandbox publishes on upstream_timeout, hub-api 7: "the post MAY be live") was sent a second time. The
 * resend now asks by the post's Idempotency-Key first, as "Ask the Hub" does; only a post the Hub does not know is sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { firstCallLost, timedOutButPublished, world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

describe('a resend after an upstream_timeout asks the Hub by the key first', () => {
  it('a post the Hub published is not sent again: the job takes the Hub\'s answer, one post at the Hub', async () => {
    w = await world({ processingMs: 0 });
    const p = w.publisher();
    const { job } = await timedOutButPublished(w, p);
    expect(job).toMatchObject({ state: 'unknown', requestId: null, hubJobId: null });
    expect(w.posts()).toHaveLength(1); // the Hub published it, and said it timed out
    const after = await p.resendUnknown(job.id, { wait: true });
    expect(after.id).toBe(job.id); // no new job
    expect([after.state, after.hubStatus]).toEqual(['done', 'completed']);
    expect(w.posts()).toHaveLength(1); // was 2: published twice
    expect(p.events(job.id).map((e) => e.type)).not.toContain('resent');
  });

  it('a post the Hub does not know by its key is sent again as new, once', async () => {
    w = await world({ processingMs: 0 });
    const p = w.publisher({}, firstCallLost(w)); // a timeout answered without publishing: the Hub knows no post by that key
    const job = (await p.publish({ draftIds: [w.draft()] })).jobs[0]!;
    expect(job.state).toBe('unknown');
    const fresh = await p.resendUnknown(job.id, { wait: true });
    expect(fresh.id).not.toBe(job.id);
    expect(fresh.state).toBe('done');
    expect(w.posts()).toHaveLength(1);
    expect(p.job(job.id)).toMatchObject({ state: 'cancelled', supersededBy: fresh.id });
  });
});
