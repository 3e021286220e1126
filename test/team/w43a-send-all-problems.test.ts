/**
 * Walk 43a (4): a campaign's "Send all for review" sent posts that cannot be published as they are (an Instagram post
 * with no photo, a caption over X's limit) for review silently: the approver met the errors after approving. It leaves
 * them now, and says which and why: the core's step (review-actions.ts reviewCampaign) and the verdict the Review tab
 * shows before the press (campaign-verdict.ts, publishErrors: the one rule) leave the same posts, each with its errors.
 * Failed on the old code: all three sent for review, nothing left.
 */
import { describe, expect, it } from 'vitest';
import { cache, campaigns, drafts, workspaces } from '../../src-main/library';
import { DEFAULT_REVIEW_SETTINGS, reviewCampaign, reviewOf, type ReviewMember } from '../../src-main/team';
import { campaignVerdict, publishErrors, type CampaignPost } from '../../src-main/team/campaign-verdict';
import { tempLibrary } from '../library/helpers';

const hanh: ReviewMember = { name: 'Hạnh', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: true };

describe('Send all for review and posts that cannot be published as they are', () => {
  it('leaves them, each named with its errors; sends the others', () => {
    const { lib } = tempLibrary();
    const db = lib.db;
    cache.putProfiles(db, workspaces.getCurrent(db).id, [{ profile_id: 'prof_lumen', name: 'Studio Lumen', connections: [] }]);
    const ok = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Cà phê muối: mở bán 7h sáng', photos: ['https://cdn.example.com/a.jpg'] });
    const noPhoto = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Áo dài phố Hội' });
    const long = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['x'], caption: 'Trà đào cam sả '.repeat(30), photos: ['https://cdn.example.com/c.jpg'] });
    const camp = campaigns.create(db, { name: 'Tết', draftIds: [ok.id, noPhoto.id, long.id] });

    expect(publishErrors(drafts.get(db, ok.id))).toEqual([]);
    expect(publishErrors(drafts.get(db, noPhoto.id))).toEqual(['no_photos']);
    expect(publishErrors(drafts.get(db, long.id))).toEqual(['caption_too_long']);

    // The verdict before the press (what the bridge gives the Review tab): takes 1, leaves 2 for their errors.
    const posts: CampaignPost[] = [ok, noPhoto, long].map((d) => ({ draftId: d.id, state: 'draft', actions: { submit: { do: 'allowed' }, approve: { do: 'refused', reason: 'not_submitted' } }, errors: publishErrors(drafts.get(db, d.id)) }));
    const left = [{ reason: 'has_problems', n: 2, draftId: noPhoto.id, posts: [{ draftId: noPhoto.id, codes: ['no_photos'] }, { draftId: long.id, codes: ['caption_too_long'] }] }];
    expect(campaignVerdict(posts, 'submit')).toEqual({ do: 'allowed', n: 1, left });

    // The step itself leaves the same posts.
    const r = reviewCampaign(db, hanh, camp.id, 'submit');
    expect(r.taken.map((t) => t.review.draftId)).toEqual([ok.id]);
    expect(r.left).toEqual(left);
    expect([ok, noPhoto, long].map((d) => reviewOf(db, d.id).state)).toEqual(['in_review', 'draft', 'draft']);

    // Every post left for its errors: the step is shut, with that reason (nothing is sent).
    expect(campaignVerdict(posts.slice(1), 'submit')).toEqual({ do: 'refused', reason: 'has_problems', draftId: noPhoto.id, left });
  });
});
