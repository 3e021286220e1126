/**
 * Walk 42a (3): a client's approval made BEFORE the agency's request for changes does not wait over that request. Hạnh (an
 * editor) relayed the client's approval of a version Marc had approved ("already approved: the client agrees"); then Marc
 * asked for changes on it. Marc's "Waiting for me" (and `review list`) held the post — "the client approved (via Hạnh), but
 * you asked for changes … and this version was not changed since" — offering "Confirm over this request…", and Hạnh's
 * "Came back" said the same. True: the request came after the client's approval; the post waits for Hạnh's edit, not for
 * Marc. The core now reads the order (review-client.ts clientApprovalWaiting): over a request only when it came after it,
 * in the library's order, not by time alone (this library's clock stands still: every step shares one millisecond).
 * Failed on the old code: clientApprovalWaiting named Marc's request; Marc's box was waiting_for_me.
 */
import { describe, expect, it } from 'vitest';
import {
  applyReviewAction, clientApprovalWaiting, DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions, listReviews, reviewOf,
  type DecisionsFile, type ReviewMember,
} from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const marc: ReviewMember = { name: 'Marc', role: 'owner', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const hanh: ReviewMember = { name: 'Hạnh', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

describe('a client approval, then the agency asks for changes', () => {
  it('waits for nobody: the request answers it; a client approval made after a request still waits over it', async () => {
    const t = tempLibrary();
    const db = t.lib.db;
    const { a, b, camp } = await campaignWithPosts(t.dir, db);
    for (const d of [a, b]) applyReviewAction(db, hanh, { draftId: d.id, action: 'submit' });
    applyReviewAction(db, marc, { draftId: a.id, action: 'approve' });
    // b: Marc asks for changes BEFORE the client's approval (the flagged case, kept as it was).
    applyReviewAction(db, marc, { draftId: b.id, action: 'request_changes', comment: 'Sai giá' });
    const out = await exportClientPreview(db, { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'vi', member: hanh });
    const rev = (id: string): string => out.export.posts.find((p) => p.draftId === id)!.revision;
    const r = importClientDecisions(db, JSON.stringify({
      format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: camp.id, digest: out.export.digest, decidedAt: '2026-11-29T07:00:00Z',
      posts: withUndecided(out.export.posts, [{ draftId: a.id, revision: rev(a.id), decision: 'approve', note: '' }, { draftId: b.id, revision: rev(b.id), decision: 'approve', note: '' }]),
    } satisfies DecisionsFile), { member: hanh });
    expect(r.decisions.map((d) => [d.draftId, d.outcome])).toEqual([[a.id, 'client_agrees'], [b.id, 'over_request']]);
    // Then Marc asks for changes on a (the version the client agreed with).
    applyReviewAction(db, marc, { draftId: a.id, action: 'request_changes', comment: 'Đổi ảnh' });
    expect(reviewOf(db, a.id).state).toBe('changes_requested');

    expect(clientApprovalWaiting(db, reviewOf(db, a.id))).toBeNull();
    const marcRows = listReviews(db, marc);
    expect(marcRows.find((x) => x.draftId === a.id)?.box).not.toBe('waiting_for_me');
    const hanhRow = listReviews(db, hanh).find((x) => x.draftId === a.id);
    expect(hanhRow).toMatchObject({ box: 'came_back', state: 'changes_requested', clientApproved: null });
    // b: the client's approval came after Marc's request: it still waits over it, for Marc to decide.
    expect(clientApprovalWaiting(db, reviewOf(db, b.id))).toMatchObject({ relayedBy: 'Hạnh', overRequest: { by: 'Marc', comment: 'Sai giá' } });
    expect(marcRows.find((x) => x.draftId === b.id)).toMatchObject({ box: 'waiting_for_me', clientApproved: { overRequest: { by: 'Marc' } } });
  });
});
