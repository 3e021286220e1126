/**
 * w17unchanged (walk 16, finding 2): a post sent back with "changes requested" and sent for review again with no change
 * is said so, derived once in the core: its author is asked first (a comment or an explicit "unchanged" sends it), and
 * its approver reads that it is the very version they sent back; their Approve stays open (it is their decision).
 */
import { describe, expect, it } from 'vitest';
import { drafts } from '../../src-main/library';
import {
  applyReviewAction, DEFAULT_REVIEW_SETTINGS, listReviews, resubmitVerdict, RESUBMIT_TABLE, reviewOf, unchangedForSender, unchangedSinceRequest, type ReviewMember,
} from '../../src-main/team';
import { tempLibrary, thrown } from '../library/helpers';
import { campaignWithPosts } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const ASKED = 'Sửa giờ mở cửa thành 6h30';

async function sentBack() {
  const t = tempLibrary();
  const db = t.lib.db;
  const posts = await campaignWithPosts(t.dir, db);
  applyReviewAction(db, lan, { draftId: posts.a.id, action: 'submit' });
  applyReviewAction(db, bao, { draftId: posts.a.id, action: 'request_changes', comment: ASKED });
  return { ...t, db, ...posts };
}

describe('the resubmit table, row by row', () => {
  it('a changed post is sent whatever is said; an unchanged one only with a comment or "unchanged"', () => {
    for (const comment of [false, true]) for (const confirmed of [false, true]) {
      expect(resubmitVerdict({ unchanged: false, comment, confirmed })).toBe('send');
      expect(resubmitVerdict({ unchanged: true, comment, confirmed })).toBe(comment || confirmed ? 'send' : 'ask');
    }
    expect(RESUBMIT_TABLE.unchanged.none).toBe('ask');
  });
});

describe('sent for review again with no change since the request for changes', () => {
  it('a member sending back unchanged what they themselves sent back is not asked (their approver still reads it)', async () => {
    const { db, a } = await sentBack();
    expect(unchangedForSender(unchangedSinceRequest(db, reviewOf(db, a.id)), 'Bảo')).toBe(false);
    expect(unchangedForSender(unchangedSinceRequest(db, reviewOf(db, a.id)), 'Lan')).toBe(true);
    const owner: ReviewMember = { name: 'Bảo', role: 'owner', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
    applyReviewAction(db, owner, { draftId: a.id, action: 'submit' });
    expect(unchangedSinceRequest(db, reviewOf(db, a.id))).toMatchObject({ by: 'Bảo' });
  });

  it('the author is asked first: nothing is written without a comment or "unchanged"', async () => {
    const { db, a } = await sentBack();
    expect(unchangedSinceRequest(db, reviewOf(db, a.id))).toMatchObject({ by: 'Bảo', comment: ASKED });
    const e = thrown(() => applyReviewAction(db, lan, { draftId: a.id, action: 'submit' }));
    expect(e).toMatchObject({ code: 'unchanged_since_request', details: { draftId: a.id, request: { by: 'Bảo', comment: ASKED } } });
    expect((e as Error).message).toContain('you have not changed it since Bảo asked for changes');
    expect(reviewOf(db, a.id).state).toBe('changes_requested');
  });

  it('sent unchanged on purpose: the approver reads it (queue row and review), and may still approve', async () => {
    const { db, a } = await sentBack();
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit', unchanged: true });
    const r = reviewOf(db, a.id);
    expect(r.state).toBe('in_review');
    expect(unchangedSinceRequest(db, r)).toMatchObject({ by: 'Bảo', comment: ASKED });
    const row = listReviews(db, bao).find((x) => x.draftId === a.id)!;
    expect(row.box).toBe('waiting_for_me');
    expect(unchangedSinceRequest(db, row)).not.toBeNull();
    applyReviewAction(db, bao, { draftId: a.id, action: 'approve' });
    expect(unchangedSinceRequest(db, reviewOf(db, a.id))).toBeNull();
  });

  it('a comment says why and sends it', async () => {
    const { db, a } = await sentBack();
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit', comment: 'Giờ mở cửa vẫn là 7h, khách xác nhận' });
    expect(unchangedSinceRequest(db, reviewOf(db, a.id))).toMatchObject({ by: 'Bảo' });
  });

  it('an edited post is sent without a question and read as a plain submit', async () => {
    const { db, a } = await sentBack();
    drafts.update(db, a.id, { caption: 'Mở cửa từ 6h30' });
    expect(unchangedSinceRequest(db, reviewOf(db, a.id))).toBeNull();
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
    expect(reviewOf(db, a.id).state).toBe('in_review');
    expect(unchangedSinceRequest(db, reviewOf(db, a.id))).toBeNull();
  });

  it('edited after being sent unchanged: no longer the version sent back', async () => {
    const { db, a } = await sentBack();
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit', unchanged: true });
    drafts.update(db, a.id, { caption: 'Mở cửa từ 6h30' });
    expect(unchangedSinceRequest(db, reviewOf(db, a.id))).toBeNull();
  });
});
