import { describe, expect, it } from 'vitest';
import type { CalendarEntryDto } from '../../src-main/bridge/contract';
import { groupByDay, movedTo, profileHue, rangeOf, stepAnchor, visibleDays } from '../../src-renderer/src/lib/calendar';

const entry = (id: string, scheduled_at: string | null, add_to_queue = false): CalendarEntryDto => ({
  id, profile_id: 'prof_lumen', platforms: ['instagram'], caption: id, state: 'draft', at: null, scheduled_at, timezone: 'Europe/Berlin', add_to_queue, campaignId: null, predicted_at: null, predicted_timezone: null,
});

describe('calendar', () => {
  it('shows whole weeks from Monday: six for a month, one for a week', () => {
    const march = visibleDays('month', '2027-03-17');
    expect(march).toHaveLength(42);
    expect(march[0]).toBe('2027-03-01'); // 1 March 2027 is a Monday
    expect(march.at(-1)).toBe('2027-04-11');
    expect(visibleDays('week', '2027-03-28')).toEqual(['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28']);
  });

  it('asks for a day more each side, and steps by month or week', () => {
    expect(rangeOf(['2027-03-22', '2027-03-28'])).toEqual({ from: '2027-03-21T00:00:00.000Z', to: '2027-03-30T00:00:00.000Z' });
    expect(stepAnchor('month', '2027-01-31', 1)).toBe('2027-02-01');
    expect(stepAnchor('month', '2027-01-15', -1)).toBe('2026-12-01');
    expect(stepAnchor('week', '2027-03-28', 1)).toBe('2027-04-04');
  });

  it('puts each post on the day of its own wall-clock time, in time order, queued ones apart', () => {
    const g = groupByDay([entry('b', '2027-03-28T18:30'), entry('a', '2027-03-28T03:30'), entry('q', null, true)]);
    expect([...g.keys()]).toEqual(['2027-03-28']);
    expect(g.get('2027-03-28')?.map((e) => e.id)).toEqual(['a', 'b']);
  });

  it('a drag keeps the time of day; colours are stable per profile', () => {
    expect(movedTo('2027-03-28T09:00', '2027-04-02')).toBe('2027-04-02T09:00');
    expect(movedTo('2027-03-28T09:00:00', '2027-04-02')).toBe('2027-04-02T09:00:00');
    expect(profileHue('prof_lumen')).toBe(profileHue('prof_lumen'));
    expect(profileHue('prof_lumen')).not.toBe(profileHue('prof_caphe'));
  });
});
