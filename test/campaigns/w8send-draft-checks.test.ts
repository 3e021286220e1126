/**
 * w8send (walk 8, finding 6): Chi's Send tab, on a laptop with no dry run, offered "Send 2 posts" counting an approved
 * post with no photo; Send held it back, then the state said "1 not checked since the send" and offered Send again,
 * for ever. Without a current dry run the core's count runs the publisher's own draft checks: that post is held for
 * its problems, named with them, and a Send that would send nothing is not offered (toSend 0).
 */
import { describe, expect, it } from 'vitest';
import { CampaignSender } from '../../src-main/campaigns';
import { campaignPlans, campaigns, drafts, type Library } from '../../src-main/library';
import type { TeamApproval, TeamPublishPort } from '../../src-main/publisher';
import { tempLibrary } from '../library/helpers';

const approvedAll: TeamPublishPort = {
  me: { memberId: 'm-chi', name: 'Chi' },
  approval: (id) => ({ approvalId: `apr-${id}`, revision: 'r1' }) as TeamApproval,
  contentRevision: () => 'r1',
  keyFor: (d, a, p) => `k-${d}-${a}-${p}`,
  claim: () => undefined,
  sharedOutcome: () => null,
  sharedOutcomes: () => [],
};

const senderOf = (lib: Library) => new CampaignSender({
  library: lib, team: () => approvedAll,
  publisher: async () => ({ batchProgress: (id: string) => ({ id, total: 0, pending: 0, skipped: 0, byState: {} }) }) as never,
});

function campaignOf(lib: Library) {
  const good = drafts.create(lib.db, { profile_id: 'p1', platforms: ['instagram'], caption: 'Bánh chưng', photos: [{ url: 'https://cdn.example.com/tet.jpg' }], scheduled_at: '2027-01-20T09:00', timezone: 'Asia/Ho_Chi_Minh' });
  const noPhoto = drafts.create(lib.db, { profile_id: 'p1', platforms: ['instagram'], caption: 'Mứt Tết, no photo', scheduled_at: '2027-01-21T09:00', timezone: 'Asia/Ho_Chi_Minh' });
  return { id: campaigns.create(lib.db, { name: 'Tết', draftIds: [good.id, noPhoto.id] }).id, good: good.id, noPhoto: noPhoto.id };
}

describe('the Send tab with no dry run checks each post as the publisher will (walk 8, Chi)', () => {
  it('an approved post with no photo is held for its problems and named, not offered to Send', async () => {
    const { lib } = tempLibrary();
    const { id, noPhoto } = campaignOf(lib);
    const s = await senderOf(lib).status(id);
    expect(s.dryRun).toBeNull();
    // Before: toSend 2, problems 0 (the post's missing photo was found only by Send).
    expect(s.now).toMatchObject({ checked: false, draftChecked: true, posts: 2, toSend: 1, held: 1, problems: 1, waiting: 0 });
    expect(s.now.named).toEqual([{ draftId: noPhoto, codes: ['no_photos'], problems: [expect.objectContaining({ code: 'no_photos', label: null })] }]);
  });

  it('after a send held it back: "problems", never "not checked since"; nothing left to send', async () => {
    const { lib } = tempLibrary();
    const { id, good, noPhoto } = campaignOf(lib);
    campaignPlans.recordHanded(lib.db, id, [good, noPhoto], 'b1');
    campaignPlans.markSkipped(lib.db, id, [noPhoto]);
    campaignPlans.setSendState(lib.db, id, 'sending');
    campaignPlans.setSendState(lib.db, id, 'done');
    const s = await senderOf(lib).status(id);
    expect(s.skipped).toBe(1);
    expect(s.now).toMatchObject({ toSend: 0, problems: 1, skipped: { problems: 1, unchecked: 0, ready: 0 } });
    expect(s.now.named.map((n) => n.draftId)).toEqual([noPhoto]);
  });
});
