/**
 * Wall-clock time in a named zone without asking Intl for every post: a zone's UTC offset is
 * remembered per quarter hour (every offset change in the time-zone database since 1970 falls on
 * one), so spreading 10,000 posts asks luxon a few hundred times instead of tens of thousands.
 * Pure apart from the cache; the answers are luxon's.
 */
import { zoneOffset } from '../library';

/** The zone's UTC offset in minutes at an instant (the library's per-quarter-hour cache). */
export const offsetAt = (zone: string, ms: number): number => zoneOffset(zone)(ms);

/** `+02:00` for 120. */
export const offsetText = (minutes: number): string => {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
};

/** Wall-clock `YYYY-MM-DDTHH:mm` of an instant in the zone. */
export const localOf = (zone: string, ms: number): string => new Date(ms + offsetAt(zone, ms) * 60_000).toISOString().slice(0, 16);

/**
 * The instant of a wall-clock time in the zone (`wall` = that time read as UTC, in ms). A time
 * skipped by a spring-forward change moves forward by the gap; a time that happens twice is the
 * earlier one (luxon's rule, and the Hub's).
 */
export function instantOf(zone: string, wall: number): number {
  const o = offsetAt(zone, wall);
  let guess = wall - o * 60_000;
  const o2 = offsetAt(zone, guess);
  if (o === o2) return guess;
  guess -= (o2 - o) * 60_000;
  const o3 = offsetAt(zone, guess);
  if (o2 === o3) return guess;
  return wall - Math.min(o2, o3) * 60_000;
}
