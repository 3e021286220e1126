/**
 * Per-channel captions (issue 23 item 4): the grouping (pure), preflight per channel caption, and
 * the publisher against the sandbox Hub: one Hub post per distinct caption, each with its own key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNELS } from '../../src-main/hub';
import { batchItems, preflight, type PublishDraft } from '../../src-main/publisher';
import { captionFor, captionGroups } from '../../src-main/publisher/captions';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

const draft = (over: Partial<PublishDraft> = {}): PublishDraft => ({
  id: 'd1', profile_id: 'p1', platforms: ['instagram', 'x', 'threads'], caption: 'main', title: '', fields: {}, scheduled_at: null, timezone: null,
  add_to_queue: false, photos: [{ id: 'ph1', position: 0, source: 'file', path: '/tmp/a.jpg', url: null }], ...over,
});

describe('caption groups (pure)', () => {
  it('each channel gets its own caption, else the draft\'s; groups by distinct (caption, title) in channel order', () => {
    const d = draft({ platforms: ['instagram', 'x', 'threads', 'bluesky'], title: 'T', captions: [
      { channel: 'x', caption: 'short', title: null },
      { channel: 'bluesky', caption: 'short', title: null },
      { channel: 'threads', caption: 'main', title: null }, // the same as the main one: shares its post
      { channel: 'tiktok', caption: 'not listed', title: null }, // a channel the draft does not list: ignored
    ] });
    expect(captionFor(d, 'x')).toEqual({ caption: 'short', title: 'T', own: true });
    expect(captionFor(d, 'instagram')).toEqual({ caption: 'main', title: 'T', own: false });
    expect(captionGroups(d)).toEqual([
      { platforms: ['instagram', 'threads'], caption: 'main', title: 'T', own: false },
      { platforms: ['x', 'bluesky'], caption: 'short', title: 'T', own: true },
    ]);
    // A different title alone makes a post of its own.
    expect(captionGroups(draft({ captions: [{ channel: 'threads', caption: 'main', title: 'Other' }] })).map((g) => g.platforms)).toEqual([['instagram', 'x'], ['threads']]);
    expect(captionGroups(draft())).toHaveLength(1);
  });
});

describe('preflight per channel caption', () => {
  const xMax = CHANNELS.x.captionLimit!.max;
  const long = 'a'.repeat(xMax + 20);
  it('checks each channel against the caption it will get', () => {
    // The long main caption is too long for X…
    expect(preflight(draft({ caption: long })).map((p) => `${p.code}:${p.channel}:${p.field}`)).toEqual([`caption_too_long:x:caption`]);
    // …but not once X has its own short one.
    expect(preflight(draft({ caption: long, captions: [{ channel: 'x', caption: 'short', title: null }] }))).toEqual([]);
    // X's own caption over its limit is named as X's own.
    const own = preflight(draft({ captions: [{ channel: 'x', caption: long, title: null }] }));
    expect(own).toEqual([expect.objectContaining({ code: 'caption_too_long', channel: 'x', field: 'captions.x' })]);
    expect(own[0]!.message).toContain('its own caption');
  });
});

describe('publishing a draft whose channels carry different captions', () => {
  const SHORT = 'Short for X';
  const longMain = (tag: string): string => `${tag} ` + 'A longer caption with room to talk. '.repeat(10);

  it('sends one Hub post per distinct caption, each its own job and key, journaled for the one batch item; outcomes cover every channel', async () => {
    w = await world();
    const main = longMain('split1');
    const id = w.lib.drafts.create(w.lib.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'x', 'threads'], caption: main, photos: [w.photo], captions: { x: { caption: SHORT } } }).id;
    const p = w.publisher();
    const r = await p.publish({ draftIds: [id] }, { wait: true });
    expect(r.skipped).toEqual([]);
    expect(r.jobs).toHaveLength(2);
    expect(w.sandbox.control.requestCounts()['POST /v1/posts/photo']).toBe(2);
    const keys = new Set(r.jobs.map((j) => j.idempotencyKey));
    expect(keys.size).toBe(2);
    const posts = w.sandbox.control.publishedPosts().filter((q) => q.idempotencyKey !== null && keys.has(q.idempotencyKey));
    expect(posts.map((q) => `${q.platforms.join(',')}: ${q.caption}`).sort()).toEqual([`instagram,threads: ${main}`, `x: ${SHORT}`]);
    expect(r.jobs.every((j) => j.draftId === id && j.state === 'done' && j.hubStatus === 'completed')).toBe(true);
    // Per channel, merged over the draft's jobs: each channel once, each published.
    const outcomes = r.jobs.flatMap((j) => j.outcomes ?? []);
    expect(outcomes.map((o) => o.channel).sort()).toEqual(['instagram', 'threads', 'x']);
    expect(outcomes.every((o) => o.success)).toBe(true);
    // One batch item, journaled once (its job_id names the first post).
    const items = batchItems(w.lib.db, r.batchIds[0]!);
    expect(items).toEqual([expect.objectContaining({ draftId: id, state: 'journaled', jobId: r.jobs[0]!.id })]);
    // Resuming sends nothing again.
    await p.resume({ wait: true });
    expect(w.sandbox.control.requestCounts()['POST /v1/posts/photo']).toBe(2);
  });

  it('a channel\'s own caption over its limit holds back the whole draft: no post at all', async () => {
    w = await world();
    const id = w.lib.drafts.create(w.lib.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: 'fine', photos: [w.photo], captions: { x: { caption: 'x'.repeat(400) } } }).id;
    const r = await w.publisher().publish({ draftIds: [id] }, { wait: true });
    expect(r.jobs).toEqual([]);
    expect(r.skipped[0]!.problems).toEqual([expect.objectContaining({ code: 'caption_too_long', channel: 'x', field: 'captions.x' })]);
    expect(w.sandbox.control.requestCounts()['POST /v1/posts/photo'] ?? 0).toBe(0);
  });

  it('a retry of refused channels keeps each channel\'s own caption (and splits channels whose captions came apart since)', async () => {
    w = await world();
    w.sandbox.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
    const main = longMain('split3');
    const id = w.lib.drafts.create(w.lib.db, { profile_id: 'prof_caphe', platforms: ['instagram', 'x', 'threads'], caption: main, photos: [w.photo], captions: { x: { caption: SHORT } } }).id;
    const p = w.publisher();
    const r = await p.publish({ draftIds: [id] }, { wait: true });
    expect(r.jobs.map((j) => j.hubStatus)).toEqual(['failed', 'failed']);
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const xJob = r.jobs.find((j) => j.platforms.includes('x'))!;
    const mainJob = r.jobs.find((j) => !j.platforms.includes('x'))!;
    const retryX = await p.retryFailedChannels(xJob.id, { wait: true });
    expect(retryX).toMatchObject({ platforms: ['x'], state: 'done', hubStatus: 'completed' });
    expect(retryX.fields.caption).toBe(SHORT);
    // Since the first send, Threads got its own caption: the retry of instagram + threads is two posts.
    w.lib.drafts.update(w.lib.db, id, { captions: { threads: { caption: 'Threads, briefly' } } });
    const retryMain = await p.retryFailedChannels(mainJob.id, { wait: true });
    expect(retryMain.platforms).toEqual(['instagram']);
    const children = p.jobs().filter((j) => j.parentJobId === mainJob.id);
    expect(children.map((j) => [j.platforms, j.fields.caption, j.state])).toEqual(expect.arrayContaining([[['instagram'], main, 'done'], [['threads'], 'Threads, briefly', 'done']]));
    expect(children).toHaveLength(2);
    expect(new Set(p.jobs().map((j) => j.idempotencyKey)).size).toBe(p.jobs().length);
    const byKey = new Map(w.sandbox.control.publishedPosts().map((q) => [q.idempotencyKey, q]));
    expect(byKey.get(retryX.idempotencyKey)).toMatchObject({ platforms: ['x'], caption: SHORT });
    for (const c of children) expect(byKey.get(c.idempotencyKey)).toMatchObject({ platforms: c.platforms, caption: c.fields.caption });
    expect(w.sandbox.control.requestCounts()['POST /v1/posts/photo']).toBe(5);
  });
});
