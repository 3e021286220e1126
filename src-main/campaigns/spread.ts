/**
 * The spreader: gives each post of a campaign its time. Pure (no db, no clock): the posts, the
 * plan, the profiles' queue settings and "now" in, a time per post out, with every daylight-saving
 * shift the plan crosses named.
 *
 * 1. Modes: `queue_slots` takes each profile's weekly slots (GET /v1/queue/settings, read in the
 *    queue's own zone) in order, one post a slot; `interval` steps from the start by a fixed
 *    interval (wall-clock time across a clock change unless the plan asks for elapsed time); `file_times` keeps the time each post came with; `best_hours` takes the
 *    audience's best hours (Insights) as slots every day of the week in their zone, and then
 *    spreads exactly like `queue_slots` (one cursor per profile).
 * 2. The minimum gap: no two posts to one channel of one profile closer than `minGapMinutes`; a
 *    post that would be is moved to the next slot (or the next moment) that keeps the gap.
 * 3. Times are shown as wall-clock time in the plan's zone (for `queue_slots` without one: the
 *    queue's zone), with the UTC offset; where the offset changes from one post to the next (in
 *    time order, per zone) the later post carries the shift.
 */
import { DateTime } from 'luxon';
import { groupBy } from '../../src-shared/group-by';
import { scheduledInstant } from '../library';
import { instantOf, localOf, offsetAt, offsetText, wallClock, type WallClockNote } from './zones';

export interface SpreadPost {
  id: string;
  profileId: string | null;
  platforms: readonly string[];
  /** The time the post came with (file_times). */
  scheduledAt: string | null;
  timezone: string | null;
}

export interface SpreadQueue { timezone: string; slots: ReadonlyArray<{ weekday: number; time: string }> }

export interface SpreadPlan {
  mode: 'queue_slots' | 'interval' | 'file_times' | 'best_hours';
  timezone: string | null;
  /** Wall-clock `YYYY-MM-DDTHH:mm` in the zone; null: now. */
  start: string | null;
  intervalMinutes: number;
  /**
   * How `interval` steps across a clock change: `wall` (the default) keeps the wall-clock time
   * (09:00 stays 09:00 after the March change, a 6-hour step stays on 00/06/12/18), `elapsed`
   * steps exact elapsed time (09:00 becomes 10:00 after the spring change).
   */
  intervalClock?: 'wall' | 'elapsed';
  minGapMinutes: number;
  /** The slots of `best_hours`: hours of the day (0-23), every day, in `timezone`. */
  bestHours?: { hours: readonly number[]; timezone: string } | null;
}

/** The best hours as a weekly queue: each hour on each of the 7 weekdays. */
export function bestHoursQueue(b: { hours: readonly number[]; timezone: string }): SpreadQueue {
  const slots: Array<{ weekday: number; time: string }> = [];
  for (let weekday = 0; weekday < 7; weekday++) for (const h of b.hours) slots.push({ weekday, time: `${String(h).padStart(2, '0')}:00` });
  return { timezone: b.timezone, slots };
}

/** Why a post could not be given a time; the shells word each one (a test checks every language has it). */
export const SPREAD_PROBLEM_CODES = ['no_profile', 'no_queue_settings', 'no_best_hours', 'no_slots', 'no_time', 'bad_time', 'past_time'] as const;
export type SpreadProblemCode = (typeof SPREAD_PROBLEM_CODES)[number];

export interface SpreadItem {
  id: string;
  /** The instant (ms); null when the post could not be given a time (see `problem`). */
  at: number | null;
  /** Wall-clock `YYYY-MM-DDTHH:mm` in `timezone`. */
  local: string | null;
  timezone: string;
  /** UTC offset at `at`, as `+02:00`. */
  offset: string | null;
  /**
   * The clocks changed since the previous post in this zone: from → to, and `on`, the zone's local
   * date of the change (`YYYY-MM-DD`), which may be days before this post's own date.
   */
  dstShift: { from: string; to: string; on?: string } | null;
  /** Minutes the minimum gap moved it later than its slot or step. */
  movedForGapMinutes: number;
  problem: { code: SpreadProblemCode; message: string } | null;
  /** The post's own time is one the clocks skip or show twice (mend 31.4): said wherever the time is shown. */
  wallClock?: WallClockNote | null;
  /**
   * w29time (walk 25, 5): closer than the plan's least gap to the campaign's post before it on a channel (the dry run's
   * one derivation, collisions.ts, read by planner.preview): `position` of that post, `minutes` apart. Kept times
   * (`file_times`) are not moved for the gap, so the preview says it where it shows them.
   */
  tooClose?: { otherId: string; position: number; channel: string; minutes: number } | null;
}

const MINUTE = 60_000;


/** The first moment of the plan (ms): `start` read in its zone, or now. */
function startOf(plan: SpreadPlan, zone: string, now: number): number {
  const wall = plan.start ? Date.parse(`${plan.start}Z`) : Number.NaN;
  return Number.isNaN(wall) ? now : instantOf(zone, wall);
}

/** The queue's slot instants from `from` (ms) on, in order (an endless generator). */
export function* slotsFrom(queue: SpreadQueue, from: number): Generator<number> {
  const byDay = groupBy(queue.slots, (s) => s.weekday, (s) => {
    const [h, m] = s.time.split(':').map(Number);
    return ((h ?? 0) * 60 + (m ?? 0)) * MINUTE;
  });
  for (const l of byDay.values()) l.sort((a, b) => a - b);
  // Days are walked as wall-clock dates (UTC arithmetic on the wall time), each slot then read in the zone.
  const firstWall = from + offsetAt(queue.timezone, from) * MINUTE;
  let day = firstWall - (firstWall % 86_400_000);
  for (let i = 0; i < 366 * 30; i++, day += 86_400_000) {
    for (const t of byDay.get(new Date(day).getUTCDay()) ?? []) {
      const at = instantOf(queue.timezone, day + t);
      if (at >= from) yield at;
    }
  }
}

/**
 * The zone the posts themselves carry, when they all carry the same one (the zone they were imported in):
 * an interval spread with no zone chosen starts from it, never from UTC behind the person's back (mend 31.5).
 */
export function postsZone(posts: ReadonlyArray<{ timezone: string | null }>): string | null {
  const zones = new Set(posts.flatMap((p) => (p.timezone ? [p.timezone] : [])));
  return zones.size === 1 ? ([...zones][0] ?? null) : null;
}

/** Gives each post its time. `queues` by profile id; `now` in ms. */
export function spread(posts: readonly SpreadPost[], plan: SpreadPlan, queues: ReadonlyMap<string, SpreadQueue>, now: number): SpreadItem[] {
  const gap = plan.minGapMinutes * MINUTE;
  // Per channel of a profile: its posts' times, sorted; a new time is checked against its neighbours only.
  const timesOn = new Map<string, number[]>();
  const chKey = (p: SpreadPost, ch: string): string => `${p.profileId}\u0000${ch}`;
  const fitsGap = (p: SpreadPost, at: number): boolean =>
    gap === 0 || p.platforms.every((ch) => {
      const l = timesOn.get(chKey(p, ch));
      if (!l) return true;
      const i = lowerBound(l, at);
      return (i === l.length || (l[i] as number) - at >= gap) && (i === 0 || at - (l[i - 1] as number) >= gap);
    });
  const take = (p: SpreadPost, at: number): void => {
    for (const ch of p.platforms) {
      const k = chKey(p, ch);
      const l = timesOn.get(k);
      if (l) l.splice(lowerBound(l, at), 0, at);
      else timesOn.set(k, [at]);
    }
  };
  const out: SpreadItem[] = [];
  const fail = (p: SpreadPost, zone: string, code: SpreadProblemCode, message: string): void =>
    void out.push({ id: p.id, at: null, local: null, timezone: zone, offset: null, dstShift: null, movedForGapMinutes: 0, problem: { code, message } });
  const place = (p: SpreadPost, at: number, zone: string, moved: number): void => {
    take(p, at);
    out.push({ id: p.id, at, local: localOf(zone, at), timezone: zone, offset: offsetText(offsetAt(zone, at)), dstShift: null, movedForGapMinutes: Math.round(moved / MINUTE), problem: null });
  };

  if (plan.mode === 'queue_slots' || plan.mode === 'best_hours') {
    const best = plan.mode === 'best_hours' && plan.bestHours ? bestHoursQueue(plan.bestHours) : null;
    const cursors = new Map<string, { gen: Generator<number>; spare: number[] }>();
    for (const p of posts) {
      const q = plan.mode === 'best_hours' ? best ?? undefined : p.profileId ? queues.get(p.profileId) : undefined;
      const zone = plan.timezone ?? q?.timezone ?? 'UTC';
      if (!p.profileId) { fail(p, zone, 'no_profile', 'the post has no profile, so it has no queue'); continue; }
      if (!q && plan.mode === 'best_hours') { fail(p, zone, 'no_best_hours', 'no best hours in the plan: pick them from Insights'); continue; }
      if (!q) { fail(p, zone, 'no_queue_settings', `no queue settings for ${p.profileId}: refresh them while online`); continue; }
      if (q.slots.length === 0) { fail(p, zone, 'no_slots', `${p.profileId} has no queue slots`); continue; }
      let c = cursors.get(p.profileId);
      if (!c) cursors.set(p.profileId, (c = { gen: slotsFrom(q, startOf(plan, zone, now)), spare: [] }));
      // Slots skipped for one post's gap stay free for the next post (of other channels).
      let first: number | null = null;
      let chosen: number | null = null;
      for (let i = 0; i < c.spare.length; i++) {
        const s = c.spare[i] as number;
        first ??= s;
        if (fitsGap(p, s)) { chosen = s; c.spare.splice(i, 1); break; }
      }
      while (chosen === null) {
        const n = c.gen.next();
        if (n.done) break;
        first ??= n.value;
        if (fitsGap(p, n.value)) chosen = n.value;
        else if (c.spare.length < 10_000) c.spare.push(n.value);
      }
      if (chosen === null) fail(p, zone, 'no_slots', 'no free slot within 30 years');
      else place(p, chosen, zone, chosen - (first ?? chosen));
    }
  } else if (plan.mode === 'interval') {
    const zone = plan.timezone ?? postsZone(posts) ?? 'UTC';
    const step = plan.intervalMinutes * MINUTE;
    const wallOf = (at: number): number => Date.parse(`${localOf(zone, at)}Z`);
    let cursor = startOf(plan, zone, now);
    // Wall clock (the default): 09:00 stays 09:00 across a clock change; elapsed: exact minutes. walk 26 (1): the wall
    // clock steps from the time MEANT, not the time a skipped hour made of it (02:30 daily: 28 March at 03:30, then 02:30
    // again — it drifted to 03:30 for good); a post moved for the gap goes on from where it was placed.
    let wall = wallOf(cursor);
    let last = Number.NEGATIVE_INFINITY;
    for (const p of posts) {
      // An hourly step into a skipped hour lands where the next one would (02:30 → 03:30, then 03:30): on from the placed one.
      if (plan.intervalClock !== 'elapsed' && cursor <= last) {
        wall = wallOf(last) + step;
        cursor = instantOf(zone, wall);
      }
      const base = cursor;
      let at = base;
      while (!fitsGap(p, at)) at += Math.max(gap, MINUTE);
      place(p, at, zone, at - base);
      last = at;
      wall = (at === base ? wall : wallOf(at)) + step;
      cursor = plan.intervalClock === 'elapsed' ? at + step : instantOf(zone, wall);
    }
  } else {
    for (const p of posts) {
      const zone = p.timezone ?? plan.timezone ?? 'UTC';
      if (!p.scheduledAt) { fail(p, zone, 'no_time', 'the post has no time of its own'); continue; }
      const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(p.scheduledAt);
      const dt = hasOffset ? DateTime.fromISO(p.scheduledAt, { setZone: true }).setZone(zone) : DateTime.fromISO(p.scheduledAt, { zone });
      if (!dt.isValid) { fail(p, zone, 'bad_time', `"${p.scheduledAt}" is not a date-time`); continue; }
      // A wall time: the library's one rule (a repeated time is the earlier in every zone), as the dry run reads it.
      const at = hasOffset ? dt.toMillis() : (scheduledInstant(p.scheduledAt, zone) ?? dt.toMillis());
      if (at <= now) { fail(p, zone, 'past_time', `${p.scheduledAt} is in the past`); continue; }
      place(p, at, zone, 0);
      const note = hasOffset ? null : wallClock(p.scheduledAt, zone, at);
      if (note) (out[out.length - 1] as SpreadItem).wallClock = note;
    }
  }
  markShifts(out);
  return out;
}

/** The first index of sorted `l` whose value is >= `v`. */
function lowerBound(l: readonly number[], v: number): number {
  let lo = 0;
  let hi = l.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((l[mid] as number) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The zone's local date (`YYYY-MM-DD`) of the last offset change in (from, to], to the quarter hour (every change falls on one). */
export function changeDate(zone: string, from: number, to: number): string {
  const q = 15 * 60_000;
  const target = offsetAt(zone, to);
  let lo = Math.floor(from / q);
  let hi = Math.ceil(to / q);
  // Invariant: the offset at lo*q differs from the target, at hi*q it is the target.
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(zone, mid * q) === target) hi = mid;
    else lo = mid;
  }
  return localOf(zone, Math.min(hi * q, to)).slice(0, 10);
}

/** Marks each post whose zone's UTC offset differs from the previous post's in that zone (time order), with the date the clocks changed. */
export function markShifts(items: SpreadItem[]): void {
  const byZone = groupBy(items, (it) => (it.at === null ? null : it.timezone));
  for (const list of byZone.values()) {
    list.sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1] as SpreadItem;
      const cur = list[i] as SpreadItem;
      if (prev.offset !== cur.offset && prev.offset && cur.offset && prev.at !== null && cur.at !== null) cur.dstShift = { from: prev.offset, to: cur.offset, on: changeDate(cur.timezone, prev.at, cur.at) };
    }
  }
}
