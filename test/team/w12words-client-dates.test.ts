import { describe, expect, it } from 'vitest';
import { clientLocale, clientTime } from '../../src-main/team/preview/page';

/**
 * w12words (walk 12): the client's page wrote "Friday, 4 December 2026 at 18:00" for an English-reading client in
 * Los Angeles: day first and a 24-hour clock. Dates follow the client's locale: the page's language and the
 * client's region (an America/* zone reads en-US), decided in one place (clientLocale).
 */
const post = { scheduled_at: '2026-12-05T09:00', timezone: 'Asia/Ho_Chi_Minh', add_to_queue: false };

describe("the client page's dates in the client's locale", () => {
  it('English for a client in America/*: month first, a 12-hour clock', () => {
    expect(clientLocale('en', 'America/Los_Angeles')).toBe('en-US');
    expect(clientTime(post, 'America/Los_Angeles', 'en').replace(/\u202f/g, ' ')).toBe('Friday, December 4, 2026 at 6:00 PM');
  });
  it('English elsewhere: day first, a 24-hour clock', () => {
    expect(clientLocale('en', 'Europe/London')).toBe('en-GB');
    expect(clientTime(post, 'Europe/London', 'en')).toBe('Saturday, 5 December 2026 at 02:00');
  });
  it('Vietnamese: vi-VN wherever the client is', () => {
    expect(clientLocale('vi', 'America/Los_Angeles')).toBe('vi-VN');
    const la = clientTime(post, 'America/Los_Angeles', 'vi');
    expect(la).toContain('18:00');
    expect(la).toContain('4 tháng 12, 2026');
  });
});
