/**
 * w29resend (walk 25, 2 and 4): the Outbox card's time and by-line, read from the core's one derivation.
 * 2. A post whose calls never reached the Hub (the Hub down: post state sending, retrying on `network`) read "Handed to the
 *    Hub at 8:15" beside "Not sent yet": now "Waiting to reach the Hub (not reachable since 8:15; will try again)"; once it
 *    reached the Hub, the time is when its call went (the job's sentAt, the Outbox table's), not when the job was written.
 * 4. A published card's by-line said "Published by you · 8:22 AM" under "Published at 3:32 PM": 8:22 is when it was SENT.
 *    On the card: "Sent by you · 8:22 AM".
 * Failed on the old code: postTime had no `unreachedSince` (kind "handedAt"), and sentByLine said "Published by you".
 */
import { strictT } from './helpers';
import { describe, expect, it } from 'vitest';
import { postTime } from '../../src-renderer/src/lib/postTime';
import { sentByLine } from '../../src-renderer/src/lib/postState';
import { waitingToReach } from '../../src-shared/waiting-to-reach';
import { postState } from '../../src-main/publisher';
import type { Job } from '../../src-main/library';

const tEn = strictT('en');
const tVi = strictT('vi');

const T0 = Date.parse('2026-11-28T08:15:00Z');
const job = (over: Partial<Job>): Job => ({
  id: 'j1', state: 'retrying', hubStatus: null, platforms: ['x'], fields: { caption: 'Hi' }, outcomes: null, lastError: { code: 'network', message: 'connect ECONNREFUSED' },
  nextAt: T0 + 60_000, createdAt: T0, scheduledAt: null, sentAt: T0 + 30_000, ...over,
} as unknown as Job);
const cardTime = (j: Job, t: typeof tEn): string => {
  const post = postState([j]);
  const pt = postTime({ scheduledAt: null, timezone: null, state: post.state, handedAt: new Date(j.sentAt ?? j.createdAt).toISOString(), unreachedSince: waitingToReach(post) ? new Date(j.createdAt).toISOString() : null }, 'UTC', 'en');
  return t(`mend32.time.${pt.kind}`, { values: { time: pt.time } });
};

describe('the Outbox card while the Hub is down, and once it answered (w29resend)', () => {
  it('waiting to reach the Hub, since the job was queued; never "handed to the Hub"', () => {
    const down = job({});
    expect(waitingToReach(postState([down]))).toBe(true);
    expect(cardTime(down, tEn)).toMatch(/^Waiting to reach the Hub \(not reachable since .*8:15.*; will try again\)$/);
    expect(cardTime(down, tVi)).toMatch(/^Đang chờ kết nối tới Hub \(không kết nối được từ .*8:15.*; sẽ thử lại\)$/);
  });
  it('once the Hub took it: the time its call went (8:17), not when the job was written (8:15)', () => {
    const done = job({ state: 'done', hubStatus: 'completed', lastError: null, outcomes: [{ channel: 'x', success: true, url: null, code: null, message: null }] as Job['outcomes'], sentAt: T0 + 128_000 });
    expect(waitingToReach(postState([done]))).toBe(false);
    expect(cardTime(done, tEn)).toMatch(/^Handed to the Hub at .*8:17/);
  });
  it('a Hub refusal in a retry (not the network) is not "waiting to reach the Hub"', () => {
    expect(waitingToReach(postState([job({ lastError: { code: 'upstream_error', message: '' } })]))).toBe(false);
  });
});

describe("a published card's by-line says when it was sent, with the send word (w29resend)", () => {
  const at = (ms: number): string => `@${ms}`;
  const published = { state: 'published' as const, published: 1, total: 1, mine: { at: T0 } };
  it('the card: "Sent by you"; elsewhere (Library, Compose) unchanged', () => {
    expect(sentByLine(published, tEn, at, { outcomeShown: true })).toBe(`Sent by you · @${T0}`);
    expect(sentByLine(published, tVi, at, { outcomeShown: true })).toBe(`Do bạn gửi · @${T0}`);
    expect(sentByLine({ ...published, state: 'unknown' }, tEn, at, { outcomeShown: true })).toBe(`Outcome unknown — sent by you · @${T0}`);
    expect(sentByLine(published, tEn, at)).toBe(`Published by you · @${T0}`);
  });
});
