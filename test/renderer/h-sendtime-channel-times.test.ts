/**
 * h-sendtime (walk 40b): a post sent to Instagram + X at 9:00, X refused, then retried for 14:00 (Ho Chi Minh City). The
 * by-line (lib/postState.ts sentByLine: Library rows, Compose) said the first send's time for the whole post; Compose said
 * "The Hub holds this post for 14:00" beside Instagram published at 9:00. With the core's `times` (each channel's time,
 * from the job deciding it), the line says each: "Sent by Bảo: Instagram published … · X scheduled for … (…)", en and vi;
 * channelTimesLine is the one wording Compose's held line and a teammate's Outbox card read too. Failed on the old code
 * (channelTimesLine did not exist; the line was "Sent by Bảo · @02:00Z"). Walk 44a (minor): one line, one clock: a part
 * said by when it was sent is on the clock of the zone the line's other times are in, labelled (h-athub-one-clock.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { strictT } from './helpers';
import * as postState from '../../src-renderer/src/lib/postState';
import type { PostStateDto } from '../../src-main/bridge/contract';

const { sentByLine } = postState;
const tEn = strictT('en');
const tVi = strictT('vi');
const when = (ms: number) => `@${new Date(ms).toISOString().slice(11, 16)}Z`;
const label = (c: string) => ({ instagram: 'Instagram', x: 'X' })[c] ?? c;
const T1 = Date.parse('2026-11-29T02:00:00Z'); // 9:00 in Ho Chi Minh City
const TIMES: NonNullable<PostStateDto['times']> = [
  { channels: ['instagram'], state: 'published', sentAt: T1, scheduledAt: null, timezone: null },
  { channels: ['x'], state: 'scheduled', sentAt: T1 + 60_000, scheduledAt: '2026-11-29T14:00', timezone: 'Asia/Ho_Chi_Minh' },
];
const BAO = { memberId: 'm_bao', name: 'Bảo', at: T1 };

describe('a post whose channels go at two times', () => {
  it('the by-line says each channel at its own time, by a teammate and by you, in en and vi', () => {
    const line = sentByLine({ state: 'scheduled', by: BAO, times: TIMES, scheduledAt: '2026-11-29T14:00', timezone: 'Asia/Ho_Chi_Minh' }, tEn, when, { locale: 'en', label });
    expect(line).toMatch(/^Sent by Bảo: Instagram published Nov 29, 2026, 9:00.AM \(Asia\/Ho_Chi_Minh\) · X scheduled for .*2:00.*PM.* \(Asia\/Ho_Chi_Minh\)$/);
    expect(sentByLine({ state: 'scheduled', mine: { at: T1 }, times: TIMES }, tEn, when, { locale: 'en', label })).toMatch(/^Sent by you: Instagram published .*9:00.AM \(Asia\/Ho_Chi_Minh\) · X scheduled for /);
    const vi = sentByLine({ state: 'scheduled', by: BAO, times: TIMES }, tVi, when, { locale: 'vi', label });
    expect(vi).toMatch(/^Do Bảo gửi: Instagram đã đăng lúc .*09:00.* \(.+\) · X hẹn đăng lúc .*14:00.* \(.+\)$/);
  });

  it('published at both times: each time, the one sent for in its zone', () => {
    const done = TIMES.map((x) => ({ ...x, state: 'published' as const }));
    expect(postState.channelTimesLine(done, tEn, when, label, 'en')).toMatch(/^Instagram published .*9:00.AM \(Asia\/Ho_Chi_Minh\) · X published .*2:00.*PM.* \(Asia\/Ho_Chi_Minh\)$/);
    expect(postState.channelTimesLine([TIMES[0]!, { ...TIMES[1]!, state: 'hub_refused' }], tEn, when, label, 'en')).toMatch(/^Instagram published Nov 29, 2026, 9:00.AM \(Asia\/Ho_Chi_Minh\) · X: Hub refused, sent Nov 29, 2026, 9:01.AM \(Asia\/Ho_Chi_Minh\)$/);
  });

  it('one time: no times, the line as before', () => {
    expect(postState.channelTimesLine(undefined, tEn, when, label, 'en')).toBe('');
    expect(sentByLine({ state: 'scheduled', by: BAO, scheduledAt: '2026-11-29T14:00', timezone: 'Asia/Ho_Chi_Minh' }, tEn, when)).toBe('Sent by Bảo · @02:00Z');
  });
});
