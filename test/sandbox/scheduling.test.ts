/**
 * A wall time the clocks show twice is read as the earlier in every zone, by the sandbox Hub as by
 * Postroom (library wallInstant): luxon alone picks by today's offset, so the same request landed an
 * hour apart in summer and in winter, and the app showed one time while the sandbox used the other.
 */
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { earliestShowing } from '../../src-main/sandbox/publish';
import { scheduledInstant } from '../../src-main/library';

const at = (s: string, zone: string): string => earliestShowing(DateTime.fromISO(s, { zone }), s).toUTC().toISO() ?? '';

describe('the sandbox Hub reads a repeated wall time as Postroom does', () => {
  it.each([
    ['2027-10-31T02:30:00', 'Europe/Berlin', '2027-10-31T00:30:00.000Z'],
    ['2027-11-07T01:30:00', 'America/New_York', '2027-11-07T05:30:00.000Z'],
    ['2027-04-04T02:30:00', 'Australia/Sydney', '2027-04-03T15:30:00.000Z'],
    ['2026-12-01T09:00:00', 'Asia/Ho_Chi_Minh', '2026-12-01T02:00:00.000Z'],
    ['2027-03-28T02:30:00', 'Europe/Berlin', '2027-03-28T01:30:00.000Z'],
  ])('%s in %s', (wall, zone, utc) => {
    expect(at(wall, zone)).toBe(utc);
    expect(new Date(scheduledInstant(wall, zone) as number).toISOString()).toBe(utc);
  });

  it('leaves a time with its own offset as written', () => {
    expect(at('2027-10-31T02:30:00+01:00', 'Europe/Berlin')).toBe('2027-10-31T01:30:00.000Z');
  });
});
