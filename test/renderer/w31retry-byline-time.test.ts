/**
 * w31retry (s27's w30outbox left-out): Library, Compose and Review said "Published by Bảo · <time>" with the SEND's time:
 * a post Bảo sent at 21:00 for 08:00 the next morning read as published at 21:00. The by-line (lib/postState.ts
 * sentByLine, the one by-line of those screens) now says both times when the send had one — "Published by Bảo · sent … ·
 * scheduled for Nov 28, 2026, 8:00 AM (Asia/Ho_Chi_Minh)" — from the core's post state (scheduledAt/timezone as sent: bylines.ts carries
 * them to the Library's and Review's rows); a post sent at once keeps "Published by Bảo · <send>" (it went at the send).
 * The Outbox card's line (cardByLine: "Sent by …", its badge says the time) is unchanged. Failed on the old code (the
 * line was "Published by Bảo · @…" for the scheduled post).
 */
import { strictT } from './helpers';
import { describe, expect, it } from 'vitest';
import { cardByLine, sentByLine } from '../../src-renderer/src/lib/postState';

const tEn = strictT('en');
const tVi = strictT('vi');
const when = (ms: number) => `@${new Date(ms).toISOString().slice(11, 16)}Z`;
const SENT = Date.parse('2026-11-27T14:00:00Z'); // 21:00 in Ho Chi Minh City
const BAO = { memberId: 'm_bao', name: 'Bảo', at: SENT };
const FOR = { scheduledAt: '2026-11-28T08:00', timezone: 'Asia/Ho_Chi_Minh' };

describe('the by-line of a published post says when it was sent and, if it had one, the time it was published for', () => {
  it('a scheduled post: sent … · scheduled for … (its zone), in en and vi, by a teammate and by you', () => {
    const line = sentByLine({ state: 'published', by: BAO, ...FOR }, tEn, when, { locale: 'en' });
    expect(line).toMatch(/^Published by Bảo · sent @14:00Z · scheduled for .*8:00.* \(Asia\/Ho_Chi_Minh\)$/);
    expect(line).toContain('Nov 28');
    expect(sentByLine({ state: 'published', by: BAO, ...FOR }, tVi, when, { locale: 'vi' })).toMatch(/^Đã đăng bởi Bảo · gửi lúc @14:00Z · hẹn đăng .*08:00.* \(.+\)$/);
    expect(sentByLine({ state: 'published', mine: { at: SENT }, ...FOR }, tEn, when, { locale: 'en' })).toMatch(/^Published by you · sent @14:00Z · scheduled for /);
    expect(sentByLine({ state: 'partial', by: BAO, published: 1, total: 2, ...FOR }, tEn, when, { locale: 'en' })).toMatch(/^Partly published by Bảo: 1 of 2 channels · sent @14:00Z · scheduled for /);
  });

  it('a post sent at once went at the send: "Published by Bảo · <send>" as before; the Outbox card says "Sent by"', () => {
    expect(sentByLine({ state: 'published', by: BAO, scheduledAt: null, timezone: null }, tEn, when)).toBe('Published by Bảo · @14:00Z');
    expect(cardByLine({ state: 'published', by: BAO, ...FOR }, tEn, when)).toBe('Sent by Bảo · @14:00Z');
    // Not out yet: "Sent by", whatever its time (the state line says "Scheduled for").
    expect(sentByLine({ state: 'scheduled', by: BAO, ...FOR }, tEn, when)).toBe('Sent by Bảo · @14:00Z');
  });
});
