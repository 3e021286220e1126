/**
 * clientnote (walk 7): a client's request for changes on a post an approver approved, relayed by an
 * editor (the import's `approval_kept`), waits for an approver: it is in "Waiting for me" of every
 * approver (and counts there) until one keeps the approval or asks for changes; it never moves the
 * editor's own boxes, and the CLI `review list` says it and how to decide.
 */
import { describe, expect, it } from 'vitest';
import {
  applyReviewAction, DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions, keepApprovalOverClient, listReviews, openClientRequest,
  reviewOf, type DecisionsFile, type ReviewMember,
} from '../../src-main/team';
import { tempLibrary, thrown } from '../library/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const chi: ReviewMember = { name: 'Chi', role: 'owner', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const NOTE = 'Thêm giờ mở cửa';

/** Lan sends a for review, Bảo approves it, Lan exports the page; the client asks for changes on a; Lan imports. */
async function walk7() {
  const t = tempLibrary();
  const db = t.lib.db;
  const posts = await campaignWithPosts(t.dir, db);
  const { a } = posts;
  applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
  applyReviewAction(db, bao, { draftId: a.id, action: 'approve' });
  const out = await exportClientPreview(db, { campaignId: posts.camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: lan });
  const rev = out.export.posts.find((p) => p.draftId === a.id)!.revision;
  const file = JSON.stringify({
    format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: posts.camp.id, digest: out.export.digest, decidedAt: '2026-11-27T03:00:00Z',
    posts: withUndecided(out.export.posts, [{ draftId: a.id, revision: rev, decision: 'request_changes', note: NOTE }]),
  } satisfies DecisionsFile);
  const r = importClientDecisions(db, file, { member: lan });
  return { ...t, db, ...posts, r };
}

describe("a client's request for changes on an approved post waits for an approver", () => {
  it('is in Waiting for me of Bảo and Chi (the approval still stands), named with the client\'s note; Lan\'s boxes do not change', async () => {
    const { db, a, r } = await walk7();
    expect(r.decisions[0]!.outcome).toBe('approval_kept');
    expect(reviewOf(db, a.id).state).toBe('approved');
    for (const m of [bao, chi]) {
      const row = listReviews(db, m).find((x) => x.draftId === a.id);
      expect(row?.box, m.name).toBe('waiting_for_me');
      expect(row?.clientRequest).toMatchObject({ relayedBy: 'Lan', comment: NOTE, draftId: a.id });
    }
    expect(listReviews(db, bao).filter((x) => x.box === 'waiting_for_me')).toHaveLength(1);
    const lanRow = listReviews(db, lan).find((x) => x.draftId === a.id);
    expect(lanRow?.box).toBe('came_back');
    expect(lanRow?.clientRequest).toMatchObject({ comment: NOTE });
  });

  it('keeping the approval takes it out of the queue, on the same approval; an editor may not keep it', async () => {
    const { db, a } = await walk7();
    const approval = reviewOf(db, a.id).approval!;
    expect(thrown(() => keepApprovalOverClient(db, lan, a.id))).toMatchObject({ code: 'refused' });
    const k = keepApprovalOverClient(db, bao, a.id);
    expect(k.review.state).toBe('approved');
    expect(k.review.approval?.id).toBe(approval.id);
    expect(openClientRequest(db, reviewOf(db, a.id))).toBeNull();
    expect(listReviews(db, bao).find((x) => x.draftId === a.id)).toBeUndefined();
    expect(thrown(() => keepApprovalOverClient(db, bao, a.id))).toMatchObject({ code: 'client_not_waiting' });
  });

  it('asking for changes sends it back to Lan and out of the approvers\' queue', async () => {
    const { db, a } = await walk7();
    applyReviewAction(db, bao, { draftId: a.id, action: 'request_changes', comment: 'Như khách nói' });
    expect(reviewOf(db, a.id).state).toBe('changes_requested');
    expect(listReviews(db, bao).find((x) => x.draftId === a.id)).toBeUndefined();
    expect(listReviews(db, lan).find((x) => x.draftId === a.id)).toMatchObject({ box: 'came_back', clientRequest: null });
  });
});
