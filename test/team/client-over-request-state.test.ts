/**
 * w8client (walk 8): a client's approval over the agency's open request for changes never moves the post: it stays
 * "changes requested by Bảo" (no submit step by the importer), the flagged approval waits beside it in the approver's
 * queue, publishing is held as changes requested, "approve all" leaves it, and only the approver's explicit confirm
 * over the request approves it.
 */
import { describe, expect, it } from 'vitest';
import { drafts, reviews } from '../../src-main/library';
import {
  applyReviewAction, confirmClientApproval, DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions,
  listReviews, publishHolds, reviewCampaign, reviewOf, type DecisionsFile, type ReviewMember,
} from '../../src-main/team';
import { tempLibrary, thrown } from '../library/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

describe('a flagged client approval leaves the post in changes requested', () => {
  it('no submit by the importer; the approver sees it; publish is held as changes requested; only the explicit confirm approves', async () => {
    const t = tempLibrary();
    const db = t.lib.db;
    const { a, b, c, camp } = await campaignWithPosts(t.dir, db);
    for (const d of [a, b, c]) applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    applyReviewAction(db, bao, { draftId: a.id, action: 'request_changes', comment: 'Giờ happy hour là 15h-17h' });
    const out = await exportClientPreview(db, { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'vi', member: lan });
    const rev = out.export.posts.find((p) => p.draftId === a.id)!.revision;
    const file = JSON.stringify({
      format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: camp.id, digest: out.export.digest, decidedAt: '2026-11-27T03:55:00Z',
      posts: withUndecided(out.export.posts, [{ draftId: a.id, revision: rev, decision: 'approve', note: '' }]),
    } satisfies DecisionsFile);
    const steps = reviews.history(db, a.id).length;
    const r = importClientDecisions(db, file, { member: lan });
    expect(r.decisions[0]).toMatchObject({ outcome: 'over_request' });
    expect(reviews.history(db, a.id)).toHaveLength(steps); // no "sent for review by Lan"
    expect(reviewOf(db, a.id)).toMatchObject({ state: 'changes_requested', last: { action: 'request_changes', by: 'Bảo' } });
    expect(publishHolds(db, lan, [a.id])).toEqual([expect.objectContaining({ state: 'changes_requested', reason: 'changes_requested' })]);
    const row = listReviews(db, bao).find((x) => x.draftId === a.id);
    expect(row).toMatchObject({ box: 'waiting_for_me', state: 'changes_requested', clientApproved: { relayedBy: 'Lan', overRequest: { by: 'Bảo' } } });
    const all = reviewCampaign(db, bao, camp.id, 'approve');
    expect(all.flagged).toEqual([a.id]);
    expect(all.taken.map((x) => x.review.draftId).sort()).toEqual([b.id, c.id].sort());
    expect(reviewOf(db, a.id).state).toBe('changes_requested');
    expect(thrown(() => confirmClientApproval(db, bao, a.id))).toMatchObject({ code: 'client_over_request' });
    expect(confirmClientApproval(db, bao, a.id, { overRequest: true }).review.state).toBe('approved');
  });

  it('an edit answers the request: the flagged approval no longer waits, the post stays with its editor', async () => {
    const t = tempLibrary();
    const db = t.lib.db;
    const { a, camp } = await campaignWithPosts(t.dir, db);
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
    applyReviewAction(db, bao, { draftId: a.id, action: 'request_changes', comment: 'x' });
    const out = await exportClientPreview(db, { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: lan });
    const rev = out.export.posts.find((p) => p.draftId === a.id)!.revision;
    importClientDecisions(db, JSON.stringify({ format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: camp.id, digest: out.export.digest, decidedAt: '', posts: withUndecided(out.export.posts, [{ draftId: a.id, revision: rev, decision: 'approve', note: '' }]) }), { member: lan });
    drafts.update(db, a.id, { caption: 'Happy hour 15h-17h' });
    expect(reviewOf(db, a.id).state).toBe('changes_requested');
    expect(listReviews(db, bao).find((x) => x.draftId === a.id)).toBeUndefined();
    expect(thrown(() => confirmClientApproval(db, bao, a.id, { overRequest: true }))).toMatchObject({ code: 'client_not_waiting' });
  });
});
