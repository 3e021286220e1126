/**
 * w11client (walk 11): Lan (an editor) imported a client decisions file in which the client approved a post Bảo had
 * ALREADY approved, same version. The import said "nothing changed" for it, yet Bảo's laptop toasted "The client
 * approved … (relayed by Lan): confirm it in Review" — nothing was there to confirm. The core now says what it is, once
 * (team/preview/agrees.ts): the import's outcome is `client_agrees`, the review event told for the relay is
 * `client_agreed` (never `client_approved`, the "confirm it" one), nothing waits for anyone; a client approval still
 * waiting stays `client_approved`; one of a version changed since the preview is still refused (decisions_stale).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyReviewAction, clientAgreement, clientApprovalNews, clientApprovalWaiting, DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions,
  listReviews, reviewOf, type DecisionsFile, type ReviewMember,
} from '../../src-main/team';
import { drafts, type WritableDB } from '../../src-main/library';
import { importParts, outcomeKey } from '../../src-renderer/src/lib/clientImport';
import { reviewToastKey } from '../../src-renderer/src/lib/teamsync';
import { tempLibrary } from '../library/helpers';
import { loadWords, tr } from '../renderer/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

beforeAll(() => loadWords());

type Decided = { draftId: string; decision: 'approve' | 'request_changes'; note?: string };
async function preview(db: WritableDB, campaignId: string) {
  const out = await exportClientPreview(db, { campaignId, zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: lan });
  const file = (ds: Decided[]): string => JSON.stringify({
    format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId, digest: out.export.digest, decidedAt: '2026-11-27T07:43:00Z',
    posts: withUndecided(out.export.posts, ds.map((d) => ({ draftId: d.draftId, revision: out.export.posts.find((p) => p.draftId === d.draftId)!.revision, decision: d.decision, note: d.note ?? '' }))),
  } satisfies DecisionsFile);
  return file;
}

describe('a client approval of a version already approved: the client agrees, nothing to confirm', () => {
  it('the import says client_agrees; the event is client_agreed; nothing waits; a waiting one stays client_approved', async () => {
    const t = tempLibrary();
    const db = t.lib.db;
    const { a, b, c, camp } = await campaignWithPosts(t.dir, db);
    for (const id of [a.id, b.id, c.id]) applyReviewAction(db, lan, { draftId: id, action: 'submit' });
    applyReviewAction(db, bao, { draftId: a.id, action: 'approve' });
    applyReviewAction(db, bao, { draftId: c.id, action: 'approve' });
    const file = await preview(db, camp.id);
    const r = importClientDecisions(db, file([{ draftId: a.id, decision: 'approve' }, { draftId: b.id, decision: 'approve' }, { draftId: c.id, decision: 'approve', note: 'Đẹp lắm' }]), { member: lan });
    const of = (id: string) => r.decisions.find((d) => d.draftId === id)!;
    // Already approved (same version): the client agrees; a note is still said as a comment.
    expect(of(a.id)).toMatchObject({ outcome: 'client_agrees', result: 'unchanged' });
    expect(of(c.id).outcome).toBe('client_agrees');
    expect(of(c.id).result).not.toBe('unchanged');
    expect(of(b.id).outcome).toBe('waiting_for_approver');
    // The event told to an approver for each relay (bridge/core.ts onReview): agreed, not "confirm it".
    expect(clientApprovalNews(db, a.id)).toEqual({ kind: 'client_agreed' });
    expect(clientApprovalNews(db, c.id)).toEqual({ kind: 'client_agreed' });
    expect(clientApprovalNews(db, b.id)).toEqual({ kind: 'client_approved', overRequestBy: null });
    expect(clientApprovalWaiting(db, reviewOf(db, a.id))).toBeNull();
    expect(clientAgreement(db, reviewOf(db, a.id))).toMatchObject({ relayedBy: 'Lan' });
    expect(reviewOf(db, a.id).state).toBe('approved');
    // Bảo's "Waiting for me" holds the one waiting for him to confirm, never the agreed ones.
    const waiting = listReviews(db, bao).filter((x) => x.box === 'waiting_for_me').map((x) => x.draftId);
    expect(waiting).toEqual([b.id]);
    // Once Bảo confirms b, the relay is no longer a step to confirm: it says the client agrees.
    applyReviewAction(db, bao, { draftId: b.id, action: 'approve' });
    expect(clientApprovalNews(db, b.id)).toEqual({ kind: 'client_agreed' });
    // Edited since: neither waiting nor agreeing (the approval is of another version): nothing to tell.
    drafts.update(db, a.id, { caption: 'Đổi chữ sau khi duyệt' });
    expect(clientApprovalNews(db, a.id)).toBeNull();
  });

  it('an approved post changed since the preview: the client approval is refused as stale (kept), nothing recorded', async () => {
    const t = tempLibrary();
    const db = t.lib.db;
    const { a, camp } = await campaignWithPosts(t.dir, db);
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
    applyReviewAction(db, bao, { draftId: a.id, action: 'approve' });
    const file = await preview(db, camp.id);
    drafts.update(db, a.id, { caption: 'Sửa sau bản xem trước' }); // back in review; Bảo approves the new version
    applyReviewAction(db, bao, { draftId: a.id, action: 'approve' });
    expect(() => importClientDecisions(db, file([{ draftId: a.id, decision: 'approve' }]), { member: lan })).toThrow(expect.objectContaining({ code: 'decisions_stale' }));
    expect(clientApprovalNews(db, a.id)).toBeNull();
  });
});

describe('the words: the toast and the import say the client agrees, never "confirm it"', () => {
  it('the review event client_agreed is told as an agreement (en, vi)', () => {
    const say = (lang: 'en' | 'vi') => tr(lang)(reviewToastKey({ kind: 'client_agreed' }, 'Bảo').key, { values: { by: 'Lan', caption: 'Hậu trường buổi chụp lookbook ở phố cổ' } });
    expect(say('en')).toBe('The client (via Lan) also approved “Hậu trường buổi chụp lookbook ở phố cổ”: it was already approved, nothing to confirm.');
    expect(say('vi')).toBe('Khách (qua Lan) cũng đã duyệt “Hậu trường buổi chụp lookbook ở phố cổ”: bài đã được duyệt từ trước, không cần xác nhận gì.');
    // The one waiting still asks an approver to confirm it.
    expect(tr('en')(reviewToastKey({ kind: 'client_approved' }, 'Bảo').key, { values: { by: 'Lan', caption: 'X' } })).toBe('The client approved “X” (via Lan): confirm it in Review.');
  });

  it('the import toast part and panel line of client_agrees', () => {
    expect(importParts([{ decision: 'approve', outcome: 'client_agrees' }, { decision: 'approve', outcome: 'waiting_for_approver' }], tr('en'))).toEqual(['1 waiting for an approver to confirm', '1 already approved — the client agrees']);
    expect(importParts([{ decision: 'approve', outcome: 'client_agrees' }], tr('vi'))).toEqual(['1 bài đã được duyệt từ trước — khách cũng đồng ý']);
    expect(tr('en')(outcomeKey({ decision: 'approve', outcome: 'client_agrees', unchanged: true }))).toBe('Client approved — already approved: the client agrees, nothing to confirm');
    expect(tr('en')(outcomeKey({ decision: 'approve', outcome: 'client_agrees', unchanged: false }))).toBe('Client approved — already approved: the client agrees, nothing to confirm; their note added as a comment');
    expect(tr('vi')(outcomeKey({ decision: 'approve', outcome: 'client_agrees', unchanged: true }))).toBe('Khách đã duyệt — bài đã được duyệt từ trước: khách cũng đồng ý, không cần xác nhận gì');
  });
});
