/**
 * w24calendar (walk 21, 1): the calendar's chip of the older post the Hub holds of a draft sent again as a new post
 * shows the text THAT post holds, and says the draft changed since. Walk 21: "new menu https://example.com/menu" was
 * sent, then the draft edited ("Hootsuite post one: Tết menu …") and sent again as a new post the next day; the older
 * day's chip read the draft's current caption, with no ≠, while the Hub's posts table (and the client page, and the
 * Outbox CSV) held "new menu …" for that day. Through the bridge (HTTP transport, real web host, embedded sandbox Hub).
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { httpClientsClosedAfterEach, ok, type TestClient } from './transports';

const { client } = httpClientsClosedAfterEach();
const ZONE = 'Asia/Ho_Chi_Minh';
const wall = (t: DateTime): string => t.toFormat("yyyy-MM-dd'T'HH:mm");

async function scheduled(c: TestClient, id: string, sends: number): Promise<void> {
  const end = Date.now() + 20_000;
  for (;;) {
    const jobs = ok(await c.invoke('jobs.list', {})).filter((j) => j.draftId === id);
    if (jobs.length === sends && jobs.every((j) => j.post.state === 'scheduled')) return;
    if (Date.now() > end) throw new Error(`not scheduled: ${JSON.stringify(jobs.map((j) => [j.state, j.post.state]))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the chip of a draft's older Hub post", () => {
  it('shows the caption that post was sent with, and marks that the draft changed since', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const first = DateTime.now().setZone(ZONE).plus({ days: 8 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 });
    const second = first.plus({ days: 1 });
    const sent = 'new menu https://example.com/menu';
    const now = 'Hootsuite post one: Tết menu — bánh chưng, giò lụa';
    const d = ok(await c.invoke('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: sent, scheduled_at: wall(first), timezone: ZONE } }));
    ok(await c.invoke('photos.add', { draftId: d.id, urls: ['https://images.example.com/menu.jpg'] }));
    expect(ok(await c.invoke('publish.start', { draftIds: [d.id] }))).toMatchObject({ sent: 1 });
    await scheduled(c, d.id, 1);
    // Edited, then sent again as a new post at another day (Compose's "Send it as a new post at another time…").
    const got = ok(await c.invoke('drafts.get', { id: d.id }));
    ok(await c.invoke('drafts.update', { id: d.id, patch: { caption: now, scheduled_at: wall(second), timezone: ZONE }, revision: got.revision }));
    expect(ok(await c.invoke('publish.start', { draftIds: [d.id], again: true }))).toMatchObject({ sent: 1 });
    await scheduled(c, d.id, 2);

    const range = { from: first.minus({ days: 3 }).toUTC().toISO()!, to: second.plus({ days: 3 }).toUTC().toISO()! };
    const chips = ok(await c.invoke('calendar.range', range)).filter((e) => e.id === d.id);
    const older = chips.find((e) => e.also_held)!;
    // Before: caption `now`, and no mark that the draft changed.
    expect(older).toMatchObject({ wall_at: wall(first), caption: sent, also_held: { by: null, changed: true } });
    // The newer post holds the draft's text now: its own chip, unmarked.
    const newer = chips.find((e) => !e.also_held)!;
    expect(newer).toMatchObject({ wall_at: wall(second), caption: now });
    expect(newer.edited_since_sent ?? null).toBeNull();
  }, 60_000);

  it('a post sent again with the same text (only the time moved): its text, and no mark', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const first = DateTime.now().setZone(ZONE).plus({ days: 12 }).set({ hour: 8, minute: 0, second: 0, millisecond: 0 });
    const second = first.plus({ days: 1 });
    const text = 'Bạc xỉu 29.000đ';
    const d = ok(await c.invoke('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: text, scheduled_at: wall(first), timezone: ZONE } }));
    ok(await c.invoke('photos.add', { draftId: d.id, urls: ['https://images.example.com/bac-xiu.jpg'] }));
    expect(ok(await c.invoke('publish.start', { draftIds: [d.id] }))).toMatchObject({ sent: 1 });
    await scheduled(c, d.id, 1);
    const got = ok(await c.invoke('drafts.get', { id: d.id }));
    ok(await c.invoke('drafts.update', { id: d.id, patch: { scheduled_at: wall(second), timezone: ZONE }, revision: got.revision }));
    expect(ok(await c.invoke('publish.start', { draftIds: [d.id], again: true }))).toMatchObject({ sent: 1 });
    await scheduled(c, d.id, 2);
    const range = { from: first.minus({ days: 1 }).toUTC().toISO()!, to: second.plus({ days: 1 }).toUTC().toISO()! };
    const older = ok(await c.invoke('calendar.range', range)).find((e) => e.id === d.id && e.also_held)!;
    expect(older).toMatchObject({ wall_at: wall(first), caption: text, also_held: { by: null, changed: false } });
  }, 60_000);
});
