/**
 * w23dups: dates ahead of the real clock, for tests that send or plan posts "in the future" without a clock of their own.
 * A literal date (2027-03-01) is future only until the real clock passes it; these are built from today, so the test
 * reads the same whatever the day it runs. A test on a ManualClock keeps its literal dates: it does not read this clock.
 */
import { DateTime } from 'luxon';

/** The date `n` days after today (UTC), as YYYY-MM-DD. */
export const daysAhead = (n: number, now: number = Date.now()): string => DateTime.fromMillis(now, { zone: 'UTC' }).plus({ days: n }).toISODate()!;

/** The year after today's (UTC): a day of it in the same month and day as a literal date is always ahead of now. */
export const nextYear = (now: number = Date.now()): number => new Date(now).getUTCFullYear() + 1;

/** A day counted from a clock change: `day(0)` is the change's date, `day(-6)` the Monday before it (YYYY-MM-DD). */
export interface ClockChange { date: string; day: (n: number) => string }

/**
 * The next day the clocks in `zone` go forward ('forward', spring) or back ('back', autumn), at least `minDays` days
 * after today. In Europe and North America both fall on a Sunday, so `day(n)` keeps the weekday a literal date had
 * (2027-03-22 was `day(-6)` of Berlin's 2027-03-28).
 */
export function nextClockChange(zone: string, kind: 'forward' | 'back', minDays = 14, now: number = Date.now()): ClockChange {
  const today = DateTime.fromMillis(now, { zone }).startOf('day');
  for (let i = minDays; i < minDays + 800; i++) {
    const start = today.plus({ days: i });
    const end = start.endOf('day');
    if (kind === 'forward' ? end.offset > start.offset : end.offset < start.offset) {
      const date = start.toISODate()!;
      return { date, day: (n) => DateTime.fromISO(date, { zone: 'UTC' }).plus({ days: n }).toISODate()! };
    }
  }
  throw new Error(`no clock change (${kind}) in ${zone} within two years`);
}

/** w26dates: a day (YYYY-MM-DD) as the app writes it in `locale` (Intl's medium date): 'Mar 10, 2027', '10 thg 3, 2027'. */
export const dayWords = (day: string, locale = 'en-US'): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/**
 * w26dates: `text` (a sheet, or words about it) with each year from `from` on moved to count from `to`: with the
 * defaults 2027 → the year after today's, 2028 → the one after. Four digits not inside a longer number only, so the
 * bytes, the separators and which dates fit one order or both stay as written.
 */
export const movedYears = (text: string, to: number = nextYear(), from = 2027): string =>
  text.replace(/(?<!\d)(20\d\d)(?!\d)/g, (y) => (Number(y) >= from ? String(Number(y) - from + to) : y));
