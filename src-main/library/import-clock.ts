/**
 * w23dryrun (walk 20, 2): an import's rows whose time falls where its zone's clocks change, named in the report with
 * what was done, by the one rule every reader applies (src-shared/wall-time.ts `readWall`):
 *
 * - a time the clocks show twice (they go back) is the EARLIER instant: the first showing, at the summer offset;
 * - a time the clocks skip (they spring forward) does not exist: the post keeps the time as written and goes at the
 *   time moved forward by the gap (02:30 → 03:30), as the dry run, the calendar and the Hub's reading mark it.
 *
 * Derived once here for `drafts import`, `campaign import` and the app's Import tabs; the CLI says it in English
 * (`clockTimeText`), the app through its catalogs.
 */
import { parseDateTime, readWall } from '../../src-shared/wall-time';
import { isoOffsetText } from '../../src-shared/wall-showing';
import { isValidZone, localOf, offsetText, zoneOffset } from './model';

/** A row's time its zone's clocks skip or show twice, and what the import did with it. */
export interface ClockTime {
  /** The row: its file line (CSV) or its index (JSON). */
  line?: number;
  index?: number;
  /** `twice`: the clocks go back (the first showing is used); `skipped`: the clocks skip it (it goes at `used`). */
  kind: 'twice' | 'skipped';
  /** The time as the row wrote it, `YYYY-MM-DDTHH:mm`. */
  written: string;
  zone: string;
  /** The wall-clock time the post goes at (`written` itself when shown twice), and its offset (`+02:00`). */
  used: string;
  offset: string;
  /** `twice`: the offset of the second showing, the one not used. */
  otherOffset?: string;
}

/** The note of one time in one zone; null for an ordinary time, one written with its own offset, or no valid zone. */
export function clockTimeOf(scheduledAt: string, zone: string | null | undefined): Omit<ClockTime, 'line' | 'index'> | null {
  const p = parseDateTime(scheduledAt.trim().replace(' ', 'T'));
  if (!p || p.offset !== null || !zone || zone === 'UTC' || !isValidZone(zone)) return null;
  const offsetAt = zoneOffset(zone);
  const r = readWall(offsetAt, p.wall);
  if (r.kind === 'normal') return null;
  const written = new Date(p.wall).toISOString().slice(0, 16);
  const base = { kind: r.kind, written, zone, used: localOf(zone, r.at), offset: offsetText(offsetAt(r.at)) };
  return r.kind === 'twice' && r.later !== null ? { ...base, otherOffset: offsetText(offsetAt(r.later)) } : base;
}

/**
 * The rows (`records` as imported, after defaults: each with its `scheduled_at` and `timezone`) whose time the clocks
 * skip or show twice; `lines`: each record's file line (CSV; null: JSON, by index); `left`: rows not imported (bad,
 * or left out), not named. Rows queued (`add_to_queue`) have no time of their own.
 */
export function clockTimes(records: ReadonlyArray<unknown>, lines: readonly number[] | null, left: (index: number) => boolean): ClockTime[] {
  const out: ClockTime[] = [];
  records.forEach((rec, index) => {
    if (typeof rec !== 'object' || rec === null || left(index)) return;
    const r = rec as Record<string, unknown>;
    if (typeof r.scheduled_at !== 'string' || r.scheduled_at.trim() === '' || r.add_to_queue === true) return;
    const note = clockTimeOf(r.scheduled_at, typeof r.timezone === 'string' ? r.timezone.trim() : null);
    if (note) out.push({ ...(lines === null ? { index } : { line: lines[index] ?? 0 }), ...note });
  });
  return out;
}

/**
 * In English, for the CLI: "line 14: 2027-10-31 02:30 happens twice in Europe/Berlin (the clocks go back): the first,
 * at UTC+02:00, is used (not the second, at UTC+01:00)"; "line 15: 2027-03-28 02:30 does not exist in Europe/Berlin
 * (the clocks skip it): the post goes at 2027-03-28 03:30 (UTC+02:00)".
 */
export function clockTimeText(c: ClockTime): string {
  const where = c.line !== undefined ? `line ${c.line}` : `item ${c.index ?? 0}`;
  const written = c.written.replace('T', ' ');
  return c.kind === 'twice'
    ? `${where}: ${written} happens twice in ${c.zone} (the clocks go back): the first, at ${isoOffsetText(c.offset)}, is used${c.otherOffset ? ` (not the second, at ${isoOffsetText(c.otherOffset)})` : ''}`
    : `${where}: ${written} does not exist in ${c.zone} (the clocks skip it): the post goes at ${c.used.replace('T', ' ')} (${isoOffsetText(c.offset)})`;
}
