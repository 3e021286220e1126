/**
 * Where the Hub's posting queue will put each queued post: the calendar shows a queued post (no
 * time of its own) at its predicted slot, marked as predicted. Pure (no db, no clock).
 *
 * The Hub (as its sandbox model does, src-main/sandbox/queue.ts) gives a post sent with
 * `add_to_queue` the profile's next weekly slot after the moment it arrives, in the queue's zone,
 * skipping slots other queued posts already hold; scheduled posts do not hold queue slots. So the
 * posts of one profile, taken in the order they will reach the Hub, get that profile's slots after
 * `now`, one each, in order.
 */
import { slotsFrom, type SpreadQueue } from './spread';
import { localOf } from './zones';

export interface QueuedPost { id: string; profileId: string | null }
export interface PredictedSlot {
  /** The instant (ms). */
  at: number;
  /** Wall-clock `YYYY-MM-DDTHH:mm` in `timezone` (the queue's zone). */
  local: string;
  timezone: string;
}

/**
 * The predicted slot of each post, `posts` in the order they reach the Hub. Posts without a
 * profile, or whose profile has no known queue settings or no slots, get none. With `until`
 * (ms), a profile's slots are worked out only up to the first at or after it: its later posts
 * get none either (a calendar showing one month needs no slot ten years on).
 */
export function predictQueueSlots(posts: readonly QueuedPost[], queues: ReadonlyMap<string, SpreadQueue>, now: number, until = Number.POSITIVE_INFINITY): Map<string, PredictedSlot> {
  const out = new Map<string, PredictedSlot>();
  const cursors = new Map<string, Generator<number>>();
  const done = new Set<string>();
  for (const p of posts) {
    if (!p.profileId || done.has(p.profileId)) continue;
    const q = queues.get(p.profileId);
    if (!q || q.slots.length === 0) continue;
    let c = cursors.get(p.profileId);
    // Strictly after now, as the Hub takes the next slot after the post arrives.
    if (!c) cursors.set(p.profileId, (c = slotsFrom(q, now + 1)));
    const n = c.next();
    if (n.done) continue;
    if (n.value >= until) done.add(p.profileId);
    out.set(p.id, { at: n.value, local: localOf(q.timezone, n.value), timezone: q.timezone });
  }
  return out;
}
