/**
 * walk 33, 1: `postroom resend JOB --confirm` of a post whose outcome was unknown asked the Hub first, found it
 * published ("not sent again: the Hub has this post") — and the Library kept "Outcome unknown": the draft's stored
 * state (what the Library and the calendar read) was not derived again after that ask, as it is after "Ask the Hub".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { timedOutButPublished, world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

describe("the draft's stored state after a resend the Hub's answer settled", () => {
  it('says published at once, as the job does (was: unknown)', async () => {
    w = await world({ processingMs: 0 });
    const p = w.publisher();
    const { id, job } = await timedOutButPublished(w, p);
    expect(w.lib.drafts.get(w.lib.db, id)?.state).toBe('unknown');
    const after = await p.resendUnknown(job.id, { wait: true });
    expect([after.id, after.state]).toEqual([job.id, 'done']);
    expect(w.lib.drafts.get(w.lib.db, id)?.state).toBe('published');
  });
});
