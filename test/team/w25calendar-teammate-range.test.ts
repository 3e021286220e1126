/**
 * w25calendar (walk 22): a teammate's calendar has a chip for each post the Hub holds of a draft sent again as a new
 * post, in a range that holds only the OLDER post. Walk 22: Lan (Europe/Berlin) sent "Berlin fall-back first post" for
 * 02:30 on the day the clocks go back (2027-10-31, 00:30Z), then sent it again as a new post for Dec 5. Lan's October
 * showed the older post (its chip marked `also_held`); Bảo's October had NO chip for it, while his Outbox, `postroom
 * status` and the Hub held it. The draft's own time (Dec 5) is outside October, and the drafts sent into a range were
 * read from this laptop's own journal only (library held-times.ts sentInRange): Bảo sent nothing, so nothing was read.
 * A REAL team server and a REAL sandbox Hub; Lan and Bảo are app cores. w26dates: the day is Berlin's next autumn
 * change and the new post 35 days later (they were 2027-10-31 and 2027-12-05: past, the Hub refused them, from then).
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { nextClockChange } from '../helpers/ahead';
import { appCores } from './helpers';
import { startStudioHub, stopStudioHub, type StudioHub } from './studio-hub';

const ZONE = 'Europe/Berlin';
const BACK = nextClockChange(ZONE, 'back');
const FIRST = `${BACK.date}T02:30`;
const SECOND = `${BACK.day(35)}T19:00`;
/** The Berlin month holding a wall time, as the calendar asks for it: instants, its first day to the next month's. */
const monthOf = (wall: string): readonly [string, string] => {
  const m = DateTime.fromISO(wall, { zone: ZONE }).startOf('month');
  return [m.toUTC().toISO()!, m.plus({ months: 1 }).toUTC().toISO()!];
};
let hub: StudioHub;
let root = '';
const tokens: Record<string, string> = {};
const coreEnv: Record<string, string> = {};
const { core, call, until, closeCores } = appCores({ root: () => root, env: coreEnv, untilMs: 20_000 });
let lan: Core;
let bao: Core;

type Review = { state: string; stale?: boolean };
const reviewOf = async (c: Core, id: string): Promise<Review | undefined> =>
  (await call<Record<string, Review>>(c, 'review.get', { draftIds: [id] }).catch(() => ({} as Record<string, Review>)))[id];
type Chip = { id: string; wall_at: string | null; timezone: string | null; scheduled_at: string | null; also_held?: { by: string | null } };
const chips = async (c: Core, id: string, from: string, to: string): Promise<string[]> =>
  (await call<Chip[]>(c, 'calendar.range', { from, to })).filter((e) => e.id === id).map((e) => `${e.wall_at} ${e.timezone} ${e.also_held ? `also:${e.also_held.by ?? 'me'}` : 'own'}`).sort();

async function approvedOnBoth(id: string): Promise<void> {
  await until(async () => (await reviewOf(bao, id))?.state === 'in_review');
  await call(bao, 'review.act', { draftId: id, action: 'approve' });
  await until(async () => (await reviewOf(lan, id))?.state === 'approved' && !(await reviewOf(lan, id))?.stale);
}
const hubPosts = (caption: string) => hub.sandbox.control.publishedPosts().filter((p) => p.caption === caption);

beforeAll(async () => {
  hub = await startStudioHub({ prefix: 'postroom-w25calendar-', seed: 25, coreEnv, tokens, members: [{ key: 'lan', name: 'Lan', role: 'editor' }, { key: 'bao', name: 'Bảo', role: 'approver' }] });
  ({ root } = hub);
  lan = await core('lan');
  bao = await core('bao');
  for (const [c, key] of [[lan, 'lan'], [bao, 'bao']] as const) await call(c, 'team.join', { name: 'Studio', url: hub.server.httpUrl, token: tokens[key], hubUrl: hub.sandbox.url });
  await until(async () => (await call<{ state: string }>(lan, 'team.status', {})).state === 'online' && (await call<{ state: string }>(bao, 'team.status', {})).state === 'online');
}, 90_000);
afterAll(() => stopStudioHub(hub, closeCores));

describe("a post sent twice by Lan, its older post on the day Berlin's clocks go back", () => {
  it("Bảo's calendar, like Lan's, has a chip for each Hub post, each at its time, in a range holding only one of them", async () => {
    const caption = 'Berlin fall-back first post';
    const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { profile_id: 'prof_caphe', platforms: ['x'], caption, scheduled_at: FIRST, timezone: ZONE } });
    await call(lan, 'photos.add', { draftId: d.id, urls: ['https://cdn.example.com/w25calendar.jpg'] });
    await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    await approvedOnBoth(d.id);
    expect((await call<{ sent: number }>(lan, 'publish.start', { draftIds: [d.id] })).sent).toBe(1);
    await until(() => hubPosts(caption).length === 1);
    // Sent again as a new post at another time: the new time goes for review, Bảo approves, Lan sends it.
    await call(lan, 'drafts.update', { id: d.id, patch: { scheduled_at: SECOND, timezone: ZONE } });
    await until(async () => (await reviewOf(lan, d.id))?.state !== 'approved' || (await reviewOf(lan, d.id))?.stale === true);
    if ((await reviewOf(lan, d.id))?.state !== 'in_review') await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
    await approvedOnBoth(d.id);
    expect((await call<{ sent: number }>(lan, 'publish.start', { draftIds: [d.id], again: true })).sent).toBe(1);
    await until(() => hubPosts(caption).length === 2);

    const older = `${FIRST} ${ZONE} also:`;
    // October (Berlin's month, as instants): only the older post is in it; the new post's month, only the new one.
    const oct = monthOf(FIRST);
    const dec = monthOf(SECOND);
    const both = [oct[0], dec[1]] as const;
    // The Hub holding both posts is not Lan's laptop knowing it: her journal has each send's outcome once it asked the Hub.
    await until(async () => (await chips(lan, d.id, ...both)).length === 2);
    expect(await chips(lan, d.id, ...oct)).toEqual([`${older}me`]);
    expect(await chips(lan, d.id, ...both)).toEqual([`${older}me`, `${SECOND} ${ZONE} own`]);
    // Bảo's laptop: the same two posts, once the team's outcomes of Lan's sends reached it. Before: no October chip.
    await until(async () => (await chips(bao, d.id, ...both)).length === 2);
    expect(await chips(bao, d.id, ...both)).toEqual([`${older}Lan`, `${SECOND} ${ZONE} own`]);
    expect(await chips(bao, d.id, ...oct)).toEqual([`${older}Lan`]);
    expect(await chips(bao, d.id, ...dec)).toEqual([`${SECOND} ${ZONE} own`]);
  }, 120_000);
});
