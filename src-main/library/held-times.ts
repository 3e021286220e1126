/**
 * What the Hub holds of a draft: the time its latest job SENT (`scheduled_at` and `timezone` of the
 * request as journaled), not the draft's own time, which the person may have edited since. The
 * calendar and the campaign's Posts tab show a sent post there (issue 31: the Hub cannot move or
 * unschedule a post it holds).
 *
 * A draft's latest job is its newest job not cancelled (a cancelled one was never sent), picked in JS
 * from one plain read of the drafts' jobs (three sent fields each): a month of 10,000 sent posts is
 * read in one pass, without a correlated subquery per row. The instant is left to the caller, who
 * needs it only where the sent time differs from the draft's.
 */
import { all, sql, type ReadableDB } from './sql';

export interface HeldTime {
  draftId: string;
  /** The wall-clock time sent (`scheduled_at` of the request); null: sent with no time (at once, or to the queue). */
  scheduledAt: string | null;
  timezone: string | null;
  /** Sent to the Hub's posting queue (add_to_queue), which times it itself. */
  queued: boolean;
}

type Raw = { draft_id: string; created_at: number; scheduled_at: string | null; sent: string | null };

function latest(rows: readonly Raw[]): Map<string, HeldTime> {
  const newest = new Map<string, Raw>();
  for (const r of rows) {
    const n = newest.get(r.draft_id);
    if (!n || r.created_at >= n.created_at) newest.set(r.draft_id, r);
  }
  const out = new Map<string, HeldTime>();
  for (const [id, r] of newest) {
    // The three sent fields, read by SQLite in one pass over the request (`sent`: a JSON array of them).
    let f: unknown[] = [];
    try {
      f = r.sent ? (JSON.parse(r.sent) as unknown[]) : [];
    } catch {
      // An unreadable request keeps the job's own time column.
    }
    const [at, tz, queue] = f;
    out.set(id, {
      draftId: id,
      scheduledAt: typeof at === 'string' ? at : r.scheduled_at,
      timezone: typeof tz === 'string' ? tz : null,
      queued: queue === true || queue === 'true',
    });
  }
  return out;
}

/** The sent times of these drafts (those with a job not cancelled; the others are absent from the map). */
export function ofDrafts(db: ReadableDB, draftIds: readonly string[]): Map<string, HeldTime> {
  if (draftIds.length === 0) return new Map();
  return latest(all<Raw>(db, sql`SELECT j.draft_id, j.created_at, j.scheduled_at,
      CASE WHEN json_valid(j.fields) THEN json_extract(j.fields, '$.scheduled_at', '$.timezone', '$.add_to_queue') END AS sent FROM publish_jobs j
    WHERE j.draft_id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)})) AND j.state != 'cancelled'`));
}

/**
 * Drafts of the workspace whose job, or a teammate's (the team's outcomes), was sent with a time in [fromMs, toMs),
 * whatever the draft's own time now says: the ids to read with `ofDrafts` (a newer job of the draft may say otherwise). The
 * job's time column is compared a day wider each side (a zone is at most 14 hours off UTC).
 */
export function sentInRange(db: ReadableDB, workspaceId: string, fromMs: number, toMs: number): string[] {
  const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
  const lo = day(fromMs - 86_400_000), hi = `${day(toMs + 86_400_000)}~`;
  // w25calendar (walk 22): and a teammate's send of it (the team's outcomes: their jobs, never in this journal). Before,
  // Bảo's October had no chip of the post Lan sent for Oct 31 and then again for Dec 5: he had sent nothing himself.
  return all<{ draft_id: string }>(db, sql`SELECT j.draft_id FROM publish_jobs j
    WHERE j.workspace_id = ${workspaceId} AND j.draft_id IS NOT NULL AND j.state != 'cancelled' AND j.scheduled_at >= ${lo} AND j.scheduled_at < ${hi}
    UNION SELECT o.draft_id FROM team_outcomes o
    WHERE o.workspace_id = ${workspaceId} AND o.draft_id IS NOT NULL AND o.state != 'cancelled'
      AND COALESCE(o.scheduled_at, CASE WHEN json_valid(o.fields) THEN json_extract(o.fields, '$.scheduled_at') END) >= ${lo}
      AND COALESCE(o.scheduled_at, CASE WHEN json_valid(o.fields) THEN json_extract(o.fields, '$.scheduled_at') END) < ${hi}`).map((r) => r.draft_id);
}

/**
 * w20again (walk 18, finding 3): of these drafts, those this journal sent as more than one Hub post (two calls not
 * cancelled that no other job continues: a post sent again as new, or two caption groups). The cheap first look before
 * each is read whole (publisher draftHubPosts); a teammate's send is not in this journal and is read apart.
 */
export function sentMoreThanOnce(db: ReadableDB, draftIds: readonly string[]): Set<string> {
  if (draftIds.length === 0) return new Set();
  return new Set(all<{ draft_id: string }>(db, sql`SELECT j.draft_id FROM publish_jobs j
    WHERE j.draft_id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)})) AND j.state != 'cancelled' AND j.parent_job_id IS NULL
    GROUP BY j.draft_id HAVING COUNT(*) > 1`).map((r) => r.draft_id));
}
