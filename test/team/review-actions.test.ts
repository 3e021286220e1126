import { describe, expect, it } from 'vitest';
import { campaigns, drafts, reviews } from '../../src-main/library';
import { applyReviewAction, listReviews, memberOf, publishHolds, reviewBox, reviewCampaign, reviewOf, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { tempLibrary, thrown } from '../library/helpers';

const member = (name: string, role: ReviewMember['role'], settings = DEFAULT_REVIEW_SETTINGS): ReviewMember => ({ name, role, settings, solo: false });
const lan = member('Lan', 'editor');
const minh = member('Minh', 'approver');
const vy = member('Vy', 'viewer');

function setup() {
  const t = tempLibrary();
  const d = drafts.create(t.lib.db, { profile_id: 'prof_lumen', platforms: ['instagram', 'facebook'], caption: 'Khai trương 🎉', scheduled_at: '2026-12-01T09:00', timezone: 'Asia/Ho_Chi_Minh' });
  return { ...t, db: t.lib.db, d };
}

const counts = (db: Parameters<typeof reviews.history>[0], id: string) => ({ steps: reviews.history(db, id).length, approvals: reviews.approvalsOf(db, id).length, comments: reviews.commentsOf(db, id).length });

describe('review actions on the library', () => {
  it('submit, request changes with a comment, submit again, approve: each step recorded with the revision', () => {
    const { db, d, clock } = setup();
    expect(applyReviewAction(db, lan, { draftId: d.id, action: 'submit' }).review.state).toBe('in_review');
    clock.advance(1000);
    const back = applyReviewAction(db, minh, { draftId: d.id, action: 'request_changes', comment: 'Đổi giờ sang 10:00 @Lan', mentions: ['Lan'] });
    expect(back.review.state).toBe('changes_requested');
    expect(back.comment?.mentions).toEqual(['Lan']);
    expect(back.step?.commentId).toBe(back.comment?.id);
    clock.advance(1000);
    drafts.update(db, d.id, { scheduled_at: '2026-12-01T10:00' });
    expect(applyReviewAction(db, lan, { draftId: d.id, action: 'submit' }).review.state).toBe('in_review');
    clock.advance(1000);
    const ok = applyReviewAction(db, minh, { draftId: d.id, action: 'approve' });
    expect(ok.review.state).toBe('approved');
    expect(ok.approval?.revision).toBe(ok.review.revision);
    expect(ok.review.approval?.id).toBe(ok.approval?.id);
    expect(reviews.authorOf(db, d.id)).toBe('Lan');
  });

  it('an approved post whose content is edited is back in review, its approval no longer holds; an edit that changes nothing keeps it', () => {
    const { db, d, clock } = setup();
    applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    clock.advance(1000);
    applyReviewAction(db, minh, { draftId: d.id, action: 'approve' });
    drafts.update(db, d.id, { notes: 'internal note: not content' });
    expect(reviewOf(db, d.id)).toMatchObject({ state: 'approved', stale: false });
    drafts.update(db, d.id, { caption: 'Khai trương 🎉🎉' });
    const r = reviewOf(db, d.id);
    expect(r).toMatchObject({ state: 'in_review', stale: true, approval: null });
    // Back in review: an approver approves the new revision.
    clock.advance(1000);
    const again = applyReviewAction(db, minh, { draftId: d.id, action: 'approve' });
    expect(again.approval?.revision).toBe(r.revision);
    expect(reviews.approvalsOf(db, d.id)).toHaveLength(2);
  });

  it('refusals are typed with the table\'s reason and write nothing: an editor approving, an author approving their own, a viewer commenting', () => {
    const { db, d } = setup();
    applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    const before = counts(db, d.id);
    const e1 = thrown(() => applyReviewAction(db, lan, { draftId: d.id, action: 'approve', comment: 'looks good' }));
    expect([e1.code, e1.details?.reason]).toEqual(['refused', 'not_an_approver']);
    const selfApprover = member('Lan', 'approver');
    expect(thrown(() => applyReviewAction(db, selfApprover, { draftId: d.id, action: 'approve' })).details?.reason).toBe('own_post');
    expect(thrown(() => applyReviewAction(db, vy, { draftId: d.id, action: 'comment', comment: 'hi' })).details?.reason).toBe('read_only');
    expect(thrown(() => applyReviewAction(db, lan, { draftId: d.id, action: 'submit' })).details?.reason).toBe('already_in_review');
    expect(counts(db, d.id)).toEqual(before);
  });

  it('a comment over 4,000 characters with an action: refused, and the action is not taken either', () => {
    const { db, d } = setup();
    applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    const before = counts(db, d.id);
    expect(thrown(() => applyReviewAction(db, minh, { draftId: d.id, action: 'request_changes', comment: 'x'.repeat(4001) })).code).toBe('comment_too_long');
    expect(counts(db, d.id)).toEqual(before);
    expect(reviewOf(db, d.id).state).toBe('in_review');
  });

  it('a post that does not exist, or is deleted: not_found', () => {
    const { db, d } = setup();
    expect(thrown(() => applyReviewAction(db, lan, { draftId: 'nope', action: 'submit' })).code).toBe('not_found');
    drafts.softDelete(db, d.id);
    expect(thrown(() => applyReviewAction(db, lan, { draftId: d.id, action: 'submit' })).code).toBe('not_found');
  });

  it('a solo workspace: its owner approves their own post', () => {
    const { db, d, lib } = setup();
    const me = memberOf(lib.workspaces.getCurrent(db), { soloName: 'An' });
    expect(me).toMatchObject({ name: 'An', role: 'owner', solo: true });
    applyReviewAction(db, me, { draftId: d.id, action: 'submit' });
    expect(applyReviewAction(db, me, { draftId: d.id, action: 'approve' }).review.state).toBe('approved');
    expect(memberOf({ ...lib.workspaces.getCurrent(db), team: { url: 'ws://127.0.0.1:1', id: 't1', member: 'Lan', role: 'editor' } })).toMatchObject({ name: 'Lan', role: 'editor', solo: false });
  });

  it('the queue: waiting for me, I sent, came back', () => {
    const { db, d, clock } = setup();
    const d2 = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Second\nline two' });
    const d3 = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Third' });
    applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    applyReviewAction(db, lan, { draftId: d2.id, action: 'submit' });
    applyReviewAction(db, minh, { draftId: d3.id, action: 'submit' });
    clock.advance(1000);
    applyReviewAction(db, minh, { draftId: d2.id, action: 'request_changes', comment: 'no' });
    const box = (m: ReviewMember, mine = false) => Object.fromEntries(listReviews(db, m, { mine }).map((r) => [r.caption, r.box]));
    expect(box(lan)).toEqual({ 'Khai trương 🎉': 'i_sent', Second: 'came_back', Third: 'other' });
    // Second came back to Lan; for Minh, who decided it, it is in no box (others: in review only).
    expect(box(minh)).toEqual({ 'Khai trương 🎉': 'waiting_for_me', Third: 'i_sent' });
    expect(box(lan, true)).toEqual({ 'Khai trương 🎉': 'i_sent', Second: 'came_back' });
    // Approved: came back to its author until it goes out; then in no box. Never in anyone's "others".
    applyReviewAction(db, minh, { draftId: d.id, action: 'approve' });
    expect(box(lan)).toEqual({ 'Khai trương 🎉': 'came_back', Second: 'came_back', Third: 'other' });
    expect(box(minh)).toEqual({ Third: 'i_sent' });
    expect(box(vy)).toEqual({ Third: 'other' });
    drafts.setStates(db, [d.id], 'published');
    expect(box(lan)).toEqual({ Second: 'came_back', Third: 'other' });
  });

  it('walk 39b (5): "I sent" holds what I sent for review: a post Chi sent again is hers there, among the others for its author', () => {
    const { db, d } = setup();
    const chi = member('Chi', 'editor');
    applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    applyReviewAction(db, minh, { draftId: d.id, action: 'request_changes', comment: 'ngày?' });
    drafts.update(db, d.id, { caption: 'Khai trương 🎉 1/12' });
    applyReviewAction(db, chi, { draftId: d.id, action: 'submit' });
    const box = (m: ReviewMember) => Object.fromEntries(listReviews(db, m).map((r) => [r.caption, [r.box, r.last?.by]]));
    // Was Lan: i_sent (beside "sent for review by Chi"), Chi: other.
    expect(box(lan)).toEqual({ 'Khai trương 🎉 1/12': ['other', 'Chi'] });
    expect(box(chi)).toEqual({ 'Khai trương 🎉 1/12': ['i_sent', 'Chi'] });
  });

  it('each box holds what it promises (the table)', () => {
    // [review state, draft state, mine, may approve] → box
    const table: Array<[Parameters<typeof reviewBox>[0]['state'], Parameters<typeof reviewBox>[1]['state'], boolean, boolean, ReturnType<typeof reviewBox>]> = [
      ['in_review', 'draft', false, true, 'waiting_for_me'],
      ['in_review', 'draft', true, false, 'i_sent'],
      ['in_review', 'draft', false, false, 'other'],
      ['changes_requested', 'draft', true, false, 'came_back'],
      ['changes_requested', 'draft', false, true, null],
      ['approved', 'draft', true, false, 'came_back'],
      ['approved', 'refused', true, false, 'came_back'],
      ['approved', 'scheduled', true, false, null],
      ['approved', 'published', true, false, null],
      ['approved', 'draft', false, false, null],
      ['approved', 'published', false, true, null],
      ['draft', 'draft', true, false, null],
      ['draft', 'draft', false, false, null],
    ];
    for (const [state, draftState, mine, mayApprove, want] of table) {
      expect(reviewBox({ state }, { state: draftState }, mine, mayApprove), `${state}/${draftState}/${mine ? 'mine' : 'not mine'}/${mayApprove ? 'may approve' : '-'}`).toBe(want);
    }
    // Walk 39b (5): "I sent" holds what the member sent for review: the author's post a teammate sent is among the others.
    expect(reviewBox({ state: 'in_review' }, { state: 'draft' }, true, false, false)).toBe('other');
    expect(reviewBox({ state: 'in_review' }, { state: 'draft' }, false, false, true)).toBe('i_sent');
  });

  it('a campaign sent for review and approved at once; a post refused is left, the others taken (w11all)', () => {
    const { db, d } = setup();
    const d2 = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Two', photos: ['https://cdn.example.com/two.jpg'] }); // walk 43a (4): publishable as it is
    const c = campaigns.create(db, { name: 'Tết', draftIds: [d.id, d2.id] });
    applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    expect(reviewCampaign(db, lan, c.id, 'submit')).toMatchObject({ already: [d.id], taken: [{ review: { draftId: d2.id, state: 'in_review' } }] });
    // Minh sends d2 back: approving the campaign approves d and leaves d2, said with its reason (w11all, walk 11).
    applyReviewAction(db, minh, { draftId: d2.id, action: 'request_changes', comment: 'no' });
    const before = counts(db, d2.id);
    const partial = reviewCampaign(db, minh, c.id, 'approve');
    expect(partial.taken.map((r) => [r.review.draftId, r.review.state])).toEqual([[d.id, 'approved']]);
    expect(partial.left).toEqual([{ reason: 'changes_requested', n: 1, draftId: d2.id, by: 'Minh', author: 'Lan' }]);
    expect(counts(db, d2.id)).toEqual(before);
    // Nothing more it may approve: refused with the first post's reason, nothing written.
    const e = thrown(() => reviewCampaign(db, minh, c.id, 'approve'));
    expect([e.code, e.details?.draftId, e.details?.reason]).toEqual(['refused', d2.id, 'changes_requested']);
    expect(counts(db, d2.id)).toEqual(before);
    applyReviewAction(db, lan, { draftId: d2.id, action: 'submit', unchanged: true }); // w17unchanged: sent back unedited, on purpose
    expect(reviewCampaign(db, minh, c.id, 'approve').taken.map((r) => r.review.state)).toEqual(['approved']);
    expect(thrown(() => reviewCampaign(db, minh, 'nope', 'approve')).code).toBe('not_found');
  });

  it('publishHolds: which posts may not go out yet, and whom they wait for', () => {
    const { db, d } = setup();
    const d2 = drafts.create(db, { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Two' });
    applyReviewAction(db, lan, { draftId: d.id, action: 'submit' });
    expect(publishHolds(db, lan, [d.id, d2.id])).toEqual([
      { draftId: d.id, state: 'in_review', stale: false, reason: 'not_approved', waitsFor: ['owner', 'approver'], who: 'an owner or an approver' },
      { draftId: d2.id, state: 'draft', stale: false, reason: 'not_approved', waitsFor: 'author', who: null },
    ]);
    applyReviewAction(db, minh, { draftId: d.id, action: 'approve' });
    expect(publishHolds(db, lan, [d.id])).toEqual([]);
    drafts.update(db, d.id, { caption: 'edited after approval' });
    expect(publishHolds(db, lan, [d.id])).toMatchObject([{ state: 'in_review', stale: true, reason: 'not_approved' }]);
    // A team that does not require approval, and a solo workspace: nothing holds.
    expect(publishHolds(db, member('Lan', 'editor', { ...DEFAULT_REVIEW_SETTINGS, approvalRequired: false }), [d.id, d2.id])).toEqual([]);
    expect(publishHolds(db, { ...lan, role: 'owner', solo: true, settings: { approvers: ['owner'], authorsMayApprove: true, approvalRequired: false } }, [d2.id])).toEqual([]);
  });
});
