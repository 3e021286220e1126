/**
 * w10you (walk 10): when Bảo pressed "Keep the approval" over a client's request for changes, Lan's laptop toasted
 * "Bảo approved …", as if a new approval. The keep is an approve step on the approval an earlier step made
 * (keepApprovalOverClient); the core's `keepsApproval` tells it apart, the review event carries `kept` and the toast says
 * "Bảo kept the approval of … over the client's request for changes" (en/vi).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyReviewAction, DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions, keepApprovalOverClient, keepsApproval,
  type DecisionsFile, type ReviewMember,
} from '../../src-main/team';
import { reviews } from '../../src-main/library';
import { reviewToastKey } from '../../src-renderer/src/lib/teamsync';
import { tempLibrary } from '../library/helpers';
import { loadWords, tr } from '../renderer/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

beforeAll(() => loadWords());

describe('a keep of the approval is told as a keep', () => {
  it('keepsApproval: the keep step yes; the approval that made it, a submit, an unknown step no; a new approval after changes no', async () => {
    const t = tempLibrary();
    const db = t.lib.db;
    const posts = await campaignWithPosts(t.dir, db);
    const { a } = posts;
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
    applyReviewAction(db, bao, { draftId: a.id, action: 'approve' });
    const out = await exportClientPreview(db, { campaignId: posts.camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: lan });
    const rev = out.export.posts.find((p) => p.draftId === a.id)!.revision;
    importClientDecisions(db, JSON.stringify({
      format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: posts.camp.id, digest: out.export.digest, decidedAt: '2026-11-27T03:00:00Z',
      posts: withUndecided(out.export.posts, [{ draftId: a.id, revision: rev, decision: 'request_changes', note: 'Đổi ảnh' }]),
    } satisfies DecisionsFile), { member: lan });
    const kept = keepApprovalOverClient(db, bao, a.id).step!;
    const [submit, approve] = reviews.history(db, a.id);
    expect(keepsApproval(db, a.id, kept.id)).toBe(true);
    expect(keepsApproval(db, a.id, approve!.id)).toBe(false);
    expect(keepsApproval(db, a.id, submit!.id)).toBe(false);
    expect(keepsApproval(db, a.id, 'no-such-step')).toBe(false);
    applyReviewAction(db, bao, { draftId: a.id, action: 'request_changes', comment: 'Như khách nói' });
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit', unchanged: true }); // w17unchanged: resent unedited, on purpose
    const again = applyReviewAction(db, bao, { draftId: a.id, action: 'approve' }).step!;
    expect(keepsApproval(db, a.id, again.id)).toBe(false);
  });

  it('the toast of a kept approval says "kept the approval", not "approved"', () => {
    const say = (lang: 'en' | 'vi', kept: boolean) => tr(lang)(reviewToastKey({ kind: 'approved', ...(kept ? { kept: true as const } : {}) }, 'Lan').key, { values: { by: 'Bảo', caption: 'Hậu trường buổi chụp' } });
    expect(say('en', true)).toBe('Bảo kept the approval of “Hậu trường buổi chụp” over the client’s request for changes');
    expect(say('vi', true)).toBe('Bảo đã giữ nguyên duyệt “Hậu trường buổi chụp” dù khách yêu cầu sửa');
    expect(say('en', false)).toBe('Bảo approved “Hậu trường buổi chụp”');
  });
});
