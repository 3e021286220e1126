/**
 * w24calendar (walk 21, 1): the calendar's chip of the older post the Hub holds of a draft sent again as a new post
 * shows the text THAT post holds, and says the draft changed since. Walk 21: "new menu https://example.com/menu" was
 * sent, then the draft edited ("Hootsuite post one: Tết menu …") and sent again as a new post the next day; the older
 * day's chip read the draft's current caption, with no ≠, while the Hub's posts table (and the client page, and the
 * Outbox CSV) held "new menu …" for that day. Through the bridge (HTTP transport, real web host, embedded sandbox Hub).
 */
import { describe, expect, it } from 'vitest';
import { sentAgain, wall } from '../helpers/sent-again';
import { httpClientsClosedAfterEach, ok } from './transports';

const { client } = httpClientsClosedAfterEach();
const ZONE = 'Asia/Ho_Chi_Minh';

describe("the chip of a draft's older Hub post", () => {
  it('shows the caption that post was sent with, and marks that the draft changed since', async () => {
    const c = await client();
    const sent = 'new menu https://example.com/menu';
    const now = 'Hootsuite post one: Tết menu — bánh chưng, giò lụa';
    // Edited, then sent again as a new post at another day (Compose's "Send it as a new post at another time…").
    const { id, first, second } = await sentAgain(c, { caption: sent, photo: 'https://images.example.com/menu.jpg', zone: ZONE, daysAhead: 8, hour: 19, edit: { caption: now } });

    const range = { from: first.minus({ days: 3 }).toUTC().toISO()!, to: second.plus({ days: 3 }).toUTC().toISO()! };
    const chips = ok(await c.invoke('calendar.range', range)).filter((e) => e.id === id);
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
    const text = 'Bạc xỉu 29.000đ';
    const { id, first, second } = await sentAgain(c, { caption: text, photo: 'https://images.example.com/bac-xiu.jpg', zone: ZONE, daysAhead: 12, hour: 8 });
    const range = { from: first.minus({ days: 1 }).toUTC().toISO()!, to: second.plus({ days: 1 }).toUTC().toISO()! };
    const older = ok(await c.invoke('calendar.range', range)).find((e) => e.id === id && e.also_held)!;
    expect(older).toMatchObject({ wall_at: wall(first), caption: text, also_held: { by: null, changed: false } });
  }, 60_000);
});
