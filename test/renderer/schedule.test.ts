import { describe, expect, it } from 'vitest';
import { describeSchedule, offsetLabel, toLocalInput } from '../../src-renderer/src/lib/schedule';

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
    expect(d.shifts).toEqual([{ at: '2027-03-28T01:00:00.000Z', fromOffset: 'UTC+01:00', toOffset: 'UTC+02:00' }]);
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
