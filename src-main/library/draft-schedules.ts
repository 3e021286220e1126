/**
 * The schedule columns of the drafts table, written in bulk: a campaign's spread sets the time
 * (or the Hub's queue) of thousands of drafts in one transaction, where `drafts.update` would
 * read, validate and rewrite each whole draft.
 */
import { LibraryError } from './errors';
import { isValidZone, normaliseCaption, scheduledInstant } from './model';
import { all, nowIso, prepare, sql, type Query, type ReadableDB, type WritableDB } from './sql';

export interface ScheduleWrite {
  id: string;
  /** Wall-clock ISO date-time in `timezone` (or with an offset); null with `addToQueue` or to clear. */
  scheduledAt: string | null;
  timezone: string | null;
  addToQueue: boolean;
}

const UPDATE = `UPDATE drafts SET scheduled_at = ?, timezone = ?, scheduled_ms = ?, add_to_queue = ?, updated_at = ?, revision = revision + 1
  WHERE id = ? AND deleted_at IS NULL`;

/**
 * Sets each draft's schedule. All or nothing: a bad entry (unknown zone, unreadable time, both a
 * time and the queue, a missing draft) throws LibraryError invalid_input / not_found and changes nothing.
 */
export function setSchedules(db: WritableDB, writes: readonly ScheduleWrite[]): number {
  const now = nowIso(db);
  const stmt = prepare(db, UPDATE);
  return db.transaction(() => {
    let n = 0;
    for (const w of writes) {
      if (w.addToQueue && w.scheduledAt !== null) throw new LibraryError('invalid_input', `draft ${w.id}: a draft is either scheduled or queued, not both`, { details: { issues: [{ field: 'scheduled_at', message: 'with add_to_queue' }] } });
      if (w.timezone !== null && !isValidZone(w.timezone)) throw new LibraryError('invalid_input', `unknown time zone "${w.timezone}"`, { details: { issues: [{ field: 'timezone', message: 'unknown' }] } });
      const ms = w.scheduledAt === null ? null : scheduledInstant(w.scheduledAt, w.timezone);
      if (w.scheduledAt !== null && ms === null) throw new LibraryError('invalid_input', `"${w.scheduledAt}" is not an ISO 8601 date-time`, { details: { issues: [{ field: 'scheduled_at', message: 'not a date-time' }] } });
      const changed = stmt.run(w.scheduledAt, w.timezone, ms, w.addToQueue ? 1 : 0, now, w.id).changes;
      if (changed === 0) throw new LibraryError('not_found', `draft ${w.id} not found`, { details: { what: 'draft', id: w.id } });
      n += changed;
    }
    return n;
  }).immediate();
}

/** Live drafts of the workspace whose caption matches one of these (as the duplicate guard compares), for a dry run's duplicate check. */
export function captionMatches(db: ReadableDB, workspaceId: string, captions: readonly string[]): Array<{ draftId: string; profileId: string | null; channels: string[]; caption: string; at: number | null }> {
  const keys = [...new Set(captions.map(normaliseCaption).filter((k) => k !== ''))];
  if (keys.length === 0) return [];
  return all<{ id: string; profile_id: string | null; platforms: string; caption: string; scheduled_ms: number | null }>(db, sql`
    SELECT id, profile_id, platforms, caption, scheduled_ms FROM drafts
    WHERE workspace_id = ${workspaceId} AND deleted_at IS NULL AND caption_key IN (SELECT value FROM json_each(${JSON.stringify(keys)}))`)
    .map((r) => ({ draftId: r.id, profileId: r.profile_id, channels: JSON.parse(r.platforms) as string[], caption: r.caption, at: r.scheduled_ms }));
}

export interface CalendarRow { id: string; profile_id: string | null; platforms: string[]; caption: string; state: string; at: number | null; scheduled_at: string | null; timezone: string | null; add_to_queue: boolean; campaignId: string | null }

type RawCalendarRow = { id: string; profile_id: string | null; platforms: string; caption: string; state: string; scheduled_ms: number | null; scheduled_at: string | null; timezone: string | null; add_to_queue: number; campaign_id: string | null };
const toCalendarRow = (r: RawCalendarRow): CalendarRow => ({ id: r.id, profile_id: r.profile_id, platforms: JSON.parse(r.platforms) as string[], caption: r.caption, state: r.state, at: r.scheduled_ms, scheduled_at: r.scheduled_at, timezone: r.timezone, add_to_queue: r.add_to_queue === 1, campaignId: r.campaign_id });
/** What a calendar chip needs, no more: the caption's start, not the whole draft. */
const CALENDAR_COLUMNS: Query = { params: [], text: `d.id, d.profile_id, d.platforms, substr(d.caption, 1, 100) AS caption, d.state, d.scheduled_ms, d.scheduled_at, d.timezone, d.add_to_queue,
      (SELECT campaign_id FROM campaign_items i WHERE i.draft_id = d.id LIMIT 1) AS campaign_id` };

/**
 * Live drafts with a time in [fromMs, toMs) in time order, then every queued draft (no time of its
 * own) in the order it reaches the Hub's queue: those already handed to the Hub first, then a
 * campaign's posts in campaign order (older campaigns first, as the sender hands them), then single
 * drafts oldest first.
 */
export function calendar(db: ReadableDB, workspaceId: string, fromMs: number, toMs: number, limit = 20_000): CalendarRow[] {
  const timed = all<RawCalendarRow>(db, sql`
    SELECT ${CALENDAR_COLUMNS} FROM drafts d WHERE d.workspace_id = ${workspaceId} AND d.deleted_at IS NULL
      AND d.scheduled_ms IS NOT NULL AND d.scheduled_ms >= ${fromMs} AND d.scheduled_ms < ${toMs}
    ORDER BY d.scheduled_ms, d.seq LIMIT ${limit}`);
  const queued = all<RawCalendarRow>(db, sql`
    SELECT ${CALENDAR_COLUMNS} FROM drafts d
      LEFT JOIN campaign_items ci ON ci.draft_id = d.id AND ci.campaign_id = (SELECT campaign_id FROM campaign_items x WHERE x.draft_id = d.id LIMIT 1)
      LEFT JOIN campaigns c ON c.id = ci.campaign_id
    WHERE d.workspace_id = ${workspaceId} AND d.deleted_at IS NULL AND d.add_to_queue = 1
    ORDER BY d.state = 'draft', c.created_at IS NULL, c.created_at, ci.position, d.seq LIMIT ${limit}`);
  return [...timed, ...queued].map(toCalendarRow);
}

/** The calendar rows of these drafts (live ones of the workspace), in no particular order: posts placed by what their job sent. */
export function calendarRows(db: ReadableDB, workspaceId: string, ids: readonly string[]): CalendarRow[] {
  if (ids.length === 0) return [];
  return all<RawCalendarRow>(db, sql`SELECT ${CALENDAR_COLUMNS} FROM drafts d WHERE d.workspace_id = ${workspaceId} AND d.deleted_at IS NULL
    AND d.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`).map(toCalendarRow);
}
