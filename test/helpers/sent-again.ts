/**
 * What w20again-hub-posts and w24calendar-also-held share, through the bridge (a real web host and its embedded
 * sandbox Hub): a post of Studio Lumen's on Instagram, with a photo, sent for a time `daysAhead` days from now (at
 * `hour` in `zone`), then "Send it as a new post at another time…" for the next day (Compose's composer.sendAsNewAt:
 * the draft given the new time, and any `edit`, then published again), each send waited for until the Hub holds it.
 */
import { DateTime } from 'luxon';
import { expect } from 'vitest';
import { ok, type TestClient } from '../bridge/transports';

/** A time as a draft keeps it: the wall clock of its zone. */
export const wall = (t: DateTime): string => t.toFormat("yyyy-MM-dd'T'HH:mm");

/** Waits until the draft has `sends` jobs, each post of them scheduled at the Hub. */
export async function scheduled(c: TestClient, id: string, sends: number): Promise<void> {
  const end = Date.now() + 20_000;
  for (;;) {
    const jobs = ok(await c.invoke('jobs.list', {})).filter((j) => j.draftId === id);
    if (jobs.length === sends && jobs.every((j) => j.post.state === 'scheduled')) return;
    if (Date.now() > end) throw new Error(`not scheduled: ${JSON.stringify(jobs.map((j) => [j.state, j.post.state]))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface SentAgainOptions {
  caption: string;
  photo: string;
  zone: string;
  daysAhead: number;
  hour: number;
  /** What the draft is changed to with its new time (its caption, say), before it is sent again. */
  edit?: { caption?: string };
  /** A campaign the post is put in before it is first sent. */
  campaignId?: string;
}

/** Sends the post, then sends it again as a new post the next day; answers the draft and its two times. */
export async function sentAgain(c: TestClient, opts: SentAgainOptions): Promise<{ id: string; first: DateTime; second: DateTime }> {
  ok(await c.invoke('profiles.refresh', {}));
  const first = DateTime.now().setZone(opts.zone).plus({ days: opts.daysAhead }).set({ hour: opts.hour, minute: 0, second: 0, millisecond: 0 });
  const second = first.plus({ days: 1 });
  const d = ok(await c.invoke('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: opts.caption, scheduled_at: wall(first), timezone: opts.zone } }));
  ok(await c.invoke('photos.add', { draftId: d.id, urls: [opts.photo] }));
  if (opts.campaignId) ok(await c.invoke('campaigns.addDrafts', { id: opts.campaignId, draftIds: [d.id] }));
  expect(ok(await c.invoke('publish.start', { draftIds: [d.id] }))).toMatchObject({ sent: 1 });
  await scheduled(c, d.id, 1);
  const got = ok(await c.invoke('drafts.get', { id: d.id }));
  ok(await c.invoke('drafts.update', { id: d.id, patch: { ...opts.edit, scheduled_at: wall(second), timezone: opts.zone }, revision: got.revision }));
  expect(ok(await c.invoke('publish.start', { draftIds: [d.id], again: true }))).toMatchObject({ sent: 1 });
  await scheduled(c, d.id, 2);
  return { id: d.id, first, second };
}
