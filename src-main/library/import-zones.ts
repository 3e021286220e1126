/**
 * w15import: in which time zone an import read its rows' times, said to the person with the rest of
 * "how the file was read" (layout, dates' order, rows), after an import that went through at once as
 * much as in a report that asks. Derived here once, for the app's Import tab and the CLI alike.
 */
import { isValidZone, scheduledInstant, zoneOffset } from './model';
import { zoneName } from '../../src-shared/zone-name';

/** How the rows' times were placed in time. Absent from a report: no row has a time. */
export interface ZoneReading {
  /** The zone applied to rows that name none (the import's default); null: none given. */
  zone: string | null;
  /** Rows read in `zone` (they name no zone of their own). */
  fromDefault: number;
  /** Rows naming their own zone (a time zone column), and the zones they name, in file order. */
  ownRows: number;
  own: string[];
  /** Rows whose time carries its own offset (`2026-12-03T09:05:00+07:00`, `…Z`): read at that offset. */
  offset: number;
  /** Rows with a time and no zone at all (no column, no default): read as UTC. */
  none: number;
}

const OFFSET = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * `before`: the rows as the file gives them (our columns), `zone`: the default zone. A time carrying an
 * offset is read at it whatever zone the row is given (model.ts `scheduledInstant`).
 */
export function readZones(before: ReadonlyArray<Record<string, unknown>>, zone: string | null | undefined): ZoneReading | null {
  const z = typeof zone === 'string' && zone.trim() !== '' ? zone.trim() : null;
  const out: ZoneReading = { zone: z, fromDefault: 0, ownRows: 0, own: [], offset: 0, none: 0 };
  let timed = 0;
  for (const rec of before) {
    const at = rec.scheduled_at;
    if (typeof at !== 'string' || at.trim() === '') continue;
    timed++;
    const own = typeof rec.timezone === 'string' ? rec.timezone.trim() : '';
    if (OFFSET.test(at.trim()) && /T\d/.test(at)) out.offset++;
    else if (own !== '') {
      out.ownRows++;
      if (!out.own.includes(own)) out.own.push(own);
    } else if (z !== null) out.fromDefault++;
    else out.none++;
  }
  return timed === 0 ? null : out;
}

const rowsWord = (n: number): string => `${n} row${n === 1 ? '' : 's'}`;

/**
 * The reading in English, for the CLI (the app says it through its catalogs). `computer`: the default zone is this
 * computer's own (w24zone: no --timezone given, as the app's Import fills its zone field), said so. `given` (w27cli,
 * walk 23, 2): the zone was given with --timezone, said so (it read "(the default zone)" of a zone the person gave).
 */
export function zoneReadingText(r: ZoneReading, opts: { computer?: boolean; given?: boolean } = {}): string {
  const parts: string[] = [];
  const whose = opts.computer ? 'this computer\'s zone; --timezone ZONE reads them in another' : opts.given ? 'given with --timezone' : 'the default zone';
  if (r.fromDefault > 0) parts.push(`${rowsWord(r.fromDefault)} in ${zoneName(r.zone ?? 'UTC')} (${whose})`);
  if (r.ownRows > 0) parts.push(`${rowsWord(r.ownRows)} in their own zone (${r.own.map(zoneName).join(', ')})`);
  if (r.offset > 0) parts.push(`${rowsWord(r.offset)} at the offset written with the time`);
  if (r.none > 0) parts.push(`${rowsWord(r.none)} in UTC (no zone given)`);
  return `times read: ${parts.join('; ')}`;
}

/**
 * w16import2: the zone kept beside a time the file wrote with its own offset ("2026-12-03T21:05:00+01:00"), so the
 * draft shows and edits it as written: the import's default zone when it reads that offset at that instant (a
 * Vietnamese file's +07:00 stays Asia/Ho_Chi_Minh); else the fixed zone of the offset (UTC for Z and +00:00,
 * Etc/GMT-1 for +01:00: the IANA name's sign is the other way round); else (a +05:30 the database has no fixed
 * zone for) UTC, the instant unchanged. Null: `at` carries no offset, or is no time.
 */
export function zoneForOffsetTime(at: string, defaultZone: string | null | undefined): string | null {
  const t = at.trim();
  const m = /T\d.*?(Z|[+-]\d{2}(?::?\d{2})?)$/i.exec(t);
  if (!m) return null;
  const ms = scheduledInstant(t, null);
  if (ms === null) return null;
  const written = scheduledInstant(t.slice(0, t.length - (m[1] ?? '').length), 'UTC');
  if (written === null) return null;
  const minutes = Math.round((written - ms) / 60_000);
  const z = typeof defaultZone === 'string' ? defaultZone.trim() : '';
  if (z !== '' && isValidZone(z) && zoneOffset(z)(ms) === minutes) return z;
  if (minutes === 0) return 'UTC';
  if (minutes % 60 !== 0 || Math.abs(minutes) > 14 * 60 || minutes < -12 * 60) return 'UTC';
  const h = minutes / 60;
  return `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`;
}

/**
 * w19import: a time zone cell written as an offset, as people write one in a sheet (`GMT+7`, `UTC+07:00`, `UTC-5`):
 * the fixed zone of that offset (`Etc/GMT-7`: the IANA name's sign is the other way round; shown as "UTC+07:00" by
 * zone-name.ts), so the row is read at the offset written instead of refused as an unknown zone. Null: not such a
 * cell, or an offset no fixed IANA zone has (a half hour, beyond ±14): the row's check says it, never a guess.
 */
export function zoneOfOffsetName(cell: string): string | null {
  const m = /^(?:GMT|UTC)\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(cell.trim());
  if (!m) return null;
  const h = Number(m[2]);
  if ((m[3] !== undefined && Number(m[3]) !== 0) || h > 14 || (m[1] === '-' && h > 12)) return null;
  if (h === 0) return 'UTC';
  return `Etc/GMT${m[1] === '+' ? '-' : '+'}${h}`;
}
