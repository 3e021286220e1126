/**
 * Walk 44a (minor): Marc's Library row of "Soon" (sent for 17:31 Ho Chi Minh City: Facebook published, Instagram refused)
 * read "Facebook published Nov 29, 2026, 5:31 PM (Asia/Ho_Chi_Minh) · Instagram: Channel refused, sent Nov 29, 2026,
 * 5:34 AM": two clocks in one line, the second the reader's (New York), unlabelled, as if Instagram went 12 hours before
 * Facebook. Now the line (lib/postState.ts channelTimesLine: Library rows, Compose, Outbox cards, the review queue) says
 * every part on one clock, the zone its times were sent for, each labelled. Failed before: "sent Nov 29, 2026, 5:34 AM".
 */
import { describe, expect, it } from 'vitest';
import { strictT } from './helpers';
import { channelTimesLine } from '../../src-renderer/src/lib/postState';
import type { PostStateDto } from '../../src-main/bridge/contract';

const label = (c: string) => ({ facebook: 'Facebook', instagram: 'Instagram' })[c] ?? c;
/** The reader's clock: New York's, as Marc's laptop. */
const newYork = (ms: number) => new Date(ms).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });
const SOON: NonNullable<PostStateDto['times']> = [
  { channels: ['facebook'], state: 'published', sentAt: Date.parse('2026-11-29T10:29:00Z'), scheduledAt: '2026-11-29T17:31', timezone: 'Asia/Ho_Chi_Minh' },
  { channels: ['instagram'], state: 'refused', sentAt: Date.parse('2026-11-29T10:34:00Z'), scheduledAt: null, timezone: null },
];

describe('a line of channel times, one of them said by when it was sent', () => {
  it('says every part on one clock, labelled with its zone, in en and vi', () => {
    expect(channelTimesLine(SOON, strictT('en'), newYork, label, 'en')).toMatch(/^Facebook published Nov 29, 2026, 5:31.PM \(Asia\/Ho_Chi_Minh\) · Instagram: Channel refused, sent Nov 29, 2026, 5:34.PM \(Asia\/Ho_Chi_Minh\)$/);
    expect(channelTimesLine(SOON, strictT('vi'), newYork, label, 'vi')).toMatch(/^Facebook đã đăng lúc .*17:31.* \(Asia\/Ho_Chi_Minh\) · Instagram: .+, gửi lúc .*17:34.* \(Asia\/Ho_Chi_Minh\)$/);
  });
});
