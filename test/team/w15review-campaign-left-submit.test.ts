/**
 * w15review (walk 14, issue 34): "Approve all" pressed by Bảo (an approver) leaves Lan's draft never sent for review,
 * and says he may send it himself (the table's submit for him: review-actions.ts reviewCampaign, as campaignVerdict
 * says before the press); an empty draft, which no one may send for review, is counted apart without it.
 */
import { describe, expect, it } from 'vitest';
import { campaigns, drafts } from '../../src-main/library';
import { applyReviewAction, reviewCampaign, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';

const member = (name: string, role: ReviewMember['role']): ReviewMember => ({ name, role, settings: DEFAULT_REVIEW_SETTINGS, solo: false });
const lan = member('Lan', 'editor');
const bao = member('Bảo', 'approver');

describe("Approve all's posts left as not sent for review (w15review)", () => {
  it('Bảo approves the post in review; the draft left says he may send it, the empty one does not', () => {
    const { lib } = tempLibrary();
    const db = lib.db;
    const a = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh chưng' });
    const b = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Cà phê muối' });
    const e = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: '' });
    const c = campaigns.create(db, { name: 'Tết', draftIds: [a.id, b.id, e.id] });
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
    const r = reviewCampaign(db, bao, c.id, 'approve');
    expect(r.taken.map((t) => t.review.draftId)).toEqual([a.id]);
    expect(r.left.map((l) => [l.draftId, l.reason, l.n, l.youSubmit])).toEqual([[b.id, 'not_submitted', 1, true], [e.id, 'not_submitted', 1, undefined]]);
  });
});
