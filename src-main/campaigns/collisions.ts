/**
 * Which of a campaign's posts collide, and with what: ONE derivation (w26campaign, walk finding 1) read by the Posts
 * tab's banner (campaignCollisions), the dry run's rows, count and CSV (dryrun.ts), and the CLI (`campaign dryrun`).
 * Before, the Posts tab named a post "at the same time as a post scheduled or sent" when the other post was only a
 * draft, while the dry run (which looked only inside the campaign) said "0 collisions".
 *
 * A post × channel with a time falls on:
 * - `hub`: a post outside the campaign that the Hub holds or has sent (scheduled, in its queue, in flight, published,
 *   outcome unknown; a teammate's send too, as the library mirrors it) on the same channel of the same profile within
 *   the plan's least gap (at least the same minute): a collision;
 * - `campaign`: the post before it on that channel in this campaign, closer than the plan's least gap: a collision
 *   (both go out with the campaign's send);
 * - `draft`: only a draft outside the campaign, planned at that time and never sent. The Hub holds nothing there, so
 *   it is NOT a collision; it is named apart ("a draft, not sent"), since sending both would make one.
 * A refused, cancelled or deleted post puts nothing out: it is nothing.
 */
import { groupBy } from '../../src-shared/group-by';
import { campaignPlans, campaigns, scheduledInstant, type ReadableDB } from '../library';
import { calendarEntries } from './calendar';

export type CollisionWith = 'hub' | 'campaign' | 'draft';

/** A collision counts (the banner's title, the dry run's `collisions`) unless the other post is only a draft. */
export const isCollision = (c: { with: CollisionWith }): boolean => c.with !== 'draft';

/** States that put nothing out: a post in one of them is no collision. */
const NOT_OUT = new Set(['refused', 'channels_refused', 'cancelled', 'deleted']);

/** A post of the campaign at its time (epoch ms). */
export interface TimedPost { draftId: string; position: number; profileId: string | null; channels: readonly string[]; at: number }
/** A post outside the campaign at its time (the calendar's: the Hub's for a sent one), with its state. */
export interface TimedOther { draftId: string; profileId: string | null; channels: readonly string[]; at: number; state: string }

/** A post × channel and what it falls on (`otherId`; `minutes` apart, rounded). */
export interface CollisionHit { draftId: string; channel: string; with: CollisionWith; otherId: string; minutes: number }

/**
 * The one rule, pure. `posts`: the campaign's timed posts; `others`: posts outside it; `gapMinutes`: the plan's least gap.
 * Each post × channel gets at most one outside hit (a post the Hub holds before a draft) and at most one campaign hit.
 */
export function collisionsOf(posts: readonly TimedPost[], others: readonly TimedOther[], gapMinutes: number): CollisionHit[] {
  const gap = gapMinutes * 60_000;
  const window = Math.max(gapMinutes, 1) * 60_000;
  const key = (profileId: string | null, channel: string): string => `${profileId}\u0000${channel}`;
  /** Posts by profile × channel (a post once under each of its channels). */
  const byChannel = <T extends { profileId: string | null; channels: readonly string[] }>(xs: readonly T[]): Map<string, T[]> =>
    groupBy(xs.flatMap((x) => x.channels.map((ch) => [key(x.profileId, ch), x] as const)), ([k]) => k, ([, x]) => x);
  const outside = byChannel(others.filter((o) => !NOT_OUT.has(o.state)));
  for (const l of outside.values()) l.sort((a, b) => a.at - b.at);
  /** The outside posts within the window of `at` (a binary search, then a scan: a 10,000-post month stays fast). */
  const within = (list: readonly TimedOther[], at: number): TimedOther[] => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((list[mid] as TimedOther).at <= at - window) lo = mid + 1;
      else hi = mid;
    }
    const found: TimedOther[] = [];
    for (let i = lo; i < list.length && (list[i] as TimedOther).at < at + window; i++) found.push(list[i] as TimedOther);
    return found;
  };
  // The post just before each on its channel in the campaign (time order, then campaign order), found once per channel.
  const mine = byChannel(posts);
  const before = new Map<string, TimedPost>();
  for (const [k, list] of mine) {
    list.sort((a, b) => a.at - b.at || a.position - b.position);
    for (let i = 1; i < list.length; i++) before.set(`${k}\u0000${(list[i] as TimedPost).draftId}`, list[i - 1] as TimedPost);
  }
  const out: CollisionHit[] = [];
  const minutes = (a: number, b: number): number => Math.round(Math.abs(a - b) / 60_000);
  for (const p of posts) {
    for (const channel of p.channels) {
      const k = key(p.profileId, channel);
      const near = within(outside.get(k) ?? [], p.at).filter((o) => o.draftId !== p.draftId);
      const hit = near.find((o) => o.state !== 'draft') ?? near[0];
      if (hit) out.push({ draftId: p.draftId, channel, with: hit.state === 'draft' ? 'draft' : 'hub', otherId: hit.draftId, minutes: minutes(hit.at, p.at) });
      const prev = gap > 0 ? before.get(`${k}\u0000${p.draftId}`) : undefined;
      if (prev && p.at - prev.at < gap) out.push({ draftId: p.draftId, channel, with: 'campaign', otherId: prev.draftId, minutes: minutes(p.at, prev.at) });
    }
  }
  return out;
}

/** The calendar's entries outside the campaign (`mine`) as TimedOthers (the Hub's time for a sent one); a time passed unsent is nothing. */
export function othersOf(entries: ReturnType<typeof calendarEntries>, mine: ReadonlySet<string>): TimedOther[] {
  return entries.flatMap((e) => (mine.has(e.id) || e.at === null || NOT_OUT.has(e.state) || e.passed ? []
    : [{ draftId: e.id, profileId: e.profile_id, channels: e.platforms, at: e.at, state: e.state }]));
}

/** The posts outside the campaign around [from, to) (the plan's window each side is the caller's), read from the calendar. */
export function postsAround(db: ReadableDB, workspaceId: string, mine: ReadonlySet<string>, from: number, to: number, now: number): TimedOther[] {
  return othersOf(calendarEntries(db, workspaceId, from, to, now), mine);
}

/** A post of the campaign, a channel, and what it falls on (the other post, as the calendar shows it). */
export interface Collision {
  draftId: string;
  /** Its place in the campaign (the Posts tab's number). */
  position: number;
  channel: string;
  scheduled_at: string;
  timezone: string | null;
  /** What the other post is: at the Hub, of this campaign, or only a draft (not a collision: `isCollision`). */
  with: CollisionWith;
  /** Minutes between the two, rounded. */
  minutes: number;
  other: { draftId: string; caption: string; state: string; campaignId: string | null; scheduled_at: string | null; timezone: string | null; position: number | null };
}

/**
 * The campaign's posts not sent yet with a stored time (not the queue), on each of their channels, and what each falls
 * on (collisionsOf), for the Posts tab's banner; the campaign's posts already at the Hub are among what they may fall on. The dry run reads the same rule at the times Send asks for.
 * @throws LibraryError not_found
 */
export function campaignCollisions(db: ReadableDB, workspaceId: string, campaignId: string, now: number): Collision[] {
  const posts = campaigns.posts(db, campaignId, { captionChars: 200 });
  const { plan } = campaignPlans.getPlan(db, campaignId);
  const window = Math.max(plan.minGapMinutes, 1) * 60_000;
  const timed = posts.flatMap((p) => {
    // Only posts still to send (a draft): one the Hub holds or has sent is the `hub` post others fall on, as in the dry run.
    if (p.scheduled_at === null || p.add_to_queue || p.state !== 'draft') return [];
    const at = scheduledInstant(p.scheduled_at, p.timezone);
    return at === null ? [] : [{ p, at }];
  });
  if (timed.length === 0) return [];
  const from = Math.min(...timed.map((t) => t.at)) - window;
  const to = Math.max(...timed.map((t) => t.at)) + window + 1;
  const around = calendarEntries(db, workspaceId, from, to, now);
  const entries = new Map(around.map((e) => [e.id, e]));
  const others = othersOf(around, new Set(timed.map(({ p }) => p.id)));
  const byId = new Map(posts.map((p) => [p.id, p]));
  const hits = collisionsOf(timed.map(({ p, at }) => ({ draftId: p.id, position: p.position, profileId: p.profile_id, channels: p.platforms, at })), others, plan.minGapMinutes);
  return hits.flatMap((h) => {
    const p = byId.get(h.draftId);
    const mate = h.with === 'campaign' ? byId.get(h.otherId) : undefined;
    const e = h.with === 'campaign' ? undefined : entries.get(h.otherId);
    const other = mate ? { draftId: mate.id, caption: mate.caption, state: mate.state, campaignId, scheduled_at: mate.scheduled_at, timezone: mate.timezone, position: mate.position }
      : e ? { draftId: e.id, caption: e.caption, state: e.state, campaignId: e.campaignId, scheduled_at: e.scheduled_at, timezone: e.timezone, position: null } : null;
    if (!p || !other || p.scheduled_at === null) return [];
    return [{ draftId: p.id, position: p.position, channel: h.channel, scheduled_at: p.scheduled_at, timezone: p.timezone, with: h.with, minutes: h.minutes, other }];
  });
}
