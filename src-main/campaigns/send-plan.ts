/**
 * The send plan: what Send will hand to the Hub, read from the one place Send reads it. The dry
 * run is built on it and Send checks against it, so the dry run shows exactly what Send does.
 *
 * 1. The posts: the campaign's live posts not handed over yet (never sent, or skipped by an earlier
 *    send for their problems; withdrawn ones stay out), in campaign order: the sender's own list.
 * 2. Each post goes as its draft is stored, which is what the publisher builds the request from:
 *    `add_to_queue` → the Hub's queue; `scheduled_at` + `timezone` → the Hub's scheduling at that
 *    wall-clock time in that zone (the library's scheduledInstant, luxon's rules as the Hub's);
 *    neither → published at once. The
 *    Plan tab's spread only counts once it is applied (written into the drafts).
 * 3. The fingerprint: a hash of everything of those posts that the request is built from (which
 *    posts, channels, captions, titles, fields, photos, time, zone, queue). Send given a dry run's
 *    fingerprint refuses with `plan_changed` when it no longer matches.
 */
import { createHash } from 'node:crypto';
import { approvalFor, TEAM_SENT_STATES, type TeamPublishPort } from '../publisher';
import { campaignPlans, scheduledInstant, type Draft, type Library } from '../library';
import type { SpreadItem, SpreadQueue } from './spread';
import { sentHerePosts } from './team-sent';
import { markShifts } from './spread';
import { predictQueueSlots } from './queue-prediction';
import { localOf, offsetAt, offsetText, wallClock } from './zones';

/** How the Hub is asked to deliver a post: at its time, by its queue, or at once. */
export type SendDelivery = 'schedule' | 'queue' | 'now';

/**
 * The posts a send takes: live, not handed over nor withdrawn (earlier skips go again), in campaign order.
 * w12camp (walk 12): nor a post this laptop already sent outside the campaign's Send (Compose, `postroom publish`:
 * team-sent.ts sentHerePosts): it is sent, from here; the dry run, its fingerprint and Send leave it out.
 */
export function sendablePosts(lib: Library, campaignId: string, all: readonly Draft[]): Draft[] {
  const fixed = new Set(campaignPlans.sends(lib.db, campaignId).filter((s) => s.outcome !== 'skipped').map((s) => s.draftId));
  const here = sentHerePosts(lib, campaignId);
  return all.filter((d) => !fixed.has(d.id) && !here.has(d.id));
}

export const deliveryOf = (d: Pick<Draft, 'add_to_queue' | 'scheduled_at'>): SendDelivery => (d.add_to_queue ? 'queue' : d.scheduled_at ? 'schedule' : 'now');

/** What of a post its request is built from, in a fixed order (notes, tags and the state mirror are left out). */
function sendShape(d: Draft): unknown[] {
  const fields = Object.keys(d.fields).sort().map((k) => [k, d.fields[k]]);
  const captions = [...d.captions].map((c) => JSON.stringify(c)).sort();
  const photos = d.photos.map((p) => [p.source, p.url, p.path, p.sha256, p.bytes]);
  return [d.id, d.profile_id, d.platforms, d.caption, d.title, fields, captions, photos, d.add_to_queue ? null : d.scheduled_at, d.add_to_queue ? null : d.timezone, d.add_to_queue];
}

/**
 * The fingerprint of a send plan: the same posts, channels, times and options give the same text.
 * `approval`: in a team workspace, each post's approval as Send would find it (`approvalMark`), so
 * a post approved or sent back after the dry run changes the plan too.
 */
export function planFingerprint(posts: readonly Draft[], approval?: (d: Draft) => string | null): string {
  const h = createHash('sha256');
  for (const d of posts) h.update(JSON.stringify(approval ? [...sendShape(d), approval(d)] : sendShape(d))).update('\n');
  return `sp1-${h.digest('hex').slice(0, 32)}`;
}

/** A post's approval in a team workspace, as the plan's fingerprint takes it: held back and why, or the approval it goes under. */
export function approvalMark(team: TeamPublishPort | null | undefined): ((d: Draft) => string | null) | undefined {
  if (!team) return undefined;
  return (d) => {
    const r = approvalFor(team, d);
    const mark = 'problem' in r ? `held:${r.problem.code}` : r.approval ? `approved:${r.approval.approvalId}` : null;
    // teamcampaign: a teammate sending the post after the dry run changes the plan too (Send no longer takes it).
    const theirs = team.sharedOutcomes?.(d.id).filter((o) => o.by.memberId !== team.me.memberId && TEAM_SENT_STATES.includes(o.state)) ?? [];
    return theirs.length > 0 ? `sent:${[...new Set(theirs.map((o) => o.by.memberId))].sort().join(',')}|${mark ?? ''}` : mark;
  };
}

/**
 * Each post's time as Send will ask for it: scheduled posts at their own time (a time already past
 * is a `past_time` problem: the Hub refuses it), queued posts at the queue's predicted slot
 * (`predicted`), posts with neither at once (no time). Clock changes between posts are marked.
 */
export function sendTimes(posts: readonly Draft[], queues: ReadonlyMap<string, SpreadQueue>, now: number): { times: Map<string, SpreadItem>; predicted: Set<string>; deliveries: Map<string, SendDelivery> } {
  const deliveries = new Map(posts.map((d) => [d.id, deliveryOf(d)]));
  const queued = posts.filter((d) => deliveries.get(d.id) === 'queue');
  const slots = predictQueueSlots(queued.map((d) => ({ id: d.id, profileId: d.profile_id })), queues, now);
  const items: SpreadItem[] = [];
  for (const d of posts) {
    const how = deliveries.get(d.id);
    const base = { id: d.id, dstShift: null, movedForGapMinutes: 0 };
    if (how === 'queue') {
      const s = slots.get(d.id);
      const zone = s?.timezone ?? (d.profile_id ? queues.get(d.profile_id)?.timezone : undefined) ?? 'UTC';
      const q = d.profile_id ? queues.get(d.profile_id) : undefined;
      const problem = q && q.slots.length === 0 ? { code: 'no_slots' as const, message: `${d.profile_id} has no queue slots: the Hub refuses a queued post` } : null;
      items.push(s ? { ...base, at: s.at, local: s.local, timezone: zone, offset: offsetText(offsetAt(zone, s.at)), problem } : { ...base, at: null, local: null, timezone: zone, offset: null, problem });
    } else if (how === 'schedule') {
      const zone = d.timezone ?? 'UTC';
      const at = d.scheduled_at ? scheduledInstant(d.scheduled_at, d.timezone) : null;
      if (at === null) items.push({ ...base, at: null, local: null, timezone: zone, offset: null, problem: null }); // preflight says bad_schedule
      else {
        const note = d.scheduled_at ? wallClock(d.scheduled_at, zone, at) : null;
        items.push({ ...base, at, local: localOf(zone, at), timezone: zone, offset: offsetText(offsetAt(zone, at)), problem: at <= now ? { code: 'past_time', message: `${d.scheduled_at} is in the past: the Hub refuses a time already gone` } : null, ...(note ? { wallClock: note } : {}) });
      }
    } else {
      items.push({ ...base, at: null, local: null, timezone: d.timezone ?? 'UTC', offset: null, problem: null });
    }
  }
  markShifts(items.filter((i) => deliveries.get(i.id) === 'schedule'));
  return { times: new Map(items.map((i) => [i.id, i])), predicted: new Set(slots.keys()), deliveries };
}
