/**
 * w23wall: WHICH of the two showings of a wall time an instant is, when its zone's clocks show that time twice (they
 * go back: 02:30 on the last Sunday of October in Europe/Berlin is first at UTC+02:00, then again at UTC+01:00).
 * Every time-in-zone formatter (the core's `timeInZoneText` for the CLI, the renderer's `formatInZone` for every
 * screen, the client preview page's `clientTime`) adds these words after such a time, so a reader can tell which
 * 02:30 a post goes at: "the first 2:30 — UTC+02:00".
 *
 * 1. It reads the INSTANT, never the wall text: a post kept as the second 02:30 (written with its own offset, or via
 *    UTC) says "the second"; a wall-clock time is read first by the one rule (wall-time.ts `readWall`: the earlier).
 * 2. Pure, like wall-time.ts: the zone's offsets are given, so the answer never depends on today's date.
 * 3. The words are written once here, in both languages, as ICU messages (src-shared/import-words.ts does the same):
 *    the core fills them for the CLI and the page, the renderer's catalogs spread them (`wallShowing.*`).
 */
import { readWall, type OffsetAt } from './wall-time';
import { offsetText } from './utc-offset';

export { isoOffsetText, offsetText } from './utc-offset';

/** Which showing of a twice-shown wall time an instant is. */
export interface Showing {
  /** `first` (the earlier instant, the one a typed or imported wall time means) or `second`. */
  nth: 'first' | 'second';
  /** The wall clock's fields read as UTC (ms): what the zone's clock shows at that instant. */
  wall: number;
  /** The zone's UTC offset at the instant (minutes, east positive). */
  offset: number;
}

/** Which showing `at` (ms) is in the zone whose offsets are given; null when its wall time is shown once (or skipped). */
export function showingOf(offsetAt: OffsetAt, at: number): Showing | null {
  const offset = offsetAt(at);
  // Quick: no clock change within 3 hours either side (the other showing is at most a change's gap away).
  if (offsetAt(at - 10_800_000) === offset && offsetAt(at + 10_800_000) === offset) return null;
  const wall = at + offset * 60_000;
  const read = readWall(offsetAt, wall);
  if (read.kind !== 'twice') return null;
  return { nth: at === read.at ? 'first' : 'second', wall, offset };
}

/**
 * The words, in each language: `{time}` the clock time without its day ("2:30", "02:30"), `{offset}` offsetText.
 * w29time (walk 25, 6): Vietnamese says no `{time}`: a Vietnamese date-time starts with its time ("02:30 31 thg 10,
 * 2027"), and these words follow it, so "02:30 … , 02:30 lần thứ nhất" said the time twice.
 */
export const SHOWING_WORDS = {
  en: { which: 'the {nth, select, first {first} other {second}} {time} — {offset}' },
  vi: { which: '{nth, select, first {lần thứ nhất} other {lần thứ hai}} — {offset}' },
} as const;

export type ShowingLang = keyof typeof SHOWING_WORDS;

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The clock time of a showing as `locale` writes a time of day, without its day period ("2:30" in en-US: the time
 * before it already says AM; "02:30" in en-GB and vi); 24-hour "02:30" with no locale (the CLI).
 */
export function showingClock(s: Showing, locale?: string): string {
  if (locale === undefined) return new Date(s.wall).toISOString().slice(11, 16);
  let f = clocks.get(locale);
  if (!f) clocks.set(locale, (f = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })));
  const parts = f.formatToParts(new Date(s.wall));
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '';
  // A 24-hour locale pads the hour ("02:30"); a 12-hour one does not ("2:30").
  const h24 = !parts.some((p) => p.type === 'dayPeriod');
  return `${h24 ? hour.padStart(2, '0') : hour}:${minute}`;
}

/** "the first 2:30 — UTC+02:00" / "lần thứ nhất — UTC+02:00": which showing, in `lang`, the time as `locale` writes it. */
export function showingText(s: Showing, lang: ShowingLang, locale?: string): string {
  const values: Record<string, string> = { time: showingClock(s, locale), offset: offsetText(s.offset) };
  return SHOWING_WORDS[lang].which
    .replace(/\{nth, select, first \{([^}]*)\} other \{([^}]*)\}\}/, (_m, first: string, second: string) => (s.nth === 'first' ? first : second))
    .replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** The language a locale's words are in: Vietnamese for vi…, English otherwise. */
export const showingLang = (locale: string | undefined): ShowingLang => (locale?.toLowerCase().startsWith('vi') ? 'vi' : 'en');
