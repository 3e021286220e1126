/**
 * w20again (walk 18, finding 3): a post sent again as a new post is two posts at the Hub, and the calendar and the
 * campaign's Posts tab show both. Walk 18: "Cà phê muối… 35.000đ" was sent for Dec 5 19:00, then sent as a new post
 * for Dec 6 19:00; December showed it on Dec 6 only and the Posts tab said Dec 6 19:00 alone, while the Hub held the
 * Dec 5 post too. Through the bridge (HTTP transport, real web host, embedded sandbox Hub); dates from now.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { httpClientsClosedAfterEach, ok, type TestClient } from './transports';

const { client } = httpClientsClosedAfterEach();
const ZONE = 'Asia/Ho_Chi_Minh';

async function scheduled(c: TestClient, id: string, sends: number): Promise<void> {
  const end = Date.now() + 20_000;
  for (;;) {
    const jobs = ok(await c.invoke('jobs.list', {})).filter((j) => j.draftId === id);
    if (jobs.length === sends && jobs.every((j) => j.post.state === 'scheduled')) return;
    if (Date.now() > end) throw new Error(`not scheduled: ${JSON.stringify(jobs.map((j) => [j.state, j.post.state]))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a post sent again as a new post, on the calendar and the Posts tab', () => {
  it('the calendar has a chip for each post the Hub holds (the other one not movable), and the row names both times', async () => {
    const c = await client();
    ok(await c.invoke('profiles.refresh', {}));
    const first = DateTime.now().setZone(ZONE).plus({ days: 8 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 });
    const second = first.plus({ days: 1 });
    const wall = (t: DateTime): string => t.toFormat("yyyy-MM-dd'T'HH:mm");
    const d = ok(await c.invoke('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê muối… 35.000đ', scheduled_at: wall(first), timezone: ZONE } }));
    ok(await c.invoke('photos.add', { draftId: d.id, urls: ['https://images.example.com/caphe-muoi.jpg'] }));
    const camp = ok(await c.invoke('campaigns.create', { name: 'Tháng 12' }));
    ok(await c.invoke('campaigns.addDrafts', { id: camp.id, draftIds: [d.id] }));
    expect(ok(await c.invoke('publish.start', { draftIds: [d.id] }))).toMatchObject({ sent: 1 });
    await scheduled(c, d.id, 1);
    // "Send it as a new post at another time…": the draft at the new time, published again (composer.sendAsNewAt).
    const now = ok(await c.invoke('drafts.get', { id: d.id }));
    ok(await c.invoke('drafts.update', { id: d.id, patch: { scheduled_at: wall(second), timezone: ZONE }, revision: now.revision }));
    expect(ok(await c.invoke('publish.start', { draftIds: [d.id], again: true }))).toMatchObject({ sent: 1 });
    await scheduled(c, d.id, 2);

    const range = { from: first.minus({ days: 3 }).toUTC().toISO()!, to: second.plus({ days: 3 }).toUTC().toISO()! };
    const chips = ok(await c.invoke('calendar.range', range)).filter((e) => e.id === d.id);
    // Before: one chip, Dec 6's.
    expect(chips.map((e) => e.wall_at).sort()).toEqual([wall(first), wall(second)]);
    const also = chips.find((e) => e.also_held);
    expect(also).toMatchObject({ wall_at: wall(first), state: 'scheduled', fixed: 'held_by_hub', held: true, also_held: { by: null } });
    expect(chips.find((e) => !e.also_held)).toMatchObject({ wall_at: wall(second), fixed: 'held_by_hub' });
    // A range holding only the older post: its chip alone (the draft's own time is outside it).
    const only = ok(await c.invoke('calendar.range', { from: first.minus({ hours: 2 }).toUTC().toISO()!, to: first.plus({ hours: 2 }).toUTC().toISO()! })).filter((e) => e.id === d.id);
    expect(only.map((e) => [e.wall_at, !!e.also_held])).toEqual([[wall(first), true]]);

    // The Posts tab's row: its time, and the other time the Hub holds it at.
    const row = ok(await c.invoke('campaigns.get', { id: camp.id })).posts.find((p) => p.id === d.id)!;
    expect(row.scheduled_at).toBe(wall(second));
    expect(row.also_held).toEqual([{ scheduled_at: wall(first), timezone: ZONE, by: null }]);
  }, 60_000);
});
