/**
 * h-again (walk 31, 1): "publish again" (`postroom publish ID --again`, the app's publish with `again`) of a post whose
 * first send timed out (outcome unknown) asks the Hub first, as "Send again as new" (resendUnknown) and "Ask the Hub"
 * do. Before, it sent a second post without asking: the sandbox had published the first (upstream_timeout: "the post
 * MAY be live"), so the Hub held two. A post the Hub has is not sent again in that run (the run says what the Hub said);
 * a post the Hub does not know by its key is sent again as asked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { firstCallLost, timedOutButPublished, world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

describe('publish again of a post whose outcome is unknown asks the Hub first', () => {
  it('a post the Hub published is not sent again: the skip says what the Hub answered, one post at the Hub', async () => {
    w = await world({ processingMs: 0 });
    const p = w.publisher();
    const { id, job } = await timedOutButPublished(w, p);
    expect(job).toMatchObject({ state: 'unknown', requestId: null, hubJobId: null });
    expect(w.posts()).toHaveLength(1); // the Hub published it, and said it timed out
    const r = await p.publish({ draftIds: [id], again: true }, { wait: true });
    expect(r.jobs).toHaveLength(0);
    expect(w.posts()).toHaveLength(1); // was 2: published twice
    expect([p.job(job.id).state, p.job(job.id).hubStatus]).toEqual(['done', 'completed']);
    expect(r.skipped).toHaveLength(1);
    const [problem] = r.skipped[0]!.problems;
    expect(problem).toMatchObject({ code: 'already_sent', againHeld: 'asked_hub' });
    expect(problem!.message).toContain('asked the Hub first');
    expect(problem!.message).toContain('already published');
    // Its outcome now known, publishing again is the user's plain choice: it goes as a new post.
    const again = await p.publish({ draftIds: [id], again: true }, { wait: true });
    expect(again.jobs).toHaveLength(1);
    expect(w.posts()).toHaveLength(2);
  });

  it('a post the Hub does not know by its key is sent again as new, once', async () => {
    w = await world({ processingMs: 0 });
    const p = w.publisher({}, firstCallLost(w)); // a timeout answered without publishing: the Hub knows no post by that key
    const id = w.draft();
    const job = (await p.publish({ draftIds: [id] })).jobs[0]!;
    expect(job.state).toBe('unknown');
    const r = await p.publish({ draftIds: [id], again: true }, { wait: true });
    expect(r.skipped).toEqual([]);
    expect(r.jobs.map((j) => j.state)).toEqual(['done']);
    expect(w.posts()).toHaveLength(1);
  });
});
