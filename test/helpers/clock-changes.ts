/**
 * w23dryrun: the next real clock changes of a zone after now (tests build their dates from today, never fixed years):
 * the day the clocks go back (a wall hour shown twice) and the day they spring forward (a wall hour skipped), each
 * as `YYYY-MM-DD` on the zone's calendar, with the hour that is repeated or skipped (`HH:mm` inside it).
 */
import { DateTime } from 'luxon';

export interface ClockChanges { back: string; forward: string; repeated: string; skipped: string }

/** `day` plus `n` days, `YYYY-MM-DD`. */
export const addDays = (day: string, n: number): string => DateTime.fromISO(day, { zone: 'utc' }).plus({ days: n }).toISODate() as string;

export function nextClockChanges(zone = 'Europe/Berlin', from = Date.now()): ClockChanges {
  let day = DateTime.fromMillis(from, { zone }).startOf('day').plus({ days: 2 });
  let back: string | null = null;
  let forward: string | null = null;
  for (let i = 0; i < 800 && (back === null || forward === null); i++) {
    const next = day.plus({ days: 1 });
    const a = day.offset;
    const b = DateTime.fromObject({ year: next.year, month: next.month, day: next.day }, { zone }).offset;
    if (b < a && back === null) back = day.toISODate();
    if (b > a && forward === null) forward = day.toISODate();
    day = next;
  }
  if (!back || !forward) throw new Error(`${zone} has no clock changes`);
  // Europe's clocks change at 01:00 UTC: 02:30 local is in the repeated (autumn) and the skipped (spring) hour.
  return { back, forward, repeated: '02:30', skipped: '02:30' };
}
