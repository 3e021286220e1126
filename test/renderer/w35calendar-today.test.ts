/**
 * walk 35, 1: the calendar's "today" was the UTC date: at 06:25 on Sunday 29 November in Ho Chi Minh (23:25 UTC on the
 * 28th) both laptops marked the 28th. Today is the date on this computer's clock (calendar.ts localDay).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isoDay, localDay } from '../../src-renderer/src/lib/calendar';

const was = process.env.TZ;
afterEach(() => {
  if (was === undefined) delete process.env.TZ;
  else process.env.TZ = was;
});

describe("the calendar's today", () => {
  it("is this computer's date, not the UTC date", () => {
    const at = Date.UTC(2026, 10, 28, 23, 25);
    process.env.TZ = 'Asia/Ho_Chi_Minh';
    expect(localDay(at)).toBe('2026-11-29');
    process.env.TZ = 'America/New_York';
    expect(localDay(at)).toBe('2026-11-28');
    expect(localDay(Date.UTC(2026, 10, 29, 3, 0))).toBe('2026-11-28'); // 22:00 on the 28th in New York
    expect(isoDay(Date.UTC(2026, 10, 29, 3, 0))).toBe('2026-11-29');
  });
});
