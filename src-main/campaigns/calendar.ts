/**
 * The calendar's posts between two instants: those with a time of their own, and queued ones at the
 * slot the Hub's queue is predicted to give them (queue-prediction.ts), from each profile's cached
 * queue settings. What the renderer's calendar shows and a CLI could print the same way.
 *
 * A post already sent is placed at the time its job SENT (what the Hub holds), never at a later edit
 * of its draft (issue 31): the draft's own time is kept beside it (`draft_scheduled_at`) for the
 * screen to say the two differ, and `fixed` says why it cannot be moved.
 */
import { draftSchedules, heldTimes, queueSettings, scheduledInstant, type HeldTime, type ReadableDB } from '../library';
import { timePassedUnsent, type PostStateKind } from '../publisher';
import { calendarReviews, type CalendarReview } from './calendar-review';
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
  /** left31: nothing was sent of it and its time has passed: nothing will send it then (publisher/actions.ts `timePassedUnsent`). */
  passed: boolean;
  /** calendar (walk 7): an unsent post's review state (calendar-review.ts), null when never sent for review or sent to the Hub. */
  review: CalendarReview | null;
  /**
   * h-calout (walk 39a, 1): a post sent AT ONCE (no time of its own): the instant it was handed to the Hub, ISO (library
   * heldTimes.sentAtOnce: the time its Outbox card says, on the sender's laptop and a teammate's); null otherwise. The
   * calendar places it on that instant's day and hour on its reader's clock.
   */
  sent_at: string | null;
}

/** Queued posts still waiting for their slot (not sent yet, or accepted by the Hub and not out). */
const WAITING = new Set(['draft', 'queued', 'scheduled', 'sending']);

/**
 * Posts with a time in [fromMs, toMs), and queued posts predicted to go out in it; queued posts
 * with no predicted slot (no queue settings cached, no slots, or already out) are all included,
 * with `predicted_at` null, for the calendar to list apart.
 */
export function calendarEntries(db: ReadableDB, workspaceId: string, fromMs: number, toMs: number, now: number): CalendarEntry[] {
  const { rows, sentAs } = placeSent(db, workspaceId, draftSchedules.calendar(db, workspaceId, fromMs, toMs), fromMs, toMs);
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
  const reviewed = calendarReviews(db, workspaceId, rows.filter((r) => r.state === 'draft').map((r) => r.id));
  for (const r of rows) {
    const p = r.add_to_queue ? predicted.get(r.id) : undefined;
    if (p && (p.at < fromMs || p.at >= toMs)) continue;
    // Its profile's queue is known but its slot was not worked out: it comes after the range.
    if (!p && predictable(r)) continue;
    // One object per post (a month may hold 10,000), cloned once; a sent post's values as sent laid over it.
    const e: CalendarEntry = { ...r, held: false, draft_scheduled_at: null, draft_timezone: null, fixed: whyFixed(r.state), predicted_at: p?.local ?? null, predicted_timezone: p?.timezone ?? null, passed: false, review: r.state === 'draft' ? (reviewed.get(r.id) ?? null) : null, sent_at: null };
    const s = sentAs.get(r.id);
    if (s) Object.assign(e, s);
    e.passed = r.state !== 'deleted' && e.scheduled_at !== null && !e.add_to_queue && timePassedUnsent({ state: r.state as PostStateKind, scheduledAt: e.scheduled_at, timezone: e.timezone }, now);
    out.push(e);
  }
  return out;
}

type SentAs = Partial<Pick<CalendarEntry, 'scheduled_at' | 'timezone' | 'at' | 'add_to_queue' | 'held' | 'draft_scheduled_at' | 'draft_timezone' | 'sent_at'>>;

/**
 * The rows with every sent post at the time its job sent: a sent post whose draft was edited to
 * another time leaves the range (or joins it from outside), and one sent at once (no time) leaves
 * the calendar; one sent to the queue is shown queued. `sentAs`: what replaces a sent row's own
 * values (its time as sent, and the draft's beside it when they differ).
 * h-calout (walk 39a, 1): one sent at once stays, at the instant it was handed to the Hub (heldTimes.sentAtOnce, this
 * journal's send or a teammate's); before, it left the calendar on every laptop.
 */
function placeSent(db: ReadableDB, workspaceId: string, rows: readonly CalendarRow[], fromMs: number, toMs: number): { rows: CalendarRow[]; sentAs: Map<string, SentAs> } {
  const known = new Set(rows.map((r) => r.id));
  const atOnce = heldTimes.sentAtOnce(db, workspaceId, fromMs, toMs);
  const candidates = heldTimes.sentInRange(db, workspaceId, fromMs, toMs).filter((id) => !known.has(id));
  const sent = heldTimes.ofDrafts(db, [...rows.filter((r) => whyFixed(r.state) !== null).map((r) => r.id), ...candidates]);
  const instant = (h: HeldTime): number | null => (h.scheduledAt === null ? null : scheduledInstant(h.scheduledAt, h.timezone));
  const inRange = (at: number | null): at is number => at !== null && at >= fromMs && at < toMs;
  // Posts sent into this range whose draft now says another time: their rows are read too.
  const extra = draftSchedules.calendarRows(db, workspaceId, candidates.filter((id) => {
    const h = sent.get(id);
    return h !== undefined && inRange(instant(h));
  })).filter((r) => whyFixed(r.state) !== null);
  // Posts sent at once in this range (no time of their own, so no draft time placed them).
  const sentNow = draftSchedules.calendarRows(db, workspaceId, [...atOnce.keys()].filter((id) => !known.has(id) && !candidates.includes(id))).filter((r) => whyFixed(r.state) !== null);
  const out: CalendarRow[] = [];
  const sentAs = new Map<string, SentAs>();
  for (const r of [...rows, ...extra, ...sentNow]) {
    const onceAt = whyFixed(r.state) === null ? undefined : atOnce.get(r.id);
    if (onceAt !== undefined) {
      out.push(r);
      sentAs.set(r.id, { scheduled_at: null, timezone: null, at: onceAt, add_to_queue: false, held: true, sent_at: new Date(onceAt).toISOString(), draft_scheduled_at: r.add_to_queue ? null : r.scheduled_at, draft_timezone: r.add_to_queue ? null : r.timezone });
      continue;
    }
    // Only a post the Hub holds (or has sent) stays at its sent time; a refused or cancelled one moves with its draft.
    const h = whyFixed(r.state) === null ? undefined : sent.get(r.id);
    if (!h) {
      out.push(r);
      continue;
    }
    if (h.scheduledAt === null) {
      // Sent to the queue: shown as queued whatever the draft says since; sent at once out of this range: not here.
      if (!h.queued) continue;
      out.push(r);
      sentAs.set(r.id, { scheduled_at: null, timezone: null, at: null, add_to_queue: true, held: true, draft_scheduled_at: r.add_to_queue ? null : r.scheduled_at, draft_timezone: r.add_to_queue ? null : r.timezone });
      continue;
    }
    // The usual case: the draft still says what was sent, and its instant is already known.
    const same = h.scheduledAt === r.scheduled_at && h.timezone === r.timezone;
    const at = same ? r.at : instant(h);
    if (!inRange(at)) continue;
    out.push(r);
    sentAs.set(r.id, same ? { held: true } : { scheduled_at: h.scheduledAt, timezone: h.timezone, at, add_to_queue: false, held: true, draft_scheduled_at: r.scheduled_at, draft_timezone: r.timezone });
  }
  return { rows: out, sentAs };
}
