/**
 * h-oldcaption (walk 43b, 5), a REAL sandbox Hub: post B6 sent to Instagram + X; the Hub's X refused it, Instagram
 * published it. The author edited the caption and retried X, which went with the new text. Instagram holds the OLD
 * caption, X the new one, and nothing said so: the post's state (Compose, the Library row) and `drafts list` (text and
 * --json) read "published" beside the new caption. Now the core's post state names the channels whose Hub post holds an
 * earlier version (`older`: Instagram, and when it was sent), and `drafts list` says it in words and in its JSON.
 * Failed before: `older` undefined, no words. Edited once more after the retry, Instagram still holds the earliest. A
 * channel with its OWN caption (never edited) is no older version, and a post whose channels all hold one text is not
 * split (the team's "edited since it was sent" speaks of that).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftPostState, listJobs, olderTextText, type Publisher } from '../../src-main/publisher';
import { runCliIn } from '../cli/cli-world';
import { world, type World } from './fixture';

let w: World;
beforeAll(async () => {
  w = await world({ faults: { processing_ms: 0 } });
}, 60_000);
afterAll(async () => {
  await w.close();
});

/** Sends the draft with X refused, edits it with `edit`, retries X; returns the first job's send time. */
async function sendEditRetry(id: string, edit: () => void): Promise<number> {
  const p: Publisher = w.publisher(); // on the library as it is open now (the CLI's runs close and reopen it)
  w.sandbox.control.setFaults({ channel_refusal: 1, refusing_channels: ['x'], processing_ms: 0 });
  let jobId: string;
  try {
    const job = (await p.publish({ draftIds: [id] }, { wait: true })).jobs[0]!;
    expect(job.outcomes?.map((o) => [o.channel, o.success])).toEqual([['instagram', true], ['x', false]]);
    jobId = job.id;
  } finally {
    w.sandbox.control.setFaults({ processing_ms: 0 });
  }
  edit();
  const retry = await p.retryFailedChannels(jobId, { wait: true });
  expect(retry.outcomes?.map((o) => [o.channel, o.success])).toEqual([['x', true]]);
  const first = listJobs(w.lib.db, { draftId: id }).find((j) => j.id === jobId)!;
  return first.sentAt ?? first.createdAt;
}

const utc = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

describe('a post whose refused X was retried after its caption was edited', () => {
  it('says Instagram holds an earlier version, in the core, in drafts list and in its --json', async () => {
    const id = w.draft();
    const old = w.lib.drafts.getDraft(w.lib.db, id).caption;
    const t1 = await sendEditRetry(id, () => void w.lib.drafts.update(w.lib.db, id, { caption: `${old}, now with the opening hours` }));
    // The Hub holds both texts, each on its channel.
    expect(w.posts().filter((x) => x.caption?.startsWith(old)).map((x) => [x.platforms.join(','), x.caption])).toEqual([['instagram,x', old], ['x', `${old}, now with the opening hours`]]);

    const st = draftPostState(w.lib.db, id);
    expect(st.state).toBe('published');
    expect(st.older).toEqual([{ channels: ['instagram'], sentAt: t1 }]);
    expect(olderTextText(st.older!)).toBe(`instagram holds an earlier version of the text (sent ${utc(t1)} UTC, before the edit)`);

    w.lib.close();
    try {
      const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
      const text = await runCliIn(w.dir, ['drafts', 'list'], env);
      expect(text.code).toBe(0);
      const line = text.stdout.split('\n').find((l) => l.startsWith(id)) ?? '';
      expect(line).toContain(`[≠ instagram holds an earlier version of the text (sent ${utc(t1)} UTC, before the edit)]`);
      const json = await runCliIn(w.dir, ['drafts', 'list', '--json'], env);
      const row = json.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { draft?: { id: string }; postState?: { older?: unknown } }).find((r) => r.draft?.id === id);
      expect(row?.postState?.older).toEqual([{ channels: ['instagram'], sentAt: t1 }]);
    } finally {
      w.reopen();
    }
  }, 60_000);

  it('still says so when the caption was edited again after the retry (Instagram the earliest, X the next)', async () => {
    const id = w.draft();
    const t1 = await sendEditRetry(id, () => void w.lib.drafts.update(w.lib.db, id, { caption: 'the second version' }));
    w.lib.drafts.update(w.lib.db, id, { caption: 'the third version' });
    expect(draftPostState(w.lib.db, id).older).toEqual([{ channels: ['instagram'], sentAt: t1 }]);
  }, 60_000);

  it('says nothing when X has its own caption, edited before the retry (Instagram’s text is still its text)', async () => {
    const id = w.draft();
    const t1 = await sendEditRetry(id, () => void w.lib.drafts.update(w.lib.db, id, { captions: { x: { caption: 'X’s own words' } } }));
    expect(t1).toBeGreaterThan(0);
    expect(draftPostState(w.lib.db, id).older).toBeUndefined();
  }, 60_000);

  it('says nothing when the caption was edited only after the retry (both channels hold one text)', async () => {
    const id = w.draft();
    await sendEditRetry(id, () => undefined);
    w.lib.drafts.update(w.lib.db, id, { caption: 'edited after everything went' });
    expect(draftPostState(w.lib.db, id).older).toBeUndefined();
  }, 60_000);
});
