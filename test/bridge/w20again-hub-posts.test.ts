/**
 * w20again (walk 18, finding 3): a post sent again as a new post is two posts at the Hub, and the calendar and the
 * campaign's Posts tab show both. Walk 18: "Cà phê muối… 35.000đ" was sent for Dec 5 19:00, then sent as a new post
 * for Dec 6 19:00; December showed it on Dec 6 only and the Posts tab said Dec 6 19:00 alone, while the Hub held the
 * Dec 5 post too. Through the bridge (HTTP transport, real web host, embedded sandbox Hub); dates from now.
 */
import { describe, expect, it } from 'vitest';
import { sentAgain, wall } from '../helpers/sent-again';
import { httpClientsClosedAfterEach, ok } from './transports';

const { client } = httpClientsClosedAfterEach();
const ZONE = 'Asia/Ho_Chi_Minh';

describe('a post sent again as a new post, on the calendar and the Posts tab', () => {
  it('the calendar has a chip for each post the Hub holds (the other one not movable), and the row names both times', async () => {
    const c = await client();
    const camp = ok(await c.invoke('campaigns.create', { name: 'Tháng 12' }));
    // "Send it as a new post at another time…": the draft at the new time, published again (composer.sendAsNewAt).
    const { id, first, second } = await sentAgain(c, { caption: 'Cà phê muối… 35.000đ', photo: 'https://images.example.com/caphe-muoi.jpg', zone: ZONE, daysAhead: 8, hour: 19, campaignId: camp.id });

    const range = { from: first.minus({ days: 3 }).toUTC().toISO()!, to: second.plus({ days: 3 }).toUTC().toISO()! };
    const chips = ok(await c.invoke('calendar.range', range)).filter((e) => e.id === id);
    // Before: one chip, Dec 6's.
    expect(chips.map((e) => e.wall_at).sort()).toEqual([wall(first), wall(second)]);
    const also = chips.find((e) => e.also_held);
    expect(also).toMatchObject({ wall_at: wall(first), state: 'scheduled', fixed: 'held_by_hub', held: true, also_held: { by: null } });
    expect(chips.find((e) => !e.also_held)).toMatchObject({ wall_at: wall(second), fixed: 'held_by_hub' });
    // A range holding only the older post: its chip alone (the draft's own time is outside it).
    const only = ok(await c.invoke('calendar.range', { from: first.minus({ hours: 2 }).toUTC().toISO()!, to: first.plus({ hours: 2 }).toUTC().toISO()! })).filter((e) => e.id === id);
    expect(only.map((e) => [e.wall_at, !!e.also_held])).toEqual([[wall(first), true]]);

    // The Posts tab's row: its time, and the other time the Hub holds it at.
    const row = ok(await c.invoke('campaigns.get', { id: camp.id })).posts.find((p) => p.id === id)!;
    expect(row.scheduled_at).toBe(wall(second));
    expect(row.also_held).toEqual([{ scheduled_at: wall(first), timezone: ZONE, by: null }]);
  }, 60_000);
});
