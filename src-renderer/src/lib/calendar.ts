/** The calendar's pure parts: which days a month or week shows, where a post goes, a drag's new time. */
import type { CalendarEntryDto } from '../../../src-main/bridge/contract';
import { groupBy } from '../../../src-shared/group-by';
import { parseDateTime } from '../../../src-shared/wall-time';
import { isUtcName, zoneCity, zoneName } from '../../../src-shared/zone-name';
import { offsetLabel } from './schedule';

export type CalendarMode = 'month' | 'week';

const DAY = 86_400_000;
/** `YYYY-MM-DD` of an instant's UTC date. */
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
/** walk 35, 1: this computer's date of an instant (src-shared local-day.ts). */
export { localDay } from '../../../src-shared/local-day';
import { localWall } from '../../../src-shared/local-day';
import { localZone } from '../../../src-shared/local-zone';

/** The days shown: whole weeks from Monday, six for a month, one for a week. */
export function visibleDays(mode: CalendarMode, anchor: string): string[] {
  const a = dayMs(anchor);
  const first = mode === 'month' ? dayMs(`${anchor.slice(0, 7)}-01`) : a;
  const monday = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
  return Array.from({ length: mode === 'month' ? 42 : 7 }, (_, i) => isoDay(monday + i * DAY));
}

/** The instants to ask for: a day's margin each side, since a post's own zone may put its date a day off UTC. */
export function rangeOf(days: readonly string[]): { from: string; to: string } {
  const first = days[0] ?? '1970-01-01';
  const last = days.at(-1) ?? first;
  return { from: isoDay(dayMs(first) - DAY) + 'T00:00:00.000Z', to: isoDay(dayMs(last) + 2 * DAY) + 'T00:00:00.000Z' };
}

/** The anchor one month or one week on (or back). */
export function stepAnchor(mode: CalendarMode, anchor: string, dir: 1 | -1): string {
  if (mode === 'week') return isoDay(dayMs(anchor) + dir * 7 * DAY);
  const [y, m] = anchor.split('-').map(Number) as [number, number];
  return isoDay(Date.UTC(y, m - 1 + dir, 1));
}

type Timed = Pick<CalendarEntryDto, 'scheduled_at' | 'predicted_at'> & Partial<Pick<CalendarEntryDto, 'wall_at' | 'sent_at'>>;

/**
 * A post's wall-clock time on the calendar: its own (on its zone's clock, as the core read it: w19time), or (queued) its
 * predicted queue slot's, in that zone; h-calout (walk 39a, 1): one sent at once, the instant it went (the core's
 * `sent_at`) on this computer's clock, the reader's (before: none, and the post was on no day).
 */
export const wallOf = (e: Timed): string | null => e.wall_at ?? e.scheduled_at ?? e.predicted_at ?? (e.sent_at ? localWall(Date.parse(e.sent_at)) : null);

/** The day a post is planned for: the date of its own wall-clock time (what the person wrote), in its zone; a queued post's, of its predicted slot. */
export const dayOf = (e: Timed): string | null => wallOf(e)?.slice(0, 10) ?? null;

/** w20again: a chip's key: a draft's id, and for another post the Hub holds of it (sent again as new), that post's time too. */
/** w43cal: and for a part of a post whose channels go at two times, that part's time (a part sent at once: when it went). */
export const chipKey = (e: Pick<CalendarEntryDto, 'id' | 'scheduled_at' | 'also_held' | 'part' | 'sent_at'>): string => (e.also_held || e.part ? `${e.id}@${e.scheduled_at ?? e.sent_at ?? ''}` : e.id);

/** A queued post shown at its predicted slot (not a time of its own: not draggable). */
export const isPredicted = (e: Pick<CalendarEntryDto, 'scheduled_at' | 'predicted_at'>): boolean => e.scheduled_at === null && e.predicted_at !== null;

/** `HH:mm` of the post's wall-clock time on the calendar. */
export const timeOf = (e: Timed): string => wallOf(e)?.slice(11, 16) ?? '';

/** Posts with a time (their own or predicted), by day, each day in time order. One pass, then a sort only of days not already in order. */
export function groupByDay(entries: readonly CalendarEntryDto[]): ReadonlyMap<string, CalendarEntryDto[]> {
  const m = groupBy(entries, (e) => wallOf(e)?.slice(0, 10) || null);
  const byWall = (a: CalendarEntryDto, b: CalendarEntryDto): number => { const x = wallOf(a) ?? '', y = wallOf(b) ?? ''; return x < y ? -1 : x > y ? 1 : 0; };
  for (const l of m.values()) if (l.some((e, i) => i > 0 && byWall(l[i - 1] as CalendarEntryDto, e) > 0)) l.sort(byWall);
  return m;
}

/** Queued posts the calendar cannot place (no predicted slot): listed apart. */
export const unplaced = (entries: readonly CalendarEntryDto[]): CalendarEntryDto[] => entries.filter((e) => e.add_to_queue && e.predicted_at === null && e.scheduled_at === null);

/** A week's title as a range of dates in the language ("22–28 March 2027", "22 – 28 tháng 3, 2027"). */
export function weekTitle(days: readonly string[], locale: string): string {
  const first = days[0] ?? '1970-01-01';
  const last = days.at(-1) ?? first;
  const f = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return f.formatRange(new Date(`${first}T12:00:00Z`), new Date(`${last}T12:00:00Z`));
}

/** The same wall-clock time on another day (a drag keeps the time of day and the zone). */
export const movedTo = (scheduledAt: string, day: string): string => `${day}${scheduledAt.slice(10)}`;

/** A stable hue per profile (the chip's colour is this hue, light or dark). */
export function profileHue(profileId: string | null): number {
  let h = 0;
  for (const ch of profileId ?? '') h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return (h % 12) * 30;
}

// ---- Issue 31: state marks, the week's time grid, clock changes ----

/** A post state's mark on a chip (beside the profile's colour): the words are `state.*`. */
const MARKS: Readonly<Record<string, string>> = {
  draft: '✎', scheduled: '◷', queued: '≋', sending: '↻', published: '✓', partial: '◐', refused: '✕', channels_refused: '✕', unknown: '?', cancelled: '–',
};
export const markOf = (state: string): string => MARKS[state] ?? '?';
/**
 * The legend, derived from the very table the chips read (issue 32, mend32 item 4): each mark once,
 * with every state that wears it (✕: refused by the Hub, refused by every channel), so no mark a
 * chip shows is missing (◐ partly published, – cancelled) and none is named that no chip wears.
 */
export const LEGEND_MARKS: ReadonlyArray<{ mark: string; states: readonly string[] }> = Object.freeze(
  Object.entries(MARKS).reduce<Array<{ mark: string; states: string[] }>>((acc, [state, mark]) => {
    const same = acc.find((x) => x.mark === mark);
    if (same) same.states.push(state);
    else acc.push({ mark, states: [state] });
    return acc;
  }, []),
);

/** The zone a chip's time is read in: its own (scheduled) or its queue's (predicted); one sent at once, its reader's (wallOf). */
export const zoneOfEntry = (e: Pick<CalendarEntryDto, 'scheduled_at' | 'timezone' | 'predicted_timezone'> & Partial<Pick<CalendarEntryDto, 'sent_at'>>): string | null => (e.scheduled_at ? e.timezone : e.sent_at ? localZone() : e.predicted_timezone) ?? null;

/**
 * A chip's zone, when it is not the calendar's: month cells place each post on its own zone's
 * clock (00:50 UTC, 09:00 Ho Chi Minh), so a chip in another zone says which, by its city. '' when
 * it is the calendar's own (or it has none).
 */
export function chipZone(e: Parameters<typeof zoneOfEntry>[0], calendarZone: string): string {
  const z = zoneOfEntry(e);
  if (!z || z === calendarZone) return '';
  if (isUtcName(z)) return isUtcName(calendarZone) ? '' : 'UTC';
  return zoneCity(z);
}

/**
 * w24calendar (walk 21, 3): the zone a chip's time is read in, by name, for its line: its own (or its queue's); a time
 * kept with no zone is read on its own offset when it carries one, else in UTC (as schedule.ts formatInZone reads it).
 * Never '' (before: a refused post with no zone read "20:00  ·", an empty part after its time).
 */
export function whenZone(e: Pick<CalendarEntryDto, 'scheduled_at' | 'timezone' | 'predicted_timezone' | 'predicted_at'> & Partial<Pick<CalendarEntryDto, 'wall_at' | 'sent_at'>>): string {
  const z = zoneOfEntry(e);
  if (z && z.trim() !== '') return zoneName(z);
  const own = parseDateTime(wallOf(e) ?? '')?.offset ?? null;
  return own === null || own === 0 ? 'UTC' : offsetLabel(own);
}

/** A chip's time and zone on its line ("20:00 Asia/Ho_Chi_Minh"); '' without a time. */
export const whenLine = (e: Parameters<typeof whenZone>[0]): string => (timeOf(e) ? `${timeOf(e)} ${whenZone(e)}` : '');

/** The hour (0–23) of a post's wall-clock time on the calendar; null without one. */
export function hourOf(e: Timed): number | null {
  const w = wallOf(e);
  if (!w || w.length < 13) return null;
  const h = Number(w.slice(11, 13));
  return Number.isInteger(h) && h >= 0 && h < 24 ? h : null;
}

/** A day's posts by hour of their wall-clock time (the week's time grid). */
export const byHour = (list: readonly CalendarEntryDto[]): ReadonlyMap<number, CalendarEntryDto[]> => groupBy(list, hourOf);

/** Dropped on an hour of a day in the week grid: that day and hour, the same minutes (and seconds, offset) as before. */
export const movedToHour = (scheduledAt: string, day: string, hour: number): string => `${day}T${String(hour).padStart(2, '0')}${scheduledAt.slice(13)}`;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** A zone's offset from UTC in minutes at an instant; null for a zone the browser does not know. */
export function offsetMinutes(ms: number, zone: string): number | null {
  let f = offsetFormats.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    } catch {
      return null;
    }
    offsetFormats.set(zone, f);
  }
  const name = f.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

export interface ClockChange {
  zone: string;
  /** Wall-clock time the change happens at, read on the clock before it (02:00 in spring, 03:00 in autumn in Berlin). */
  at: string;
  /** What the clock reads just after it (03:00 in spring, 02:00 in autumn). */
  to: string;
  /** The clocks go forward (an hour is skipped) rather than back (an hour happens twice). */
  forward: boolean;
}

const hhmm = (ms: number): string => new Date(ms).toISOString().slice(11, 16);
const MIN = 60_000;

/** The clock change of a zone on a local date, if it has one. Two offsets read, unless there is one. */
export function clockChangeOn(day: string, zone: string): ClockChange | null {
  const base = Date.parse(`${day}T00:00:00Z`);
  let lo = base - 14 * 60 * MIN, hi = base + 38 * 60 * MIN;
  const a = offsetMinutes(lo, zone), b = offsetMinutes(hi, zone);
  if (a === null || b === null || a === b) return null;
  while (hi - lo > MIN) {
    const mid = lo + Math.floor((hi - lo) / 2 / MIN) * MIN;
    if (offsetMinutes(mid, zone) === a) lo = mid;
    else hi = mid;
  }
  const before = hi + a * MIN;
  if (isoDay(before) !== day) return null;
  return { zone, at: hhmm(before), to: hhmm(hi + b * MIN), forward: b > a };
}

/** The clock changes of these zones on these days (the zones of the posts shown, and the person's own). */
export function clockChanges(days: readonly string[], zones: Iterable<string>): ReadonlyMap<string, ClockChange[]> {
  const out = new Map<string, ClockChange[]>();
  const zs = [...new Set(zones)];
  for (const d of days) {
    const found = zs.map((z) => clockChangeOn(d, z)).filter((c): c is ClockChange => c !== null);
    if (found.length > 0) out.set(d, found);
  }
  return out;
}

/** The zones of the posts shown (their own, or their queue's). */
export const zonesOf = (entries: readonly CalendarEntryDto[]): Set<string> =>
  new Set(entries.map((e) => (e.scheduled_at ? e.timezone : e.predicted_timezone)).filter((z): z is string => !!z));

// ---- calendar (walk 7): review state on chips ----

/** An unsent post's review mark (beside ✎, which it replaces): the words are `review.state.*`. */
export const REVIEW_MARKS: Readonly<Record<'in_review' | 'approved' | 'changes_requested', string>> = { in_review: '⋯', approved: '☑', changes_requested: '↺' };
type Reviewed = Pick<CalendarEntryDto, 'state' | 'review'>;
/** The review a chip shows instead of "Draft": an unsent post sent for review (the core's one derivation); null otherwise. */
export const reviewOfEntry = (e: Reviewed): NonNullable<CalendarEntryDto['review']> | null => (e.state === 'draft' && e.review && (e.review.state !== 'draft' || e.review.stale) ? e.review : null);
/** A chip's mark: its review's for an unsent post sent for review, else its state's. */
export function chipMark(e: Reviewed): string {
  const r = reviewOfEntry(e);
  return r && r.state !== 'draft' ? REVIEW_MARKS[r.state] : markOf(e.state);
}
/** The legend's review marks (an approval edited since reads ⋯, back in review). */
export const LEGEND_REVIEW_MARKS: ReadonlyArray<{ mark: string; state: keyof typeof REVIEW_MARKS }> = Object.entries(REVIEW_MARKS).map(([state, mark]) => ({ mark, state: state as keyof typeof REVIEW_MARKS }));
