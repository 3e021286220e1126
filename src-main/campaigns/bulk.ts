/**
 * Bulk changes to many posts at once, as Hootsuite's and Buffer's bulk editors do (issue 31):
 * shift their times by days and hours, re-spread them from a start at an interval, or give them
 * another profile or other channels; a preview first (writing nothing), then one transaction, then
 * an undo that puts back what was there.
 *
 * 1. Every post is checked with `whyFixed` (movable.ts): one the Hub holds, or one already out, is
 *    left out with its reason, and everything else still goes.
 * 2. A shift by days keeps the wall-clock time in the post's zone (09:00 stays 09:00 across a clock
 *    change); hours are elapsed time. A time the clocks skip moves on as luxon moves it, and the row
 *    says so (`dstShift`). A time that lands in the past is left out ('in_past').
 * 3. A post with no time of its own (queued, or none yet) has nothing to shift ('no_time').
 * 4. Undo (`setBulkValues`) writes back the values the apply answered, for posts still movable.
 */
import { firstLine } from '../../src-shared/first-line';
import { DateTime } from 'luxon';
import { draftSchedules, drafts, scheduledInstant, type Draft, type WritableDB, type ReadableDB } from '../library';
import { whyFixed, type FixedReason } from './movable';
import { spread } from './spread';

export type BulkChange =
  | { kind: 'shift'; days: number; hours: number }
  | { kind: 'spread'; start: string; timezone: string; intervalMinutes: number }
  | { kind: 'profile'; profile_id: string }
  | { kind: 'channels'; platforms: string[] };

/** What a bulk change touches of a post: enough to show it, and to put it back. */
export interface BulkValues { scheduled_at: string | null; timezone: string | null; add_to_queue: boolean; profile_id: string | null; platforms: string[] }

export type LeftOutReason = FixedReason | 'no_time' | 'in_past' | 'not_found';

export interface BulkRow {
  id: string;
  caption: string;
  before: BulkValues;
  /** The values after the change; null when left out. */
  after: BulkValues | null;
  leftOut: LeftOutReason | null;
  /** The clocks skip the wall-clock time asked for: the time it takes instead. */
  dstShift: { from: string; to: string } | null;
}

export interface BulkResult { rows: BulkRow[]; changed: number; leftOut: number }

const valuesOf = (d: Draft): BulkValues => ({ scheduled_at: d.scheduled_at, timezone: d.timezone, add_to_queue: d.add_to_queue, profile_id: d.profile_id, platforms: d.platforms });

/** The shape of a stored time: kept as written (seconds, an offset) so a shift changes only the time. */
function formatLike(original: string, t: DateTime): string {
  if (/(Z|[+-]\d\d:?\d\d)$/.test(original)) return t.toISO({ suppressMilliseconds: true }) ?? original;
  return t.toFormat(original.length > 16 ? "yyyy-MM-dd'T'HH:mm:ss" : "yyyy-MM-dd'T'HH:mm");
}

/** A wall-clock time moved by days (wall-clock) and hours (elapsed), in its zone. */
export function shiftTime(scheduledAt: string, timezone: string | null, days: number, hours: number): { at: string; ms: number; dstShift: { from: string; to: string } | null } | null {
  const zone = timezone ?? 'UTC';
  const t = DateTime.fromISO(scheduledAt, { zone, setZone: /(Z|[+-]\d\d:?\d\d)$/.test(scheduledAt) });
  if (!t.isValid) return null;
  const moved = t.plus({ days }).plus({ hours });
  // Days alone keep the time of day; where the clocks skip it, say what it became.
  const wanted = t.plus({ hours }).toFormat('HH:mm');
  const got = moved.toFormat('HH:mm');
  // w20dst: the instant as the core reads what is written (a time shown twice: the first), never luxon's own choice.
  const at = formatLike(scheduledAt, moved);
  return { at, ms: scheduledInstant(at, zone) ?? moved.toMillis(), dstShift: hours === 0 && wanted !== got ? { from: wanted, to: got } : null };
}

/** The posts in `ids` order (missing or deleted ones as not_found), each with its new values or why it is left out. */
export function planBulk(db: ReadableDB, ids: readonly string[], change: BulkChange, now: number): BulkResult {
  const found = new Map(drafts.getMany(db, ids).filter((d) => d.deletedAt === null).map((d) => [d.id, d]));
  const rows: BulkRow[] = [];
  const spreadAt = change.kind === 'spread' ? spreadTimes(ids.map((id) => found.get(id)).filter((d): d is Draft => d !== undefined && whyFixed(d.state) === null), change, now) : null;
  for (const id of ids) {
    const d = found.get(id);
    if (!d) {
      rows.push({ id, caption: '', before: { scheduled_at: null, timezone: null, add_to_queue: false, profile_id: null, platforms: [] }, after: null, leftOut: 'not_found', dstShift: null });
      continue;
    }
    const before = valuesOf(d);
    const row: BulkRow = { id, caption: firstLine(d.caption, 120), before, after: null, leftOut: whyFixed(d.state), dstShift: null };
    rows.push(row);
    if (row.leftOut) continue;
    switch (change.kind) {
      case 'shift': {
        if (d.scheduled_at === null) { row.leftOut = 'no_time'; break; }
        const s = shiftTime(d.scheduled_at, d.timezone, change.days, change.hours);
        if (!s) { row.leftOut = 'no_time'; break; }
        if (s.ms <= now) { row.leftOut = 'in_past'; break; }
        row.after = { ...before, scheduled_at: s.at };
        row.dstShift = s.dstShift;
        break;
      }
      case 'spread': {
        const s = spreadAt?.get(id);
        if (!s) { row.leftOut = 'no_time'; break; }
        row.after = { ...before, scheduled_at: s.local, timezone: change.timezone, add_to_queue: false };
        row.dstShift = s.dstShift;
        break;
      }
      case 'profile':
        row.after = { ...before, profile_id: change.profile_id };
        break;
      case 'channels':
        row.after = { ...before, platforms: [...change.platforms] };
        break;
      default: {
        const never: never = change;
        throw new Error(`unknown bulk change ${String(never)}`);
      }
    }
  }
  const changed = rows.filter((r) => r.after !== null).length;
  return { rows, changed, leftOut: rows.length - changed };
}

function spreadTimes(posts: readonly Draft[], change: Extract<BulkChange, { kind: 'spread' }>, now: number): Map<string, { local: string; dstShift: { from: string; to: string } | null }> {
  const items = spread(
    posts.map((d) => ({ id: d.id, profileId: d.profile_id, platforms: d.platforms, scheduledAt: null, timezone: null })),
    { mode: 'interval', timezone: change.timezone, start: change.start, intervalMinutes: change.intervalMinutes, minGapMinutes: 0 },
    new Map(), now,
  );
  const out = new Map<string, { local: string; dstShift: { from: string; to: string } | null }>();
  for (const it of items) if (it.local && !it.problem) out.set(it.id, { local: it.local, dstShift: it.dstShift });
  return out;
}

/** Writes the values of the rows that change, in one transaction; all or nothing. */
function write(db: WritableDB, rows: ReadonlyArray<{ id: string; before: BulkValues; after: BulkValues }>): void {
  db.transaction(() => {
    const times = rows.filter((r) => r.after.scheduled_at !== r.before.scheduled_at || r.after.timezone !== r.before.timezone || r.after.add_to_queue !== r.before.add_to_queue);
    draftSchedules.setSchedules(db, times.map((r) => ({ id: r.id, scheduledAt: r.after.scheduled_at, timezone: r.after.timezone, addToQueue: r.after.add_to_queue })));
    for (const r of rows) {
      const profile = r.after.profile_id !== r.before.profile_id;
      const channels = r.after.platforms.join('\u0000') !== r.before.platforms.join('\u0000');
      if (profile || channels) drafts.update(db, r.id, { ...(profile ? { profile_id: r.after.profile_id } : {}), ...(channels ? { platforms: r.after.platforms } : {}) });
    }
  }).immediate();
}

/** Applies the change to the posts not left out; the rows say what was there before (for the undo). */
export function applyBulk(db: WritableDB, ids: readonly string[], change: BulkChange, now: number): BulkResult {
  return db.transaction(() => {
    const r = planBulk(db, ids, change, now);
    write(db, r.rows.flatMap((x) => (x.after ? [{ id: x.id, before: x.before, after: x.after }] : [])));
    return r;
  }).immediate();
}

/**
 * Sets these values on the posts still movable, in one transaction: a calendar drag, and the undo of
 * a bulk change or a drag (the values it replaced). A post sent meanwhile is left as the Hub holds
 * it, with the reason in `leftOut`.
 */
export function setBulkValues(db: WritableDB, items: ReadonlyArray<{ id: string; values: BulkValues }>): { written: number; leftOut: Array<{ id: string; reason: LeftOutReason }> } {
  return db.transaction(() => {
    const found = new Map(drafts.getMany(db, items.map((i) => i.id)).filter((d) => d.deletedAt === null).map((d) => [d.id, d]));
    const leftOut: Array<{ id: string; reason: LeftOutReason }> = [];
    const rows: Array<{ id: string; before: BulkValues; after: BulkValues }> = [];
    for (const it of items) {
      const d = found.get(it.id);
      const why: LeftOutReason | null = d ? whyFixed(d.state) : 'not_found';
      if (why || !d) leftOut.push({ id: it.id, reason: why ?? 'not_found' });
      else rows.push({ id: it.id, before: valuesOf(d), after: it.values });
    }
    write(db, rows);
    return { written: rows.length, leftOut };
  }).immediate();
}
