/**
 * clientchange (walk 6): a client's approval of content the agency itself asked to change is kept but
 * flagged: the page says the agency is still changing it, the import does not approve it (whoever
 * imports), "confirm all" and "approve all" leave it, and only an explicit confirm over the request
 * approves it, its history naming the request.
 */
import { describe, expect, it } from 'vitest';
import { drafts, reviews } from '../../src-main/library';
import {
  applyReviewAction, confirmClientApproval, confirmClientApprovals, DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions,
  listReviews, openChangeRequest, reviewCampaign, reviewOf, type DecisionsFile, type ReviewMember,
} from '../../src-main/team';
import { tempLibrary, thrown } from '../library/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const ASKED = 'wrong price, change the photo (internal: supplier late)';

/** Lan sends a and b for review; Bảo asks for changes on a; Lan exports the page anyway. */
async function walk6(lang: 'en' | 'vi' = 'en') {
  const t = tempLibrary();
  const db = t.lib.db;
  const posts = await campaignWithPosts(t.dir, db);
  const { a, b } = posts;
  applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
  applyReviewAction(db, lan, { draftId: b.id, action: 'submit' });
  applyReviewAction(db, bao, { draftId: a.id, action: 'request_changes', comment: ASKED });
  const out = await exportClientPreview(db, { campaignId: posts.camp.id, zone: 'Asia/Ho_Chi_Minh', lang, member: lan });
  const rev = (id: string) => out.export.posts.find((p) => p.draftId === id)!.revision;
  const file = (ids: string[]): string => JSON.stringify({
    format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: posts.camp.id, digest: out.export.digest, decidedAt: '2026-11-27T03:00:00Z',
    posts: withUndecided(out.export.posts, ids.map((id) => ({ draftId: id, revision: rev(id), decision: 'approve' as const, note: '' }))),
  } satisfies DecisionsFile);
  const article = (id: string): string => { const s = out.html.slice(out.html.indexOf(`<article class="post" data-draft-id="${id}"`)); return s.slice(0, s.indexOf('</article>')); };
  return { ...t, db, ...posts, out, file, article };
}

describe('a client approval over the agency\'s open change request', () => {
  it('the client page marks the post the agency is still changing, and its approve button says so; never the request\'s words', async () => {
    const { a, b, article, out } = await walk6();
    expect(article(a.id)).toContain('data-agency-changing=""');
    expect(article(a.id)).toContain('The agency is still changing this post');
    expect(article(a.id)).toMatch(/class="approve" aria-pressed="false">Approve this version anyway</);
    expect(article(b.id)).not.toContain('data-agency-changing');
    expect(article(b.id)).toMatch(/class="approve" aria-pressed="false">Approve</);
    expect(out.html).not.toContain('wrong price');
    expect(out.html).not.toContain('internal');
    const vi = await walk6('vi');
    expect(vi.article(vi.a.id)).toContain('Agency vẫn đang sửa bài này');
    expect(vi.article(vi.a.id)).toContain('>Vẫn duyệt bản này<');
  });

  it('w41minor: a post sent for review again unchanged since the request is "still discussed", not "still changed"', async () => {
    const { db, a, camp } = await walk6();
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit', comment: 'the price is right: the supplier confirmed it' });
    for (const lang of ['en', 'vi'] as const) {
      const again = await exportClientPreview(db, { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang, member: lan });
      const s = again.html.slice(again.html.indexOf(`<article class="post" data-draft-id="${a.id}"`));
      const art = s.slice(0, s.indexOf('</article>'));
      expect(art).toContain('data-agency-changing=""');
      expect(art).toContain(lang === 'en' ? 'then sent it for review again unchanged' : 'gửi duyệt lại mà không sửa');
      expect(art).not.toContain(lang === 'en' ? 'The agency is still changing this post' : 'Agency vẫn đang sửa bài này');
      expect(again.html).not.toContain('supplier confirmed');
    }
  });

  it('an editor\'s import keeps it flagged; "confirm all" and "approve all" leave it; only the explicit confirm approves it, and its history says so', async () => {
    const { db, a, b, c, camp, file } = await walk6();
    const r = importClientDecisions(db, file([a.id, b.id]), { member: lan });
    const da = r.decisions.find((d) => d.draftId === a.id)!;
    expect(da.outcome).toBe('over_request');
    expect(da.openRequest).toMatchObject({ by: 'Bảo', comment: ASKED });
    expect(r.decisions.find((d) => d.draftId === b.id)).toMatchObject({ outcome: 'waiting_for_approver', openRequest: null });
    // The queue row names the open request (who, when, what).
    const row = listReviews(db, bao).find((x) => x.draftId === a.id)!;
    expect(row.clientApproved?.overRequest).toMatchObject({ by: 'Bảo', comment: ASKED });
    expect(row.clientApproved?.overRequest?.at).toMatch(/^2\d{3}-/);
    expect(listReviews(db, bao).find((x) => x.draftId === b.id)!.clientApproved?.overRequest).toBeNull();

    const all = confirmClientApprovals(db, bao, [a.id, b.id]);
    expect(all.confirmed.map((c) => c.review.draftId)).toEqual([b.id]);
    expect(all.flagged).toEqual([{ draftId: a.id, request: expect.objectContaining({ by: 'Bảo', comment: ASKED }) }]);
    expect(reviewOf(db, a.id).state).toBe('changes_requested') // w8client: the request stands;
    expect(reviewOf(db, b.id).state).toBe('approved');

    applyReviewAction(db, lan, { draftId: c.id, action: 'submit' });
    const camp1 = reviewCampaign(db, bao, camp.id, 'approve');
    expect(camp1.taken.map((x) => x.review.draftId)).toEqual([c.id]);
    expect(camp1.flagged).toEqual([a.id]);
    expect(reviewOf(db, a.id).state).toBe('changes_requested');

    const e = thrown(() => confirmClientApproval(db, bao, a.id));
    expect(e).toMatchObject({ code: 'client_over_request', details: { draftId: a.id, request: { by: 'Bảo', comment: ASKED } } });
    // A plain approve is no way round it: the one rule is the core's.
    expect(thrown(() => applyReviewAction(db, bao, { draftId: a.id, action: 'approve' }))).toMatchObject({ code: 'client_over_request' });
    expect(reviewOf(db, a.id).state).toBe('changes_requested');

    const ok = confirmClientApproval(db, bao, a.id, { overRequest: true });
    expect(ok.review.state).toBe('approved');
    const last = reviews.history(db, a.id).at(-1)!;
    expect(last).toMatchObject({ action: 'approve', by: 'Bảo' });
    const said = reviews.commentsOf(db, a.id).find((c) => c.id === last.commentId)!;
    expect(said.body).toContain('over an open change request');
    expect(said.body).toContain(`Bảo asked for changes on`);
    expect(said.body).toContain(ASKED);
    expect(openChangeRequest(db, a.id, ok.review.revision)).toBeNull();
    expect(thrown(() => confirmClientApproval(db, bao, a.id, { overRequest: true }))).toMatchObject({ code: 'client_not_waiting' });
  });

  it('an approver\'s own import does not approve it either (kept, flagged)', async () => {
    const { db, a, b, file } = await walk6();
    const r = importClientDecisions(db, file([a.id, b.id]), { member: bao });
    expect(r.decisions.map((d) => [d.draftId, d.outcome])).toEqual([[a.id, 'over_request'], [b.id, 'approved']]);
    expect(reviewOf(db, a.id).state).toBe('changes_requested');
    expect(reviews.approvalsOf(db, a.id)).toHaveLength(0);
  });

  it('an edit answers the request: a new version is no longer flagged', async () => {
    const { db, a } = await walk6();
    expect(openChangeRequest(db, a.id, reviewOf(db, a.id).revision)).toMatchObject({ by: 'Bảo' });
    drafts.update(db, a.id, { caption: 'price fixed' });
    expect(openChangeRequest(db, a.id, reviewOf(db, a.id).revision)).toBeNull();
  });
});
