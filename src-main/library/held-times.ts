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
import { outcomeSentAt, teamOutcomes } from './team-outcome-rows';

export interface HeldTime {
  draftId: string;
  /** The wall-clock time sent (`scheduled_at` of the request); null: sent with no time (at once, or to the queue). */
  scheduledAt: string | null;
  timezone: string | null;
  /** Sent to the Hub's posting queue (add_to_queue), which times it itself. */
  queued: boolean;
}

type Raw = { draft_id: string; created_at: number; scheduled_at: string | null; sent: string | null };

/** Each draft's newest job of these rows (the last of those written in the same millisecond). */
function newestOf<R extends Pick<Raw, 'draft_id' | 'created_at'>>(rows: readonly R[]): Map<string, R> {
  const newest = new Map<string, R>();
  for (const r of rows) {
    const n = newest.get(r.draft_id);
    if (!n || r.created_at >= n.created_at) newest.set(r.draft_id, r);
  }
  return newest;
}

function latest(rows: readonly Raw[]): Map<string, HeldTime> {
  const newest = newestOf(rows);
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

const DAY = 86_400_000;

/**
 * h-calout (walk 39a, 1): drafts of the workspace whose latest send went out AT ONCE (no time of its own, not to the
 * queue) in [fromMs, toMs), each with the instant it was handed to the Hub: this journal's job's `sent_at` (else when it
 * was written), the time its Outbox card says ("Published · 03:54"); of a draft this journal never sent, a teammate's
 * (the team's outcomes, `outcomeSentAt`: the time their card says, "Sent by Hạnh · 03:54"). Before, such a post had no
 * time to show and left the calendar on every laptop, though the legend lists ✓ Published.
 */
export function sentAtOnce(db: ReadableDB, workspaceId: string, fromMs: number, toMs: number): Map<string, number> {
  const lo = fromMs - DAY, hi = toMs + DAY; // a job written a while before its call went (a day wide, as sentInRange)
  const own = all<Raw & { sent_at: number | null }>(db, sql`SELECT j.draft_id, j.created_at, j.scheduled_at, j.sent_at,
      CASE WHEN json_valid(j.fields) THEN json_extract(j.fields, '$.scheduled_at', '$.timezone', '$.add_to_queue') END AS sent FROM publish_jobs j
    WHERE j.state != 'cancelled' AND j.draft_id IN (SELECT x.draft_id FROM publish_jobs x WHERE x.workspace_id = ${workspaceId} AND x.draft_id IS NOT NULL
      AND x.state != 'cancelled' AND x.scheduled_at IS NULL AND COALESCE(x.sent_at, x.created_at) >= ${lo} AND COALESCE(x.sent_at, x.created_at) < ${hi})`);
  const out = new Map<string, number>();
  const inRange = (ms: number): boolean => ms >= fromMs && ms < toMs;
  const held = latest(own);
  for (const [id, r] of newestOf(own)) {
    const h = held.get(id);
    const at = r.sent_at ?? r.created_at;
    if (h && h.scheduledAt === null && !h.queued && inRange(at)) out.set(id, at);
  }
  // A teammate's send: their outcome's time fields say no time and no queue (a draft this journal sent is its own, above):
  // those whose job changed (`at`, ISO) since the range's start and was written before its end, then read whole.
  const maybe = all<{ draft_id: string }>(db, sql`SELECT DISTINCT o.draft_id FROM team_outcomes o WHERE o.workspace_id = ${workspaceId} AND o.draft_id IS NOT NULL
    AND o.state != 'cancelled' AND o.scheduled_at IS NULL AND o.created_at < ${hi} AND o.at >= ${new Date(lo).toISOString()}
    AND NOT EXISTS (SELECT 1 FROM publish_jobs j WHERE j.draft_id = o.draft_id AND j.state != 'cancelled')`).map((r) => r.draft_id);
  const theirs = maybe.length === 0 ? [] : teamOutcomes(db, workspaceId, maybe).filter((o) => o.draft_id !== null && o.state !== 'cancelled');
  const newest = new Map<string, (typeof theirs)[number]>();
  for (const o of theirs) {
    const n = newest.get(o.draft_id!);
    if (!n || outcomeSentAt(o) > outcomeSentAt(n)) newest.set(o.draft_id!, o);
  }
  for (const [id, o] of newest) {
    const queued = o.fields.add_to_queue === true || o.fields.add_to_queue === 'true';
    const at = outcomeSentAt(o);
    if (o.scheduled_at === null && typeof o.fields.scheduled_at !== 'string' && !queued && inRange(at)) out.set(id, at);
  }
  return out;
}

/**
 * w43cal (walk 43a): the drafts this journal or a teammate SENT a call of in [fromMs, toMs) (a day wide each side, as
 * sentAtOnce), whatever time the call asked for: a post whose channels go at two times (a refused channel retried at a new
 * time) has a part that went out then though its latest call holds another day. The calendar reads each whole.
 */
export function sentDuring(db: ReadableDB, workspaceId: string, fromMs: number, toMs: number): string[] {
  const lo = fromMs - DAY, hi = toMs + DAY;
  return all<{ draft_id: string }>(db, sql`SELECT j.draft_id FROM publish_jobs j
    WHERE j.workspace_id = ${workspaceId} AND j.draft_id IS NOT NULL AND j.state != 'cancelled' AND COALESCE(j.sent_at, j.created_at) >= ${lo} AND COALESCE(j.sent_at, j.created_at) < ${hi}
    UNION SELECT o.draft_id FROM team_outcomes o
    WHERE o.workspace_id = ${workspaceId} AND o.draft_id IS NOT NULL AND o.state != 'cancelled' AND o.created_at >= ${lo} AND o.created_at < ${hi}`).map((r) => r.draft_id);
}
