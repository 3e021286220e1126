/**
 * unknowncard (walk 31, finding 1): Lan and Bảo pressed Publish on one post at once while the Hub timed out; Lan's call
 * was the Hub's, Bảo's a replay. After Lan asked the Hub, Bảo's own card said "Published · Sent by Lan" (its post read
 * Lan's outcome of the SAME key) and still, under it, "The outcome is unknown: the post MAY be live", with no channel
 * lines: the card's job fields were Bảo's journal row (unknown, upstream_timeout, no outcomes). One key is one post at
 * the Hub: once any laptop of the team has the Hub's answer, this laptop's job of that key reads as that answer (state,
 * outcomes, no error), and says whose laptop read it (`knownFrom`). The CLI's `status` reads the same (publisher jobKnown).
 */
import { describe, expect, it } from 'vitest';
import { toJobDto } from '../../src-main/bridge/outbox';
import type { Job } from '../../src-main/library';
import { jobKnown, type TeamOutcome } from '../../src-main/publisher';

const T0 = Date.parse('2026-11-28T18:14:43Z');
const KEY = 'pra_KqXHXIOr9abhpV35u8OozMhM1Obq5fNfZMOXr0eFADw';
const timeout = { code: 'upstream_timeout', message: 'The publish took longer than the Hub waits. The outcome is unknown and the post may be live.' };
const baos = (over: Partial<Job> = {}): Job => ({
  id: 'j-bao', draftId: 'd1', idempotencyKey: KEY, state: 'unknown', hubStatus: null, platforms: ['facebook', 'instagram'], fields: { caption: 'Cùng lúc: cà phê trứng' }, outcomes: null,
  lastError: timeout, nextAt: null, createdAt: T0, updatedAt: T0, sentAt: T0, attempts: 1, polls: 0, scheduledAt: null, supersededBy: null, ...over,
}) as Job;
const live = (channel: string) => ({ channel, success: true, url: `https://sandbox.postroom.invalid/${channel}/Cb`, code: null, message: null, vietnamese: null });
const lans = (over: Partial<TeamOutcome> = {}): TeamOutcome => ({
  id: 'j-lan', draftId: 'd1', key: KEY, state: 'done', hubStatus: 'completed', platforms: ['facebook', 'instagram'], fields: {}, outcomes: [live('facebook'), live('instagram')],
  lastError: null, nextAt: null, createdAt: T0, scheduledAt: null, by: { memberId: 'm-lan', name: 'Lan' }, at: T0 + 230_000, sentFirst: 'original', ...over,
});
const team = (shared: TeamOutcome[]) => ({ me: { memberId: 'm-bao', name: 'Bảo' }, sharedOutcomes: () => shared });

describe("a job whose outcome a teammate's laptop learnt from the Hub under the same key", () => {
  it("is that answer on this laptop's card: published, its channels' lines, no unknown outcome left (was: unknown, timeout, no lines)", () => {
    const dto = toJobDto(baos(), T0 + 300_000, team([lans()]));
    expect(dto.post.state).toBe('published');
    expect(dto.state).toBe('done');
    expect(dto.hubStatus).toBe('completed');
    expect(dto.lastError).toBeNull();
    expect(dto.outcomes.map((o) => [o.channel, o.success])).toEqual([['facebook', true], ['instagram', true]]);
    expect(dto.knownFrom).toEqual({ memberId: 'm-lan', name: 'Lan' });
  });

  it('stays unknown while no laptop knows more, and a teammate still unknown too tells nothing', () => {
    for (const shared of [[], [lans({ state: 'unknown', hubStatus: null, outcomes: null, lastError: timeout })]]) {
      const dto = toJobDto(baos(), T0, team(shared));
      expect(dto.state).toBe('unknown');
      expect(dto.lastError?.code).toBe('upstream_timeout');
      expect(dto.knownFrom ?? null).toBeNull();
    }
  });

  it("a job final here is its own answer, whatever a teammate's says; another key is another post", () => {
    const mine = baos({ state: 'done', hubStatus: 'completed', lastError: null, outcomes: [live('facebook'), live('instagram')] });
    expect(jobKnown(mine, team([lans({ hubStatus: 'failed' })]))).toEqual({ job: mine, knownFrom: null });
    expect(jobKnown(baos(), team([lans({ key: 'pra_other' })])).knownFrom).toBeNull();
    expect(jobKnown(baos(), null)).toEqual({ job: baos(), knownFrom: null });
  });
});
