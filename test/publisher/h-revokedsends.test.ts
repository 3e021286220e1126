/**
 * h-revokedsends (walk 39b): a teammate's send whose sender the team revoked while its outcome was still to come. The
 * core's one derivation (draft-states withTeam → post-state postState) keeps the sender's revocation on the post's `by`
 * (`revokedAt`) only then: sending, queued, scheduled or unknown, and this computer holding no job of its key. `drafts
 * list` and `status` say it (postStateText, unsharedText), and no revoked computer is offered (teammateSenderOnly).
 * Before: postState had no such fact; the words said "sending" and "only Tuấn's computer can withdraw it".
 */
import { describe, expect, it } from 'vitest';
import type { Job } from '../../src-main/library';
import { postState, postStateText, senderRevokedAt, teammateSenderOnly, unsharedText, withTeam, type TeamOutcome } from '../../src-main/publisher';
import { revokedMembers } from '../../src-main/team/kept';

const REVOKED = Date.parse('2026-11-29T03:00:01.200Z');
const NOW = Date.parse('2026-11-29T04:00:00Z');
const job = (over: Partial<Job> = {}): Job => ({
  id: 'j-tuan', draftId: 'd1', idempotencyKey: 'k1', state: 'awaiting', hubStatus: 'processing', platforms: ['mastodon'], fields: {},
  outcomes: null, lastError: null, nextAt: null, createdAt: 1_000, sentAt: 1_000, scheduledAt: null, supersededBy: null, ...over,
}) as Job;
const theirs = (over: Partial<Job> = {}, revokedAt: number | null = REVOKED): TeamOutcome => {
  const { id, state, hubStatus, platforms, fields, outcomes, lastError, nextAt, createdAt, scheduledAt } = job(over);
  return { id, state, hubStatus, platforms, fields, outcomes, lastError, nextAt, createdAt, scheduledAt, draftId: 'd1', key: 'k1', by: { memberId: 'Tuấn', name: 'Tuấn', ...(revokedAt !== null ? { revokedAt } : {}) }, at: 900 };
};
const on = (local: Job[], shared: TeamOutcome[], mine: Array<[string, 'original' | 'replay']> = []) => postState(withTeam(local, shared, 'Olivia', new Map(mine)));

describe("the members revoked now, from the server's list (kept.ts revokedMembers)", () => {
  it('a name with no active member, at its latest revocation; a member given a new token is active again', () => {
    const m = revokedMembers([
      { name: 'Tuấn', role: 'editor', revokedAt: '2026-11-29T03:00:01.200Z' },
      { name: 'Lan', role: 'editor', revokedAt: '2026-11-01T00:00:00Z' },
      { name: 'Lan', role: 'editor', revokedAt: null },
      { name: 'Olivia', role: 'owner', revokedAt: null },
    ]);
    expect([...m]).toEqual([['Tuấn', REVOKED]]);
    expect(revokedMembers(null).size).toBe(0);
  });
});

describe("a revoked teammate's send, on Olivia's laptop", () => {
  it('sending: the post keeps who was revoked and when; the words say its outcome cannot reach the team, never "sending"', () => {
    const p = on([], [theirs()]);
    expect(p.state).toBe('sending');
    expect(senderRevokedAt(p)).toBe(REVOKED);
    expect(postStateText(p, NOW)).toBe(`sending when Tuấn's computer last shared it; ${unsharedText(p)}`);
    expect(unsharedText(p)).toBe("what became of it cannot reach the team: Tuấn's member token was revoked at 2026-11-29 03:00 UTC and the team refuses that computer's news; it is shared when Tuấn joins again with a new token from the team owner");
    expect(teammateSenderOnly(p, NOW)).toEqual([]);
  });

  it('unknown and scheduled too (the outcome still to come), their own words first', () => {
    const unknown = on([], [theirs({ state: 'unknown', hubStatus: null, lastError: { code: 'upstream_timeout', message: '' } as Job['lastError'] })]);
    expect(unknown.state).toBe('unknown');
    expect(postStateText(unknown, NOW)).toMatch(/^outcome unknown \(may be live\); what became of it cannot reach the team: Tuấn's member token was revoked/);
    expect(teammateSenderOnly(unknown, NOW)).toEqual([]);
  });

  it('a final outcome he shared before (published) is his post, without the revocation: nothing was left to share', () => {
    const p = on([], [theirs({ state: 'done', hubStatus: 'completed', outcomes: [{ channel: 'mastodon', success: true, url: 'https://m.example/1', code: null, message: null, vietnamese: null }] })]);
    expect(p.state).toBe('published');
    expect(p.by).toMatchObject({ name: 'Tuấn' });
    expect(senderRevokedAt(p)).toBeNull();
    expect(postStateText(p, NOW)).toBe('published on all channels (1 of 1)');
  });

  it('a member not revoked: "sending" and "only Tuấn\'s computer can withdraw it", as before', () => {
    const p = on([], [theirs({}, null)]);
    expect(senderRevokedAt(p)).toBeNull();
    expect(postStateText(p, NOW)).toBe('sending');
    expect(teammateSenderOnly(p, NOW)).toEqual(['cancel']);
  });

  it('this computer holds its own job of the key (a replay): its own outcome comes, so no revocation is said', () => {
    const p = on([job({ id: 'j-olivia', sentAt: 2_000, createdAt: 2_000 })], [theirs()], [['j-olivia', 'replay']]);
    expect(p.by).toMatchObject({ name: 'Tuấn', here: true });
    expect(senderRevokedAt(p)).toBeNull();
  });
});
