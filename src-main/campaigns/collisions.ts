/**
 * A campaign's posts that fall at the same time as posts already planned or sent on the same channel of the
 * same profile (issue 31, left31): a campaign duplicated a month later lands on that month's own posts, and
 * the person learnt it only from a dry run. Read from the calendar's own entries (a sent post at the time the
 * Hub holds), so the campaign's first screen says how many and which, as the calendar would show them.
 */
import { campaignPlans, campaigns, scheduledInstant, type ReadableDB } from '../library';
import { calendarEntries } from './calendar';

/** A post of the campaign, a channel, and the post already there. */
export interface Collision {
  draftId: string;
  /** Its place in the campaign (the Posts tab's number). */
  position: number;
  channel: string;
  scheduled_at: string;
  timezone: string | null;
  other: { draftId: string; caption: string; state: string; campaignId: string | null; scheduled_at: string | null; timezone: string | null };
}

/** States that put nothing out: a post in one of them is no collision. */
const NOT_OUT = new Set(['refused', 'channels_refused', 'cancelled', 'deleted']);

/**
 * Each post of the campaign with a time, on each of its channels, that another post (outside the campaign,
 * planned or sent) takes within the plan's least gap between two posts (at least the same minute).
 * @throws LibraryError not_found
 */
export function campaignCollisions(db: ReadableDB, workspaceId: string, campaignId: string, now: number): Collision[] {
  const posts = campaigns.posts(db, campaignId, { captionChars: 0 });
  const { plan } = campaignPlans.getPlan(db, campaignId);
  const window = Math.max(plan.minGapMinutes, 1) * 60_000;
  const timed = posts.flatMap((p) => {
    if (p.scheduled_at === null || p.add_to_queue || NOT_OUT.has(p.state)) return [];
    const at = scheduledInstant(p.scheduled_at, p.timezone);
    return at === null ? [] : [{ p, at, scheduled_at: p.scheduled_at }];
  });
  if (timed.length === 0) return [];
  const mine = new Set(posts.map((p) => p.id));
  const from = Math.min(...timed.map((t) => t.at)) - window;
  const to = Math.max(...timed.map((t) => t.at)) + window + 1;
  const byChannel = new Map<string, Array<ReturnType<typeof calendarEntries>[number]>>();
  for (const e of calendarEntries(db, workspaceId, from, to, now)) {
    if (mine.has(e.id) || e.at === null || NOT_OUT.has(e.state) || e.passed) continue;
    for (const ch of e.platforms) {
      const k = `${e.profile_id}\u0000${ch}`;
      const l = byChannel.get(k) ?? [];
      l.push(e);
      byChannel.set(k, l);
    }
  }
  const out: Collision[] = [];
  for (const { p, at, scheduled_at } of timed) {
    for (const channel of p.platforms) {
      const hit = byChannel.get(`${p.profile_id}\u0000${channel}`)?.find((e) => Math.abs((e.at as number) - at) < window);
      if (!hit) continue;
      out.push({
        draftId: p.id, position: p.position, channel, scheduled_at, timezone: p.timezone,
        other: { draftId: hit.id, caption: hit.caption, state: hit.state, campaignId: hit.campaignId, scheduled_at: hit.scheduled_at, timezone: hit.timezone },
      });
    }
  }
  return out;
}
