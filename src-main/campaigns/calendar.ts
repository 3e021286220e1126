/**
 * The calendar's posts between two instants: those with a time of their own, and queued ones at the
 * slot the Hub's queue is predicted to give them (queue-prediction.ts), from each profile's cached
 * queue settings. What the renderer's calendar shows and a CLI could print the same way.
 *
 * A post already sent is placed at the time its job SENT (what the Hub holds), never at a later edit
 * of its draft (issue 31): the draft's own time is kept beside it (`draft_scheduled_at`) for the
 * screen to say the two differ, and `fixed` says why it cannot be moved.
 */
import { draftSchedules, heldTimes, queueSettings, type ReadableDB } from '../library';
import { whyFixed, type FixedReason } from './movable';
import { predictQueueSlots } from './queue-prediction';
import type { SpreadQueue } from './spread';

type CalendarRow = ReturnType<typeof draftSchedules.calendar>[number];
export type { FixedReason };

export interface CalendarEntry extends CalendarRow {
  /** A queued post's predicted slot: wall-clock `YYYY-MM-DDTHH:mm` in `predicted_timezone` (the queue's zone); null when not queued or unknown. */
  predicted_at: string | null;
  predicted_timezone: string | null;
  /** Placed at the time its job sent (the Hub's), not its draft's. */
  held: boolean;
  /** The draft's own time when it differs from the one sent (an edit after sending, which the Hub never saw); else null. */
  draft_scheduled_at: string | null;
  draft_timezone: string | null;
  /** Why it cannot be moved (null: it can). */
  fixed: FixedReason | null;
}

/** Queued posts still waiting for their slot (not sent yet, or accepted by the Hub and not out). */
const WAITING = new Set(['draft', 'queued', 'scheduled', 'sending']);

/**
 * Posts with a time in [fromMs, toMs), and queued posts predicted to go out in it; queued posts
 * with no predicted slot (no queue settings cached, no slots, or already out) are all included,
 * with `predicted_at` null, for the calendar to list apart.
 */
export function calendarEntries(db: ReadableDB, workspaceId: string, fromMs: number, toMs: number, now: number): CalendarEntry[] {
  const rows = placeSent(db, workspaceId, draftSchedules.calendar(db, workspaceId, fromMs, toMs), fromMs, toMs);
  const waiting = rows.filter((r) => r.add_to_queue && WAITING.has(r.state));
  const queues = new Map<string, SpreadQueue>();
  for (const r of waiting) {
    if (!r.profile_id || queues.has(r.profile_id)) continue;
    const q = queueSettings.read(db, workspaceId, r.profile_id);
    if (q) queues.set(r.profile_id, { timezone: q.timezone, slots: q.slots });
  }
  const predicted = predictQueueSlots(waiting.map((r) => ({ id: r.id, profileId: r.profile_id })), queues, now, toMs);
  const predictable = (r: CalendarRow): boolean => r.add_to_queue && WAITING.has(r.state) && r.profile_id !== null && (queues.get(r.profile_id)?.slots.length ?? 0) > 0;
  const out: CalendarEntry[] = [];
  for (const r of rows) {
    const p = r.add_to_queue ? predicted.get(r.id) : undefined;
    if (p && (p.at < fromMs || p.at >= toMs)) continue;
    // Its profile's queue is known but its slot was not worked out: it comes after the range.
    if (!p && predictable(r)) continue;
    out.push({ ...r, predicted_at: p?.local ?? null, predicted_timezone: p?.timezone ?? null });
  }
  return out;
}

type Placed = CalendarRow & Pick<CalendarEntry, 'held' | 'draft_scheduled_at' | 'draft_timezone' | 'fixed'>;

/**
 * The rows with every sent post at the time its job sent: a sent post whose draft was edited to
 * another time leaves the range (or joins it from outside), and one sent at once (no time) leaves
 * the calendar. Queued posts stay as they are (the Hub's queue times them).
 */
function placeSent(db: ReadableDB, workspaceId: string, rows: readonly CalendarRow[], fromMs: number, toMs: number): Placed[] {
  const inRange = heldTimes.inRange(db, workspaceId, fromMs, toMs);
  const known = new Set(rows.map((r) => r.id));
  const extra = draftSchedules.calendarRows(db, workspaceId, inRange.filter((h) => !known.has(h.draftId)).map((h) => h.draftId));
  const all = [...rows, ...extra];
  const sent = heldTimes.ofDrafts(db, all.filter((r) => r.state !== 'draft').map((r) => r.id));
  const out: Placed[] = [];
  for (const r of all) {
    const base: Placed = { ...r, held: false, draft_scheduled_at: null, draft_timezone: null, fixed: whyFixed(r.state) };
    const h = r.state === 'draft' ? undefined : sent.get(r.id);
    if (!h) {
      out.push(base);
      continue;
    }
    if (h.scheduledAt === null) {
      // Sent to the queue: shown as queued whatever the draft says since; sent at once: no time to show.
      if (h.queued) out.push({ ...base, scheduled_at: null, timezone: null, at: null, add_to_queue: true, held: true, draft_scheduled_at: r.add_to_queue ? null : r.scheduled_at, draft_timezone: r.add_to_queue ? null : r.timezone });
      continue;
    }
    if (h.at === null || h.at < fromMs || h.at >= toMs) continue;
    const same = h.scheduledAt === r.scheduled_at && h.timezone === r.timezone;
    out.push({ ...base, scheduled_at: h.scheduledAt, timezone: h.timezone, at: h.at, held: true, draft_scheduled_at: same ? null : r.scheduled_at, draft_timezone: same ? null : r.timezone });
  }
  return out;
}
