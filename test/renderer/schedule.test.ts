import { describe, expect, it } from 'vitest';
import { describeSchedule, formatInZone, localZone, offsetLabel, toLocalInput } from '../../src-renderer/src/lib/schedule';

const now = new Date('2026-11-22T12:00:00Z');

describe('schedule', () => {
  it('gives the UTC instant and offset of a wall-clock time in a zone', () => {
    const d = describeSchedule('2026-12-01T09:30', 'Asia/Ho_Chi_Minh', now);
    expect(d.problem).toBeNull();
    expect(d.offset).toBe('UTC+07:00');
    expect(d.utc).toBe('2026-12-01T02:30:00.000Z');
    expect(d.shifts).toEqual([]);
    expect(toLocalInput(d.iso ?? '', 'Asia/Ho_Chi_Minh')).toBe('2026-12-01T09:30');
  });
  it('finds the DST shift between now and then, to the minute', () => {
    const d = describeSchedule('2027-04-01T09:00', 'Europe/Berlin', now);
    expect(d.offset).toBe('UTC+02:00');
    expect(d.shifts).toEqual([{ at: '2027-03-28T01:00:00.000Z', fromOffset: 'UTC+01:00', toOffset: 'UTC+02:00', wallBefore: '2027-03-28T02:00', wallAfter: '2027-03-28T03:00' }]);
  });
  it('flags a time inside the skipped hour, a repeated hour, the past and a bad zone', () => {
    expect(describeSchedule('2027-03-14T02:30', 'America/New_York', now).problem).toBe('skipped_hour');
    const fallBack = describeSchedule('2027-11-07T01:30', 'America/New_York', now);
    expect(fallBack.problem).toBeNull();
    expect(fallBack.ambiguous).toBe(true);
    expect(describeSchedule('2026-11-01T09:00', 'UTC', now).problem).toBe('in_past');
    expect(describeSchedule('2026-12-01T09:00', 'Mars/Olympus', now).problem).toBe('invalid_zone');
    expect(describeSchedule('nonsense', 'UTC', now).problem).toBe('invalid_time');
  });
  it('labels offsets with sign and minutes', () => {
    expect(offsetLabel(-210)).toBe('UTC−03:30');
    expect(offsetLabel(345)).toBe('UTC+05:45');
  });
});

describe("a post's time, as its zone's clock reads it", () => {
  // Intl may put a narrow no-break space before AM/PM.
  const plain = (s: string | null) => s?.replace(/\s/g, ' ') ?? null;
  it('shows a wall-clock time as it is, whatever the browser\'s zone', () => {
    expect(plain(formatInZone('2026-12-14T17:30', 'Europe/Berlin', 'en'))).toBe('Dec 14, 2026, 5:30 PM');
    expect(plain(formatInZone('2027-03-28T03:30', 'Asia/Ho_Chi_Minh', 'en'))).toBe('Mar 28, 2027, 3:30 AM');
    expect(plain(formatInZone('2026-12-14T17:30', 'Europe/Berlin', 'vi'))).toMatch(/17:30/);
  });
  it('shows an instant (Z or an offset) on the zone\'s clock', () => {
    expect(plain(formatInZone('2026-12-14T16:30:00Z', 'Europe/Berlin', 'en'))).toBe('Dec 14, 2026, 5:30 PM');
    expect(plain(formatInZone('2026-12-14T23:30+07:00', 'Europe/Berlin', 'en'))).toBe('Dec 14, 2026, 5:30 PM');
  });
  it('is null for what is not a time; an unknown zone reads as UTC', () => {
    expect(formatInZone('soon', 'Europe/Berlin', 'en')).toBeNull();
    expect(plain(formatInZone('2026-12-14T17:30', 'Mars/Olympus', 'en'))).toBe('Dec 14, 2026, 5:30 PM');
  });
});

describe("this computer's zone", () => {
  it('is offered by its current name, not the old one a browser may report', () => {
    expect(localZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(localZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(localZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(localZone('')).toBe('UTC');
  });
});
