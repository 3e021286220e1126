/**
 * Wall-clock time in a named zone without asking Intl for every post: a zone's UTC offset is
 * remembered per quarter hour (every offset change in the time-zone database since 1970 falls on
 * one), so spreading 10,000 posts asks luxon a few hundred times instead of tens of thousands.
 * Pure apart from the cache; the answers are luxon's.
 */
import { localOf, offsetText, wallClock, wallInstant, zoneOffset, type WallClockNote } from '../library';
import { isoOffsetText } from '../../src-shared/wall-showing';

/** The zone's UTC offset in minutes at an instant (the library's per-quarter-hour cache). */
export const offsetAt = (zone: string, ms: number): number => zoneOffset(zone)(ms);

/** `+02:00` for 120 (the library's one formatter). */
export { offsetText };

/** Wall-clock `YYYY-MM-DDTHH:mm` of an instant in the zone (the library's one formatter). */
export { localOf };

/**
 * The instant of a wall-clock time in the zone (`wall` = that time read as UTC, in ms). A time
 * skipped by a spring-forward change moves forward by the gap; a time that happens twice is the
 * earlier one (luxon's rule, and the Hub's).
 */
export function instantOf(zone: string, wall: number): number {
  return zone === 'UTC' ? wall : wallInstant(zone, wall);
}

/** A wall-clock time the zone's clocks skip or show twice (mend 31.4): the library's one reading (library/model.ts). */
export { wallClock, type WallClockNote };

/**
 * A wall-clock note in English, for the CLI's plan and dry run and the dry run's CSV (the app words it through its catalogs:
 * renderer lib/wall-clock.ts): "2027-03-28 02:30 does not exist (the clocks skip it): posted at 2027-03-28 03:30".
 */
export function wallClockEnglish(n: WallClockNote): string {
  return n.kind === 'skipped'
    ? `${n.written.replace('T', ' ')} does not exist (the clocks skip it): posted at ${n.used.replace('T', ' ')}`
    : `${n.written.replace('T', ' ')} happens twice (the clocks go back): the one at ${isoOffsetText(n.offset)} is used`;
}
