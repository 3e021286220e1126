/**
 * The calendar's legend names every mark a chip can wear (issue 32, mend32 item 4: ◐ was missing),
 * and a chip on another zone's clock than the calendar's names its zone.
 */
import { describe, expect, it } from 'vitest';
import { chipZone, LEGEND_MARKS, markOf } from '../../src-renderer/src/lib/calendar';
import { POST_STATES } from '../../src-renderer/src/lib/postState';

describe('calendar legend', () => {
  it('has a word for every mark any post state puts on a chip, each mark once', () => {
    const legendMarks = LEGEND_MARKS.map((l) => l.mark);
    for (const s of POST_STATES) {
      expect(legendMarks, `${s} wears ${markOf(s)}`).toContain(markOf(s));
      expect(LEGEND_MARKS.find((l) => l.mark === markOf(s))!.states, `${s} is named beside ${markOf(s)}`).toContain(s);
    }
    expect(new Set(legendMarks).size).toBe(legendMarks.length);
    expect(LEGEND_MARKS.find((l) => l.mark === '◐')?.states).toEqual(['partial']);
  });
});

describe('a chip\'s zone', () => {
  const at = (timezone: string | null) => ({ scheduled_at: '2026-11-27T09:00:00', timezone, predicted_timezone: null });
  it('is said when it is not the calendar\'s, by its city', () => {
    expect(chipZone(at('Asia/Ho_Chi_Minh'), 'America/Los_Angeles')).toBe('Ho Chi Minh');
    expect(chipZone(at('UTC'), 'America/Los_Angeles')).toBe('UTC');
    expect(chipZone(at('America/Los_Angeles'), 'America/Los_Angeles')).toBe('');
    expect(chipZone(at(null), 'America/Los_Angeles')).toBe('');
  });
  it('a queued post reads its predicted slot\'s zone', () => {
    expect(chipZone({ scheduled_at: null, timezone: null, predicted_timezone: 'Europe/Berlin' }, 'UTC')).toBe('Berlin');
  });
});
