/**
 * w22outbox (walk 20, 4): after a two-CLI race (Lan's call was a replay of Bảo's: the Hub answered with Bảo's post),
 * Lan's Outbox header said "3 jobs, 1 waiting", counting the replayed call's job as her own waiting job, while its
 * card and its Table row said "sent by Bảo". The header's counts (src-shared/outbox-counts.ts) read the field the card
 * reads, the job's post `by` (jobPost: bridge outbox.ts toJobDto), and the Table's summary counts the same job as
 * Bảo's: one derivation. Set-up as test/bridge/job-post-team.test.ts and test/publisher/w12table-again-rows.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { jobPost } from '../../src-main/bridge/outbox';
import type { Job } from '../../src-main/library';
import { outcomeRows, outcomeSummary, withReplays, type TeamOutcome } from '../../src-main/publisher';
import { outboxCounts } from '../../src-shared/outbox-counts';

const T0 = Date.parse('2026-11-27T03:00:00Z');
const job = (over: Partial<Job>): Job => ({
  id: 'j', draftId: 'd', idempotencyKey: 'pra_k', state: 'done', hubStatus: 'completed', platforms: ['instagram'], fields: {},
  outcomes: [{ channel: 'instagram', success: true, url: 'https://example.com/p', code: null, message: null, vietnamese: null }],
  lastError: null, nextAt: null, createdAt: T0, sentAt: T0, scheduledAt: null, supersededBy: null, ...over,
}) as Job;
/** Bảo's scheduled post: his call was the Hub's original; Lan's call under the same key was a replay of it. */
const baos: TeamOutcome = {
  id: 'j-bao', draftId: 'd-race', key: 'pra_race', state: 'awaiting', hubStatus: 'scheduled', platforms: ['instagram'], fields: {},
  outcomes: null, lastError: null, nextAt: null, createdAt: T0 + 1_000, scheduledAt: '2026-11-28T03:00:00.000Z',
  by: { memberId: 'm-bao', name: 'Bảo' }, at: T0 + 1_000, sentFirst: 'original',
};
const team = { me: { memberId: 'm-lan', name: 'Lan' }, sharedOutcomes: (draftId: string) => [baos].filter((o) => o.draftId === draftId) };

const lans: Job[] = [
  job({ id: 'j-1', draftId: 'd-1', idempotencyKey: 'pra_1', createdAt: T0 - 2_000, sentAt: T0 - 2_000 }),
  job({ id: 'j-2', draftId: 'd-2', idempotencyKey: 'pra_2', createdAt: T0 - 1_000, sentAt: T0 - 1_000 }),
  job({ id: 'j-race', draftId: 'd-race', idempotencyKey: 'pra_race', state: 'awaiting', hubStatus: 'scheduled', outcomes: null, createdAt: T0 + 2_000, sentAt: T0 + 2_000, scheduledAt: '2026-11-28T03:00:00.000Z' }),
];
/** Lan's Outbox list as jobs.list gives it: each job with its card's post (toJobDto: jobPost over the team's outcomes). */
const listed = lans.map((j) => ({ id: j.id, state: j.state, post: jobPost(j, team) }));

describe("Lan's Outbox after her call replayed Bảo's", () => {
  it("the replayed job's card says Bảo sent it", () => {
    expect(listed.find((j) => j.id === 'j-race')!.post.by).toMatchObject({ name: 'Bảo', here: true });
  });

  it("the header: 3 jobs, 1 waiting, and that one is Bảo's send, not a waiting job of Lan's own", () => {
    const c = outboxCounts(listed);
    expect(c.jobs).toBe(3);
    expect(c.waiting).toBe(1);
    expect(c.own).toBe(0);
    expect(c.byTeammates.waiting).toBe(1);
    expect(c.byTeammates.senders.map((s) => s.name)).toEqual(['Bảo']);
  });

  it("the Table counts the same job as Bảo's: the header's own waiting count is the Table's own, its teammates' the Table's teammates'", () => {
    const byId = new Map(lans.map((j) => [j.id, j]));
    const rows = withReplays(outcomeRows(lans), (id) => (byId.has(id) ? jobPost(byId.get(id)!, team) : null));
    const s = outcomeSummary(rows);
    const c = outboxCounts(listed);
    expect(s.total.waiting - s.teammates.waiting).toBe(c.own);
    expect(s.teammates.waiting).toBe(c.byTeammates.waiting);
  });

  it('own waiting jobs stay own; two replays of one teammate name them once', () => {
    const c = outboxCounts([
      { state: 'sending', post: { by: null } },
      { state: 'awaiting', post: { by: { memberId: 'm-bao', name: 'Bảo' } } },
      { state: 'retrying', post: { by: { memberId: 'm-bao', name: 'Bảo' } } },
      { state: 'done', post: { by: { memberId: 'm-chi', name: 'Chi' } } },
    ]);
    expect(c).toEqual({ jobs: 4, waiting: 3, own: 1, byTeammates: { waiting: 2, senders: [{ memberId: 'm-bao', name: 'Bảo' }], unnamed: 0 } });
  });
});
