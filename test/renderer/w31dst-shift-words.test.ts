/**
 * Walk 31, 8: Compose said clocks in New York change "on Mar 14, 2027, 3:00 AM" for 2027-03-14: they change at 2:00 AM
 * local (to 3:00 AM). Each shift carries the wall clock just before it and just after it, and the note says both.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dstShiftsBetween } from '../../src-renderer/src/lib/schedule';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const zone = 'America/New_York';
const between = (a: string, b: string) => dstShiftsBetween(DateTime.fromISO(a, { zone }), DateTime.fromISO(b, { zone }), zone);

describe('a clock change says the time before and after it (walk 31, 8)', () => {
  it('spring forward: 2:00 AM goes to 3:00 AM', () => {
    expect(between('2027-03-10T09:00', '2027-03-20T09:00')).toEqual([{ at: '2027-03-14T07:00:00.000Z', fromOffset: 'UTC−05:00', toOffset: 'UTC−04:00', wallBefore: '2027-03-14T02:00', wallAfter: '2027-03-14T03:00' }]);
  });
  it('fall back: 2:00 AM goes back to 1:00 AM', () => {
    expect(between('2027-11-01T09:00', '2027-11-10T09:00')).toEqual([{ at: '2027-11-07T06:00:00.000Z', fromOffset: 'UTC−04:00', toOffset: 'UTC−05:00', wallBefore: '2027-11-07T02:00', wallAfter: '2027-11-07T01:00' }]);
  });
  it('the words name both clock times', () => {
    expect(en.compose.when.dst).toContain('{before}');
    expect(en.compose.when.dst).toContain('{after}');
    expect(vi.compose.when.dst).toContain('{before}');
    expect(vi.compose.when.dst).toContain('{after}');
  });
});
