/**
 * Scheduling in a named IANA time zone (luxon): what a wall-clock time in a zone
 * means in UTC, its offset, and every daylight-saving shift between now and then
 * (a post scheduled across a shift is where people get the hour wrong).
 */
import { DateTime, IANAZone } from 'luxon';
import { parseDateTime, readWall, scheduledInstantBy, slotCached, type OffsetAt } from '../../../src-shared/wall-time';
import { offsetText, showingLang, showingOf, showingText, type Showing } from '../../../src-shared/wall-showing';

export interface DstShift {
  /** The instant of the shift (ISO, UTC). */
  at: string;
  fromOffset: string;
  toOffset: string;
  /** Walk 31, 8: the zone's wall clock just before the shift and just after it ("2027-03-14T02:00" → "…T03:00"). */
  wallBefore: string;
  wallAfter: string;
}

export type ScheduleProblem = 'invalid_zone' | 'invalid_time' | 'in_past' | 'skipped_hour';

export interface ScheduleDescription {
  /** ISO 8601 with the zone's offset, as sent in `scheduled_at`. Null when invalid. */
  iso: string | null;
  utc: string | null;
  /** e.g. "UTC+07:00". */
  offset: string | null;
  problem: ScheduleProblem | null;
  /** The wall-clock time happens twice (clocks go back); `offset` is the one meant (the earlier, or the `kept` one), `otherOffset` the other. */
  ambiguous: boolean;
  /** The offset of the other showing of a time shown twice ("UTC+01:00"); null otherwise. */
  otherOffset: string | null;
  /** The draft already holds the SECOND showing (saved with its offset before w20dst): it keeps it, untouched. */
  kept: boolean;
  shifts: DstShift[];
}

/** Remembered per name (luxon makes an Intl formatter to ask, ~150 µs; a table asks per row, as the core's isValidZone). */
export function isValidZone(zone: string): boolean {
  let ok = validZones.get(zone);
  if (ok === undefined) {
    ok = IANAZone.isValidZone(zone);
    if (validZones.size > 10_000) validZones.clear();
    validZones.set(zone, ok);
  }
  return ok;
}
const validZones = new Map<string, boolean>();

/** "UTC+07:00": src-shared/wall-showing.ts offsetText, the one way an offset is written. */
export const offsetLabel = (minutes: number): string => offsetText(minutes);

/** A valid zone's offsets (minutes) at an instant, as luxon knows them: what the shared rule reads a wall time with. */
export function offsetsOf(zone: string): OffsetAt {
  let f = zoneOffsets.get(zone);
  if (!f) {
    const z = IANAZone.create(zone);
    // w23wall: remembered per zone and slot (src-shared slotCached), as the core's zoneOffset: a table asks per row.
    f = slotCached((ms) => z.offset(ms));
    if (zoneOffsets.size > 1_000) zoneOffsets.clear();
    zoneOffsets.set(zone, f);
  }
  return f;
}
const zoneOffsets = new Map<string, OffsetAt>();

/**
 * w20dst: the instant a post's time means (ms), read as the core reads it (src-shared/wall-time.ts, the same
 * function as library scheduledInstant): its own offset wins; a wall-clock time shown twice is the earlier.
 */
export function instantIn(at: string, zone: string | null): number | null {
  return scheduledInstantBy(at, zone && zone !== 'UTC' && isValidZone(zone) ? offsetsOf(zone) : null);
}

/**
 * w20dst: a wall-clock time as the core reads it, in the same form: a time the zone's clocks skip (02:30 on the
 * spring-forward night) is the time it becomes (03:30); every other time, and one with its own offset, unchanged.
 * The calendar's drag writes this, so the chip shows when the post goes, never an hour that does not exist.
 */
export function wallAsRead(at: string, zone: string | null): string {
  const typed = parseDateTime(at);
  if (!typed || typed.offset !== null || !zone || !isValidZone(zone)) return at;
  const offsetAt = offsetsOf(zone);
  const read = readWall(offsetAt, typed.wall);
  if (read.kind !== 'skipped') return at;
  const wall = new Date(read.at + offsetAt(read.at) * 60_000).toISOString();
  return `${wall.slice(0, 16)}${at.slice(16)}`;
}

/**
 * `local` is the value of an `<input type="datetime-local">`: "2026-11-22T09:30". w20dst: read by the core's one
 * rule (src-shared/wall-time.ts `readWall`): a time the clocks show twice is the EARLIER instant (luxon alone took
 * the later, an hour after what an import of the same time gives); a skipped one is `skipped_hour`. `kept`: the
 * instant the draft holds now (ms), so a draft saved with the second showing still reads as it is kept.
 */
export function describeSchedule(local: string, zone: string, now: Date, kept: number | null = null): ScheduleDescription {
  const none = { iso: null, utc: null, offset: null, otherOffset: null, ambiguous: false, kept: false, shifts: [] };
  if (!isValidZone(zone)) return { ...none, problem: 'invalid_zone' };
  const typed = parseDateTime(local);
  if (!typed || typed.offset !== null) return { ...none, problem: 'invalid_time' };
  const read = readWall(offsetsOf(zone), typed.wall);
  // A draft saved with the second showing's own offset (Compose wrote luxon's choice before) is read as it is kept:
  // its stored time is never rewritten (an approval hashes it); a time typed now is the first.
  const keep = read.later !== null && kept === read.later;
  const other = read.later === null ? null : keep ? read.at : read.later;
  const dt = DateTime.fromMillis(keep ? read.later as number : read.at, { zone });
  const nowDt = DateTime.fromJSDate(now, { zone });
  const base = {
    iso: dt.toISO(),
    utc: dt.toUTC().toISO(),
    offset: offsetLabel(dt.offset),
    otherOffset: other === null ? null : offsetLabel(DateTime.fromMillis(other, { zone }).offset),
    ambiguous: read.kind === 'twice',
    kept: keep,
    shifts: dstShiftsBetween(nowDt, dt, zone),
  };
  // A time inside a spring-forward gap does not exist (the core moves it forward by the gap).
  if (read.kind === 'skipped') return { ...base, problem: 'skipped_hour' };
  if (dt.toMillis() <= now.getTime()) return { ...base, problem: 'in_past' };
  return { ...base, problem: null };
}

/** Every offset change of `zone` in (from, to], found day by day and then to the minute. */
export function dstShiftsBetween(from: DateTime, to: DateTime, zone: string): DstShift[] {
  const shifts: DstShift[] = [];
  if (to <= from) return shifts;
  const DAY = 86_400_000;
  const end = to.toMillis();
  const offsetAt = (ms: number): number => DateTime.fromMillis(ms, { zone }).offset;
  let t = from.toMillis();
  let off = offsetAt(t);
  // Bounded: at most ~5 years of days.
  for (let steps = 0; t < end && steps < 2000; steps++) {
    const next = Math.min(t + DAY, end);
    const nextOff = offsetAt(next);
    if (nextOff !== off) {
      // Shifts happen on whole minutes: bisect over minutes.
      let lo = Math.floor(t / 60_000);
      let hi = Math.ceil(next / 60_000);
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (offsetAt(mid * 60_000) === off) lo = mid;
        else hi = mid;
      }
      hi *= 60_000;
      const wall = (offset: number): string => DateTime.fromMillis(hi + offset * 60_000, { zone: 'utc' }).toFormat("yyyy-MM-dd'T'HH:mm");
      shifts.push({ at: DateTime.fromMillis(hi, { zone: 'utc' }).toISO() ?? '', fromOffset: offsetLabel(off), toOffset: offsetLabel(nextOff), wallBefore: wall(off), wallAfter: wall(nextOff) });
      off = nextOff;
    }
    t = next;
  }
  return shifts;
}

/** The scheduled ISO back to the datetime-local value in its zone, for editing. */
export function toLocalInput(iso: string, zone: string): string {
  const dt = DateTime.fromISO(iso, { zone: isValidZone(zone) ? zone : 'utc' });
  return dt.isValid ? dt.toFormat("yyyy-MM-dd'T'HH:mm") : '';
}

/**
 * A post's time as its zone's clock reads it, in the user's words ("Dec 14, 2026, 5:30 PM"): `at`
 * is a wall-clock time in `zone` (as drafts and the Hub hold it: no offset), or an instant (with Z
 * or an offset), which is shown on `zone`'s clock. Never the browser's clock: a post set for 17:30
 * in Berlin reads 17:30 from Ho Chi Minh too. Null when `at` is not a time.
 */
export function formatInZone(at: string, zone: string | null, locale: string | undefined): string | null {
  const z = zone && isValidZone(zone) ? zone : 'utc';
  const dt = /(Z|[+-]\d{2}:?\d{2})$/.test(at) ? DateTime.fromISO(at, { setZone: true }).setZone(z) : DateTime.fromISO(at, { zone: z });
  if (!dt.isValid) return null;
  // The wall-clock fields drawn as UTC: Intl shows them exactly, whatever the browser's zone.
  const wall = Date.UTC(dt.year, dt.month - 1, dt.day, dt.hour, dt.minute);
  const time = wallClock(locale).format(new Date(wall));
  // w23wall: a time its zone's clocks show twice says which of the two it is, read from the INSTANT (a wall-clock
  // time is the first, by the one rule; one kept with its own offset may be the second): src-shared/wall-showing.ts.
  const showing = showingIn(at, zone);
  return showing ? `${time}, ${showingText(showing, showingLang(locale), locale ?? wallClock(locale).resolvedOptions().locale)}` : time;
}

/**
 * w23wall: which showing of its wall time a post's time is, when `zone`'s clocks show that time twice (null: once, or
 * no zone): what formatInZone adds, and what tells a narrow column to make room for it.
 */
export function showingIn(at: string, zone: string | null): Showing | null {
  if (!zone || zone === 'UTC' || !isValidZone(zone)) return null;
  const instant = instantIn(at, zone) ?? DateTime.fromISO(at, { zone }).toMillis();
  return Number.isFinite(instant) ? showingOf(offsetsOf(zone), instant) : null;
}

/** One formatter per locale: making an Intl.DateTimeFormat costs far more than using one (a table draws rows as it scrolls). */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClock(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let f = wallClocks.get(key);
  if (!f) wallClocks.set(key, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })));
  return f;
}

/**
 * w12words (walk 12): the app's one way to write a moment (a step's, a comment's, an import's): this computer's
 * clock, in the app's language ("Nov 27, 2026, 3:57 PM"; "27 thg 11, 2026, 15:57"), as every screen writes it.
 * The decisions panel wrote "27 Nov 2026, 15:57" (its own en-GB) before.
 */
export function formatInstant(at: string | number, locale: string | undefined): string {
  const key = locale ?? '';
  let f = instants.get(key);
  if (!f) instants.set(key, (f = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  return f.format(new Date(at));
}
const instants = new Map<string, Intl.DateTimeFormat>();

/** The zone this computer's clock is in (src-shared/local-zone.ts: one function for the app and the CLI). */
export { localZone } from '../../../src-shared/local-zone';

export function allZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : ['UTC'];
}
