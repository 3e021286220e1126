/**
 * h-calout (walk 39a, 1): a post sent at once (the core's `sent_at`, test/bridge/h-calout-sent-now-calendar) is placed on
 * the day and hour it went out on its reader's clock: 03:54 UTC on 29 November is 10:54 on the 29th in Ho Chi Minh (Hạnh)
 * and 22:54 on the 28th in New York (Marc), read in their own zone with no other zone named on the chip. Before, it had
 * no wall time and was on no day.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { CalendarEntryDto } from '../../src-main/bridge/contract';
import { chipZone, groupByDay, hourOf, whenLine } from '../../src-renderer/src/lib/calendar';

const was = process.env.TZ;
afterEach(() => {
  if (was === undefined) delete process.env.TZ;
  else process.env.TZ = was;
});

const sentNow: CalendarEntryDto = {
  id: 'd-pho', profile_id: 'prof_pho', platforms: ['facebook'], caption: 'Phở bò tái', state: 'published', at: Date.parse('2026-11-29T03:54:02Z'),
  scheduled_at: null, timezone: null, add_to_queue: false, campaignId: null, predicted_at: null, predicted_timezone: null, wall_at: null,
  held: true, fixed: 'already_sent', sent_at: '2026-11-29T03:54:02.000Z',
};

describe('a post sent at once on the calendar', () => {
  it("is on the day and hour it went out on the reader's clock", () => {
    process.env.TZ = 'Asia/Ho_Chi_Minh';
    expect([...groupByDay([sentNow]).keys()]).toEqual(['2026-11-29']);
    expect(hourOf(sentNow)).toBe(10);
    expect(whenLine(sentNow)).toBe('10:54 Asia/Ho_Chi_Minh');
    expect(chipZone(sentNow, 'Asia/Ho_Chi_Minh')).toBe('');
    process.env.TZ = 'America/New_York';
    expect([...groupByDay([sentNow]).keys()]).toEqual(['2026-11-28']);
    expect(hourOf(sentNow)).toBe(22);
    expect(whenLine(sentNow)).toBe('22:54 America/New_York');
  });
});
