/**
 * Dates and times as spreadsheets write them, read as the person meant (issue 31, part 1).
 *
 * 1. Each cell is read for its shape: ISO (`2027-03-28T09:00`, ours: left exactly as written),
 *    year first (`2027-03-28 09:00`, `2027/03/28 9:00 PM`), or day and month in some order
 *    (`12/01/2026 09:00`, `26.11.2026 21:30`, `11/26/26 9:00 AM`, Vietnamese `9:00 CH`).
 *    A month by its English name (`Dec 3, 2026 9:05 AM`, `3 Dec 2026`), or its French or German one (`3 déc. 2026`,
 *    `3. Dez. 2026`), needs no order of day and month: the name says which is the month.
 *    Times may be 24-hour or 12-hour (AM/PM, a.m./p.m., SA/CH), with or without seconds, or written the French
 *    way (`9h05`, `21h`) or with the German `Uhr` (`09:05 Uhr`).
 * 2. The order of day and month is decided by the file's own rows, never guessed silently:
 *    - a row that fits only one order (13/02: day first) decides, when no row fits only the other;
 *    - rows that disagree, or a file whose every date fits both orders, leave the order to the
 *      person (`order: null`): nothing is imported until they choose;
 *    - dotted dates (26.11.2026) are day first by the convention of every locale that writes them.
 *    The reading always says which order and why, naming the row that decided.
 * 3. A date impossible in the order read is that row's problem, quoted as written; it costs no
 *    other row.
 */
import type { ImportSayKey } from './import-say';

/** Day/month/year or month/day/year. */
export type DateOrder = 'dmy' | 'mdy';

/** A row's date as the person wrote it, and where: a file line (CSV) or an index (JSON). */
export interface DatePlace { line?: number; index?: number; value: string }

/** How the file's day-and-month dates were read, and why. */
export interface DateReading {
  /** The order read; null: the file does not tell, and the person must choose. */
  order: DateOrder | null;
  /**
   * chosen: the person chose it · row: a row fits only this order (`decidedBy`) · dots: dotted dates
   * are day first · both: every date fits both orders (ask) · disagree: rows prove both orders (ask).
   */
  why: 'chosen' | 'row' | 'dots' | 'both' | 'disagree';
  /** The row that decided (why 'row'), or an example: the first date (why 'both'), the first day-first-only row (why 'disagree'). */
  decidedBy?: DatePlace;
  /** why 'disagree': the first row that fits month first only. */
  against?: DatePlace;
  /** How many rows have a date in a day-and-month form. */
  rows: number;
}

/** 'bad': not read as a time; 'none': read, and no clock shows it (24:00, 25:00, 09:75 — walk 31, 9). */
type Time = { h: number; mi: number; s: number | null } | 'bad' | 'none' | null;

/** A cell, read for its shape. */
export type SheetDate =
  | { kind: 'iso' } // ours: left exactly as written
  | { kind: 'ymd'; y: number; mo: number; d: number; time: Time }
  | { kind: 'dm'; a: number; b: number; y: number; time: Time; dotted: boolean };

const TIME = String.raw`(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?(?:[.,]\d+)?\s*(am|pm|a\.m\.|p\.m\.|sa|ch)?`;
const ISO_OURS = /^\d{4}-\d{2}-\d{2}T/;
const YMD = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:(?:[ T]|,\s*)+${TIME})?$`, 'i');
const DM = new RegExp(String.raw`^(\d{1,2})([/.\-])(\d{1,2})\2(\d{4}|\d{2})(?:(?:[ T]|,\s*)+${TIME})?$`, 'i');
/**
 * w15import: a month by its English name (`Dec 3, 2026 9:05 AM`, `3 Dec 2026 21:05`, `December 14, 2026`, Excel's
 * `3-Dec-2026`, a leading weekday): the name says which is the month, so no order of day and month is asked.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const WEEKDAY = String.raw`(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?,?\s+)?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const AT_TIME = String.raw`(?:(?:[ T]|,\s*|\s+at\s+)+${TIME})?`;
const NAMED_MDY = new RegExp(String.raw`^${WEEKDAY}${MONTH}[ \-]${DAY},?[ \-](\d{4})${AT_TIME}$`, 'i');
const NAMED_DMY = new RegExp(String.raw`^${WEEKDAY}${DAY}[ \-]${MONTH},?[ \-](\d{4})${AT_TIME}$`, 'i');
const monthOf = (name: string): number => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
/**
 * w19import: a month by its French or German name or Excel's abbreviation of it, day first as both write it
 * (`3 déc. 2026 09:05`, `4 décembre 2026`, `3. Dez. 2026`, `4. März 2027`); compared without accents or the dot.
 */
const LOCAL_MONTHS: Readonly<Record<string, number>> = Object.fromEntries([
  ['janvier', 'janv', 'januar', 'janner', 'jan'], ['fevrier', 'fevr', 'fev', 'februar', 'feb'], ['mars', 'marz', 'mar', 'mrz'],
  ['avril', 'avr', 'april', 'apr'], ['mai'], ['juin', 'juni', 'jun'], ['juillet', 'juil', 'juli', 'jul'], ['aout', 'august', 'aug'],
  ['septembre', 'sept', 'september', 'sep'], ['octobre', 'oct', 'oktober', 'okt'], ['novembre', 'nov', 'november'], ['decembre', 'dec', 'dezember', 'dez'],
].flatMap((names, i) => names.map((n) => [n, i + 1])));
const LOCAL_DMY = new RegExp(String.raw`^(\d{1,2})\.?[ \-](\p{L}+)\.?[ \-](\d{4})${AT_TIME}$`, 'iu');
const localMonthOf = (name: string): number => LOCAL_MONTHS[name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()] ?? 0;

function timeOf(m: RegExpExecArray, at: number): Time {
  const [hh, mm, ss, ampmRaw] = [m[at], m[at + 1], m[at + 2], m[at + 3]];
  if (hh === undefined) return null;
  const ampm = ampmRaw?.toLowerCase().replace(/\./g, '');
  if (mm === undefined && ampm === undefined) return 'bad'; // a bare "9": not a time
  let h = Number(hh);
  const mi = mm === undefined ? 0 : Number(mm);
  const s = ss === undefined ? null : Number(ss);
  if (ampm !== undefined) {
    if (h < 1 || h > 12) return 'bad';
    const pm = ampm === 'pm' || ampm === 'ch'; // Vietnamese: SA (sáng) morning, CH (chiều) afternoon
    h = (h % 12) + (pm ? 12 : 0);
  }
  if (h > 23 || mi > 59 || (s !== null && s > 59)) return 'none';
  return { h, mi, s };
}

/**
 * w19import: a time as French and German sheets write it, in our shape: `9h05`, `18h30`, `21h` (French) are
 * `9:05`, `18:30`, `21:00`; a trailing `Uhr` (German, `09:05 Uhr`) is left out. Only at the end of the cell, after a date.
 */
const ourTime = (v: string): string =>
  v.replace(/ Uhr$/i, '').replace(/([ T,])(\d{1,2}) ?h ?(\d{2})?$/i, (_m, sep: string, h: string, mi: string | undefined) => `${sep}${h}:${mi ?? '00'}`);

/** Reads a cell's shape; null when it is no date we know (the importer then says so). */
export function readSheetDate(value: string): SheetDate | null {
  const v = ourTime(value.trim().replace(/\s+/g, ' '));
  if (ISO_OURS.test(v)) return { kind: 'iso' };
  let m = YMD.exec(v);
  if (m) return { kind: 'ymd', y: Number(m[1]), mo: Number(m[2]), d: Number(m[3]), time: timeOf(m, 4) };
  m = NAMED_MDY.exec(v);
  if (m) return { kind: 'ymd', y: Number(m[3]), mo: monthOf(m[1] ?? ''), d: Number(m[2]), time: timeOf(m, 4) };
  m = NAMED_DMY.exec(v);
  if (m) return { kind: 'ymd', y: Number(m[3]), mo: monthOf(m[2] ?? ''), d: Number(m[1]), time: timeOf(m, 4) };
  m = LOCAL_DMY.exec(v);
  if (m && localMonthOf(m[2] ?? '') > 0) return { kind: 'ymd', y: Number(m[3]), mo: localMonthOf(m[2] ?? ''), d: Number(m[1]), time: timeOf(m, 4) };
  m = DM.exec(v);
  if (m) {
    const yy = m[4] ?? '';
    return { kind: 'dm', a: Number(m[1]), b: Number(m[3]), y: yy.length === 2 ? 2000 + Number(yy) : Number(yy), time: timeOf(m, 5), dotted: m[2] === '.' };
  }
  return null;
}

const isDate = (y: number, mo: number, d: number): boolean => mo >= 1 && mo <= 12 && d >= 1 && new Date(Date.UTC(y, mo - 1, d)).getUTCDate() === d;

/** Whether a day-and-month date is a real date when read in `order`. */
export const fits = (x: { a: number; b: number; y: number }, order: DateOrder): boolean => (order === 'dmy' ? isDate(x.y, x.b, x.a) : isDate(x.y, x.a, x.b));

/** The date part of a cell as written (`12/13/2026` of `12/13/2026 09:00`), for saying which row decided. */
const datePart = (value: string): string => value.trim().split(/[ T,]/)[0] ?? value.trim();

/**
 * Decides the order of day and month from the rows' dates (see the header). `chosen` is the
 * person's answer and wins. Returns null when no row has a day-and-month date.
 */
export function readDateOrder(dates: readonly DatePlace[], chosen?: DateOrder | null): DateReading | null {
  const dm: Array<{ at: DatePlace; d: Extract<SheetDate, { kind: 'dm' }> }> = [];
  for (const at of dates) {
    const d = readSheetDate(at.value);
    if (d?.kind === 'dm') dm.push({ at, d });
  }
  if (dm.length === 0) return null;
  const short = (p: DatePlace): DatePlace => ({ ...p, value: datePart(p.value) });
  if (chosen) return { order: chosen, why: 'chosen', rows: dm.length };
  const onlyDmy = dm.find((x) => fits(x.d, 'dmy') && !fits(x.d, 'mdy'));
  const onlyMdy = dm.find((x) => fits(x.d, 'mdy') && !fits(x.d, 'dmy'));
  if (onlyDmy && onlyMdy) return { order: null, why: 'disagree', decidedBy: short(onlyDmy.at), against: short(onlyMdy.at), rows: dm.length };
  if (onlyDmy) return { order: 'dmy', why: 'row', decidedBy: short(onlyDmy.at), rows: dm.length };
  if (onlyMdy) return { order: 'mdy', why: 'row', decidedBy: short(onlyMdy.at), rows: dm.length };
  if (dm.every((x) => x.d.dotted)) return { order: 'dmy', why: 'dots', rows: dm.length };
  const first = dm[0];
  return { order: null, why: 'both', ...(first ? { decidedBy: short(first.at) } : {}), rows: dm.length };
}

const p2 = (n: number): string => String(n).padStart(2, '0');

/** A cell as our wall-clock `YYYY-MM-DDTHH:mm[:ss]`, or why it cannot be (a key of import-say). */
export function toOurDate(value: string, order: DateOrder | null): { value: string } | { problem: ImportSayKey } {
  const d = readSheetDate(value);
  if (d === null || d.kind === 'iso') return { value }; // ours, or unknown: the row checks say what is wrong
  let y: number, mo: number, day: number;
  if (d.kind === 'ymd') {
    [y, mo, day] = [d.y, d.mo, d.d];
    if (!isDate(y, mo, day)) return { problem: 'notDate' };
  } else {
    const o = order ?? 'dmy';
    if (!fits(d, o)) return { problem: o === 'dmy' ? 'notDateDayFirst' : 'notDateMonthFirst' };
    [y, mo, day] = o === 'dmy' ? [d.y, d.b, d.a] : [d.y, d.a, d.b];
  }
  if (d.time === null) return { problem: 'noTime' };
  if (d.time === 'bad') return { problem: 'notTime' };
  if (d.time === 'none') return { problem: 'noSuchTime' };
  const t = d.time;
  return { value: `${y}-${p2(mo)}-${p2(day)}T${p2(t.h)}:${p2(t.mi)}${t.s === null ? '' : `:${p2(t.s)}`}` };
}

const at = (p: DatePlace): string => (p.line !== undefined ? `line ${p.line}` : `item ${p.index ?? 0}`);
const ORDER_WORDS: Record<DateOrder, string> = { dmy: 'day first (day/month/year)', mdy: 'month first (month/day/year)' };

/** The reading in English, for the CLI's report (the app says it through its catalogs). */
export function dateReadingText(d: DateReading): string {
  switch (d.why) {
    case 'chosen':
      return `dates read ${ORDER_WORDS[d.order ?? 'dmy']}, as chosen`;
    case 'row':
      return `dates read ${ORDER_WORDS[d.order ?? 'dmy']}: ${d.decidedBy ? `${at(d.decidedBy)} has ${d.decidedBy.value}` : 'a row fits no other order'}`;
    case 'dots':
      return `dates read ${ORDER_WORDS.dmy}: dates written with dots (26.11.2026) are day first`;
    case 'both':
      return `every date fits both day first and month first${d.decidedBy ? ` (${at(d.decidedBy)}: ${d.decidedBy.value})` : ''}: which is it?`;
    case 'disagree':
      return `the rows disagree: ${d.decidedBy ? `${at(d.decidedBy)} has ${d.decidedBy.value} (day first only)` : ''}${d.against ? `, ${at(d.against)} has ${d.against.value} (month first only)` : ''}: which is it?`;
    default: {
      const never: never = d.why;
      return never;
    }
  }
}
