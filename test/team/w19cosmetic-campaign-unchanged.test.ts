/**
 * w19cosmetic (walk 17): a campaign's "Send all for review" sent again, without asking, a post Bảo had sent back and Lan
 * had not changed since (review-actions.ts reviewCampaign wrote every post through applyReviewActions, which never
 * asked); a single post's "Send for review" of the same post asks first (review-unchanged.ts, `--unchanged`). Now the
 * campaign step follows the same rule: such a post goes only when its sender says so (`unchanged`), else it is left and
 * said with who asked; the verdict before the press counts them, so the screen asks first.
 */
import { describe, expect, it } from 'vitest';
import { applyReviewAction, campaignVerdict, reviewCampaign, reviewOf, DEFAULT_REVIEW_SETTINGS, type CampaignPost, type ReviewMember } from '../../src-main/team';
import { drafts } from '../../src-main/library';
import { tempLibrary, thrown } from '../library/helpers';
import { campaignWithPosts } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

/** Post a sent back by Bảo and not changed since; b and c never sent for review. */
async function sentBack() {
  const t = tempLibrary();
  const db = t.lib.db;
  const posts = await campaignWithPosts(t.dir, db);
  // Walk 43a (4): its text-only X post gets a photo, so it can be published as it is (Send all leaves one that cannot).
  drafts.update(db, posts.c.id, { photos: ['https://cdn.example.com/c.jpg'] });
  applyReviewAction(db, lan, { draftId: posts.a.id, action: 'submit' });
  applyReviewAction(db, bao, { draftId: posts.a.id, action: 'request_changes', comment: 'Sửa giờ mở cửa' });
  return { db, ...posts };
}

describe("a campaign's Send all for review, with a post unchanged since changes were asked for", () => {
  it('unasked: sends the others and leaves it, saying who asked (was: sent it again silently)', async () => {
    const { db, a, b, c, camp } = await sentBack();
    const r = reviewCampaign(db, lan, camp.id, 'submit');
    expect(r.taken.map((t) => t.review.draftId)).toEqual([b.id, c.id]);
    expect(r.left).toEqual([{ reason: 'unchanged_since_request', n: 1, draftId: a.id, by: 'Bảo', author: 'Lan' }]);
    expect(reviewOf(db, a.id).state).toBe('changes_requested');
  });

  it('sent unchanged on purpose (the answer to the question): it goes with the others', async () => {
    const { db, a, camp } = await sentBack();
    const r = reviewCampaign(db, lan, camp.id, 'submit', { unchanged: true });
    expect(r.taken.map((t) => t.review.draftId)).toContain(a.id);
    expect(r.left).toEqual([]);
    expect(reviewOf(db, a.id).state).toBe('in_review');
  });

  it('when it is the only post to send: refused as a single post is, nothing written', async () => {
    const { db, a, b, c, camp } = await sentBack();
    for (const d of [b, c]) applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    const e = thrown(() => reviewCampaign(db, lan, camp.id, 'submit'));
    expect(e).toMatchObject({ code: 'unchanged_since_request', details: { draftId: a.id, n: 1 } });
    expect(reviewOf(db, a.id).state).toBe('changes_requested');
  });

  it('Bảo sending back unchanged what he himself sent back is not asked (the single post rule)', async () => {
    const { db, a, camp } = await sentBack();
    const owner: ReviewMember = { ...bao, role: 'owner' };
    expect(reviewCampaign(db, owner, camp.id, 'submit').taken.map((t) => t.review.draftId)).toContain(a.id);
  });

  it("the verdict before the press counts them among the posts it takes, with who asked (the screen's question)", () => {
    const post = (draftId: string, over: Partial<CampaignPost> = {}): CampaignPost => ({ draftId, state: 'draft', author: 'Lan', actions: { submit: { do: 'allowed' }, approve: { do: 'refused', reason: 'not_submitted' } }, ...over });
    const v = campaignVerdict([post('a', { state: 'changes_requested', resubmitAsks: true, unchangedSince: { by: 'Bảo' } }), post('b')], 'submit');
    expect(v).toEqual({ do: 'allowed', n: 2, unchanged: [{ reason: 'unchanged_since_request', n: 1, draftId: 'a', by: 'Bảo', author: 'Lan' }] });
    expect(campaignVerdict([post('b')], 'submit')).toEqual({ do: 'allowed', n: 1 });
  });
});
