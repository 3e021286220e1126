import { describe, expect, it } from 'vitest';
import type { CalendarEntryDto } from '../../src-main/bridge/contract';
import { groupByDay, isPredicted, movedTo, profileHue, rangeOf, stepAnchor, timeOf, unplaced, visibleDays, weekTitle } from '../../src-renderer/src/lib/calendar';
import { rowWindow } from '../../src-renderer/src/lib/rowWindow';

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

  it('puts a queued post at its predicted slot, marked predicted; one with no prediction apart', () => {
    const p = { ...entry('p', null, true), timezone: null, predicted_at: '2027-03-28T09:00', predicted_timezone: 'Europe/Berlin' };
    const g = groupByDay([entry('b', '2027-03-28T18:30'), p, entry('q', null, true)]);
    expect(g.get('2027-03-28')?.map((e) => e.id)).toEqual(['p', 'b']);
    expect(isPredicted(p)).toBe(true);
    expect(isPredicted(entry('b', '2027-03-28T18:30'))).toBe(false);
    expect(timeOf(p)).toBe('09:00');
    expect(unplaced([p, entry('q', null, true), entry('b', '2027-03-28T18:30')]).map((e) => e.id)).toEqual(['q']);
  });

  // Its speed is the campaign-ui bench's (`npm run bench -- campaign-ui`: the calendar's busiest month), never a timed unit test.
  it('groups 10,000 posts, each day in time order', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => entry(`e${i}`, `2027-03-${String(1 + (i % 30)).padStart(2, '0')}T${String(23 - (i % 24)).padStart(2, '0')}:00`));
    const g = groupByDay(many);
    expect(g.size).toBe(30);
    const day = g.get('2027-03-02') ?? [];
    expect(day.length).toBe(334);
    expect(day.every((e, i) => i === 0 || (day[i - 1]?.scheduled_at ?? '') <= (e.scheduled_at ?? ''))).toBe(true);
  });

  it('titles a week with its range of dates, in the language', () => {
    const week = visibleDays('week', '2027-03-24');
    expect(weekTitle(week, 'en')).toMatch(/March 22\s*–\s*28, 2027|22\s*–\s*28 March 2027/);
    expect(weekTitle(week, 'vi')).toMatch(/22\s*[–-]\s*28/);
    expect(weekTitle(week, 'vi')).toContain('2027');
    expect(weekTitle(visibleDays('week', '2027-03-31'), 'en')).toMatch(/March 29\s*–\s*April 4, 2027|29 March\s*–\s*4 April 2027/);
  });
});

describe('row window', () => {
  it('draws every row of a short table and a window of a long one', () => {
    expect(rowWindow({ count: 47, rowHeight: 34, scrollTop: 0, viewport: 600 })).toEqual({ start: 0, end: 47, top: 0, total: 47 * 34 });
    const w = rowWindow({ count: 20_000, rowHeight: 34, scrollTop: 34 * 5_000, viewport: 680, overscan: 10 });
    expect(w).toEqual({ start: 4_990, end: 5_030, top: 4_990 * 34, total: 20_000 * 34 });
    expect(rowWindow({ count: 20_000, rowHeight: 34, scrollTop: 0, viewport: 0 }).end).toBeGreaterThan(20);
    const end = rowWindow({ count: 20_000, rowHeight: 34, scrollTop: 34 * 20_000, viewport: 680 });
    expect(end.end).toBe(20_000);
    expect(end.start).toBeLessThan(20_000);
  });
});
