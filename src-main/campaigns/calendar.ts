/**
 * The calendar's posts between two instants: those with a time of their own, and queued ones at the
 * slot the Hub's queue is predicted to give them (queue-prediction.ts), from each profile's cached
 * queue settings. What the renderer's calendar shows and a CLI could print the same way.
 */
import { draftSchedules, queueSettings, type ReadableDB } from '../library';
import { predictQueueSlots } from './queue-prediction';
import type { SpreadQueue } from './spread';

type CalendarRow = ReturnType<typeof draftSchedules.calendar>[number];

export interface CalendarEntry extends CalendarRow {
  /** A queued post's predicted slot: wall-clock `YYYY-MM-DDTHH:mm` in `predicted_timezone` (the queue's zone); null when not queued or unknown. */
  predicted_at: string | null;
  predicted_timezone: string | null;
}

/** Queued posts still waiting for their slot (not sent yet, or accepted by the Hub and not out). */
const WAITING = new Set(['draft', 'queued', 'scheduled', 'sending']);

/**
 * Posts with a time in [fromMs, toMs), and queued posts predicted to go out in it; queued posts
 * with no predicted slot (no queue settings cached, no slots, or already out) are all included,
 * with `predicted_at` null, for the calendar to list apart.
 */
export function calendarEntries(db: ReadableDB, workspaceId: string, fromMs: number, toMs: number, now: number): CalendarEntry[] {
  const rows = draftSchedules.calendar(db, workspaceId, fromMs, toMs);
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
