/** The calendar's pure parts added by issue 31: state marks, hours of the week grid, clock changes. */
import { describe, expect, it } from 'vitest';
import type { CalendarEntryDto } from '../../src-main/bridge/contract';
import { byHour, clockChangeOn, clockChanges, hourOf, markOf, movedToHour, offsetMinutes } from '../../src-renderer/src/lib/calendar';

const entry = (id: string, scheduled_at: string | null, predicted_at: string | null = null): CalendarEntryDto => ({
  id, profile_id: 'p', platforms: ['x'], caption: id, state: 'draft', at: null, scheduled_at, timezone: 'Europe/Berlin', add_to_queue: false, campaignId: null, predicted_at, predicted_timezone: null,
});

describe('the week time grid', () => {
  it('places a post at the hour of its own wall-clock time, or its predicted slot', () => {
    expect(hourOf(entry('a', '2027-03-28T09:45'))).toBe(9);
    expect(hourOf(entry('b', null, '2027-03-28T23:00'))).toBe(23);
    expect(hourOf(entry('c', null))).toBeNull();
    const m = byHour([entry('a', '2027-03-28T09:45'), entry('b', '2027-03-28T09:00'), entry('c', '2027-03-28T17:10')]);
    expect([...m].map(([h, l]) => [h, l.map((e) => e.id)])).toEqual([[9, ['a', 'b']], [17, ['c']]]);
  });

  it('a drop on an hour keeps the minutes, seconds and offset', () => {
    expect(movedToHour('2027-03-28T09:45', '2027-03-30', 14)).toBe('2027-03-30T14:45');
    expect(movedToHour('2027-03-28T09:45:30+01:00', '2027-03-30', 7)).toBe('2027-03-30T07:45:30+01:00');
  });

  it('every state has its own mark; an unknown one reads as unknown', () => {
    const marks = ['draft', 'queued', 'scheduled', 'sending', 'published', 'partial', 'refused', 'unknown', 'cancelled'].map(markOf);
    expect(new Set(marks).size).toBe(marks.length);
    expect(markOf('from-a-newer-app')).toBe(markOf('unknown'));
  });
});

describe('clock changes', () => {
  it('reads offsets of named zones', () => {
    expect(offsetMinutes(Date.parse('2027-01-15T12:00:00Z'), 'Europe/Berlin')).toBe(60);
    expect(offsetMinutes(Date.parse('2027-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetMinutes(0, 'Mars/Olympus')).toBeNull();
  });

  it('marks the spring and autumn changes of Berlin and New York on their own days only', () => {
    expect(clockChangeOn('2027-03-28', 'Europe/Berlin')).toEqual({ zone: 'Europe/Berlin', at: '02:00', to: '03:00', forward: true });
    expect(clockChangeOn('2027-10-31', 'Europe/Berlin')).toEqual({ zone: 'Europe/Berlin', at: '03:00', to: '02:00', forward: false });
    expect(clockChangeOn('2027-03-14', 'America/New_York')).toEqual({ zone: 'America/New_York', at: '02:00', to: '03:00', forward: true });
    expect(clockChangeOn('2027-03-27', 'Europe/Berlin')).toBeNull();
    expect(clockChangeOn('2027-03-29', 'Europe/Berlin')).toBeNull();
    expect(clockChangeOn('2027-03-28', 'Asia/Ho_Chi_Minh')).toBeNull();
    const week = ['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28'];
    expect([...clockChanges(week, ['Europe/Berlin', 'Asia/Ho_Chi_Minh', 'Europe/Berlin'])].map(([d, l]) => [d, l.map((c) => c.zone)])).toEqual([['2027-03-28', ['Europe/Berlin']]]);
  });
});
