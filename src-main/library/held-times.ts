/**
 * What the Hub holds of a draft: the time its latest job SENT (`scheduled_at` and `timezone` of the
 * request as journaled), not the draft's own time, which the person may have edited since. The
 * calendar shows a sent post there (issue 31: the Hub cannot move or unschedule a post it holds).
 *
 * A draft's latest job is its newest job not cancelled (a cancelled one was never sent). Read from
 * the journal with the drafts table's mirrored state: only drafts past 'draft' can have been sent.
 */
import { scheduledInstant } from './model';
import { all, sql, type ReadableDB } from './sql';

export interface HeldTime {
  draftId: string;
  /** The wall-clock time sent (`scheduled_at` of the request); null: sent with no time (at once, or to the queue). */
  scheduledAt: string | null;
  timezone: string | null;
  /** The instant of `scheduledAt` in `timezone`; null without a time. */
  at: number | null;
  /** Sent to the Hub's posting queue (add_to_queue), which times it itself. */
  queued: boolean;
}

type Raw = { draft_id: string; sent_at: string | null; sent_tz: string | null; sent_queue: unknown };

const LATEST = `SELECT j.draft_id,
    COALESCE(json_extract(j.fields, '$.scheduled_at'), j.scheduled_at) AS sent_at,
    json_extract(j.fields, '$.timezone') AS sent_tz,
    json_extract(j.fields, '$.add_to_queue') AS sent_queue
  FROM publish_jobs j`;
const IS_LATEST = `j.state != 'cancelled' AND j.created_at = (SELECT max(k.created_at) FROM publish_jobs k WHERE k.draft_id = j.draft_id AND k.state != 'cancelled')`;

const toHeld = (r: Raw): HeldTime => {
  const scheduledAt = typeof r.sent_at === 'string' ? r.sent_at : null;
  const timezone = typeof r.sent_tz === 'string' ? r.sent_tz : null;
  const queued = r.sent_queue === 1 || r.sent_queue === 'true';
  return { draftId: r.draft_id, scheduledAt, timezone, at: scheduledAt === null ? null : scheduledInstant(scheduledAt, timezone), queued };
};

/** The sent times of these drafts (those with a job; the others are absent from the map). */
export function ofDrafts(db: ReadableDB, draftIds: readonly string[]): Map<string, HeldTime> {
  if (draftIds.length === 0) return new Map();
  const rows = all<Raw>(db, sql`${{ text: LATEST, params: [] }} WHERE j.draft_id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)})) AND ${{ text: IS_LATEST, params: [] }}`);
  return new Map(rows.map((r) => [r.draft_id, toHeld(r)]));
}

/**
 * Drafts of the workspace sent with a time in [fromMs, toMs) by their latest job, whatever the
 * draft's own time now says. The date filter in SQL is a day wider each side (a zone is at most
 * 14 hours off UTC); the instants are then checked exactly.
 */
export function inRange(db: ReadableDB, workspaceId: string, fromMs: number, toMs: number): HeldTime[] {
  const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
  const lo = day(fromMs - 86_400_000), hi = day(toMs + 86_400_000);
  const rows = all<Raw>(db, sql`${{ text: LATEST, params: [] }} JOIN drafts d ON d.id = j.draft_id
    WHERE d.workspace_id = ${workspaceId} AND d.deleted_at IS NULL AND d.state != 'draft'
      AND substr(COALESCE(json_extract(j.fields, '$.scheduled_at'), j.scheduled_at), 1, 10) BETWEEN ${lo} AND ${hi}
      AND ${{ text: IS_LATEST, params: [] }}`);
  return rows.map(toHeld).filter((h) => h.at !== null && h.at >= fromMs && h.at < toMs);
}
