/**
 * w13waits (walk 13, issue 34): "Approve all" pressed by an editor (the CLI's `review campaign … approve`, the bridge's
 * review.campaign) is refused for her ROLE, as the Review tab's verdict says it (campaign-verdict.ts campaignRefusal),
 * not for the first post's state ("changes requested — waits for your edit"); an approver's refusal is as before.
 */
import { describe, expect, it } from 'vitest';
import { campaigns, drafts } from '../../src-main/library';
import { applyReviewAction, reviewCampaign, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { tempLibrary, thrown } from '../library/helpers';

const member = (name: string, role: ReviewMember['role']): ReviewMember => ({ name, role, settings: DEFAULT_REVIEW_SETTINGS, solo: false });
const lan = member('Lan', 'editor');
const bao = member('Bảo', 'approver');

describe("a campaign's Approve all refused by the member's role (w13waits)", () => {
  it("Lan (editor), her post with changes requested first: refused as not_an_approver; Bảo: changes_requested as before", () => {
    const { lib } = tempLibrary();
    const db = lib.db;
    const a = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh chưng' });
    const b = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê muối' });
    const c = campaigns.create(db, { name: 'Tết', draftIds: [a.id, b.id] });
    for (const d of [a, b]) applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    applyReviewAction(db, bao, { draftId: a.id, action: 'request_changes', comment: 'giá?' });
    const e = thrown(() => reviewCampaign(db, lan, c.id, 'approve'));
    expect([e.code, e.details?.draftId, e.details?.reason]).toEqual(['refused', a.id, 'not_an_approver']);
    expect(e.message).not.toMatch(/changes requested/);
    applyReviewAction(db, bao, { draftId: b.id, action: 'approve' });
    const f = thrown(() => reviewCampaign(db, bao, c.id, 'approve'));
    expect([f.code, f.details?.draftId, f.details?.reason]).toEqual(['refused', a.id, 'changes_requested']);
  });
});
