/**
 * w9camp (walk 9, F4): the Send tab said "Send them for review or ask an approver" of posts already IN review. The
 * core's count of a send now (status `now`) splits the posts waiting for the review by what they wait for: in review
 * (`inReview`: ask an approver) and not sent for review yet or edited since their approval (`toSubmit`: send them
 * for review); changes requested and a role that cannot publish are neither. Before: only `waiting` (and `changes`).
 */
import { describe, expect, it } from 'vitest';
import { CampaignSender } from '../../src-main/campaigns';
import { campaigns, drafts, type Library } from '../../src-main/library';
import type { TeamApproval, TeamPublishPort, TeamWaiting } from '../../src-main/publisher';
import { tempLibrary } from '../library/helpers';

function teamOf(approvals: Map<string, TeamApproval | TeamWaiting>, revision: (id: string) => string): TeamPublishPort {
  return {
    me: { memberId: 'm-lan', name: 'Lan' },
    approval: (id) => approvals.get(id) ?? { waiting: 'review' },
    contentRevision: (d) => revision(d.id),
    keyFor: (d, a, p) => `k-${d}-${a}-${p}`,
    claim: () => undefined,
    sharedOutcome: () => null,
    sharedOutcomes: () => [],
  };
}

const senderOf = (lib: Library, team: TeamPublishPort) => new CampaignSender({
  library: lib, team: () => team,
  publisher: async () => ({ batchProgress: (id: string) => ({ id, total: 0, pending: 0, skipped: 0, byState: {} }) }) as never,
});

describe("a send now, the posts waiting for the team's review split by what they wait for", () => {
  it('2 in review, 1 never sent for review, 1 edited since approved, 1 with changes requested, 1 approved', async () => {
    const { lib } = tempLibrary();
    const posts = Array.from({ length: 6 }, (_, i) => drafts.create(lib.db, { profile_id: 'p1', platforms: ['threads'], caption: `Áo dài ${i + 1}`, photos: [{ url: 'https://cdn.example.com/aodai.jpg' }], scheduled_at: `2027-04-0${i + 1}T09:00`, timezone: 'Asia/Ho_Chi_Minh' }));
    const id = campaigns.create(lib.db, { name: 'Áo dài', draftIds: posts.map((d) => d.id) }).id;
    const [r1, r2, fresh, edited, changes, ok] = posts.map((d) => d.id) as [string, string, string, string, string, string];
    const inReview: TeamWaiting = { waiting: 'approval', who: 'an owner or an approver' };
    const team = teamOf(new Map<string, TeamApproval | TeamWaiting>([
      [r1, inReview], [r2, inReview], [fresh, { waiting: 'review' }],
      [edited, { approvalId: 'apr-e', revision: 'r1' }], [changes, { waiting: 'changes_requested', who: 'Bảo' }], [ok, { approvalId: 'apr-ok', revision: 'r1' }],
    ]), (d) => (d === edited ? 'r2' : 'r1'));
    const { now } = await senderOf(lib, team).status(id);
    expect(now).toMatchObject({ toSend: 1, waiting: 5, changes: 1, inReview: 2, toSubmit: 2 });
  });
});

describe('`campaign status` says the same split (its "a send now" line)', () => {
  it('in review: waiting for approval; never sent for review: not sent for review yet', async () => {
    const { sendNowLine } = await import('../../src-main/cli/commands/campaign');
    const { lib } = tempLibrary();
    const posts = Array.from({ length: 3 }, (_, i) => drafts.create(lib.db, { profile_id: 'p1', platforms: ['threads'], caption: `Tết ${i + 1}`, photos: [{ url: 'https://cdn.example.com/tet.jpg' }], scheduled_at: `2027-01-2${i}T09:00`, timezone: 'Asia/Ho_Chi_Minh' }));
    const id = campaigns.create(lib.db, { name: 'Tết', draftIds: posts.map((d) => d.id) }).id;
    const [a, b, c] = posts.map((d) => d.id) as [string, string, string];
    const team = teamOf(new Map<string, TeamApproval | TeamWaiting>([[a, { approvalId: 'apr-a', revision: 'r1' }], [b, { waiting: 'approval', who: 'an owner or an approver' }], [c, { waiting: 'review' }]]), () => 'r1');
    const { now } = await senderOf(lib, team).status(id);
    expect(sendNowLine(now)).toBe('a send now: 1 to send, 1 waiting for approval by an owner or an approver, 1 not sent for review yet (problems to fix not checked: no current dry run)');
  });
});
