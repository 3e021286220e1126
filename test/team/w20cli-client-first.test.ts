/**
 * w20cli (walk 18, finding 6): who approved first, in the core (team/preview/agrees.ts). Lan (editor) relays the client's
 * approval of a post in review; it waits; Bảo (approver) confirms it. The client approved first: clientAgreement says
 * `first: 'client'` (the Who line: "approved by Bảo — the client approved"), and no "the client also approved: nothing
 * to confirm" news is told of it. Bảo's approval first, then the client's: `first: 'approver'` ("— the client agrees").
 * The library's manual clock is advanced a minute between the steps, so their order is in their times.
 */
import { describe, expect, it } from 'vitest';
import { applyReviewAction, clientAgreement, clientApprovalNews, confirmClientApproval, DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions, reviewOf, type DecisionsFile, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

describe('w20cli: who approved first, the client or the approver', () => {
  it('the client first, then Bảo confirmed: first client, no agreement news; Bảo first, then the client: first approver', async () => {
    const t = tempLibrary();
    const db = t.lib.db;
    const step = (): void => t.clock.advance(60_000);
    const { a, b, camp } = await campaignWithPosts(t.dir, db);
    for (const id of [a.id, b.id]) applyReviewAction(db, lan, { draftId: id, action: 'submit' });
    step();
    applyReviewAction(db, bao, { draftId: b.id, action: 'approve' });
    step();
    const out = await exportClientPreview(db, { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: lan });
    const file = JSON.stringify({
      format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: camp.id, digest: out.export.digest, decidedAt: '2026-11-27T07:43:00Z',
      posts: withUndecided(out.export.posts, [a.id, b.id].map((id) => ({ draftId: id, revision: out.export.posts.find((p) => p.draftId === id)!.revision, decision: 'approve' as const, note: '' }))),
    } satisfies DecisionsFile);
    importClientDecisions(db, file, { member: lan });
    step();
    confirmClientApproval(db, bao, a.id);
    expect(reviewOf(db, a.id).state).toBe('approved');
    expect(clientAgreement(db, reviewOf(db, a.id))).toMatchObject({ relayedBy: 'Lan', first: 'client' });
    expect(clientApprovalNews(db, a.id)).toBeNull();
    expect(clientAgreement(db, reviewOf(db, b.id))).toMatchObject({ relayedBy: 'Lan', first: 'approver' });
    expect(clientApprovalNews(db, b.id)).toEqual({ kind: 'client_agreed' });
    t.lib.close();
  });
});
