/**
 * w11words (walk 11): after an approver's "Keep the approval" over a client's request for changes, the review's last
 * step said only "approve": History's Who line read "approved by Bảo" as if a new approval. The core's keepsApproval
 * (w10you) now marks the step the review screens read: `last.kept`, so the line says "Bảo kept the approval over the
 * client's request" (the words: test/renderer/w11words-reader-lines.test.ts). A plain approval carries no `kept`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applyReviewAction, DEFAULT_REVIEW_SETTINGS, exportClientPreview, importClientDecisions, keepApprovalOverClient,
  type DecisionsFile, type ReviewMember,
} from '../../src-main/team';
import { reviewHandlers } from '../../src-main/bridge/handlers/review';
import type { EventHub } from '../../src-main/bridge/events';
import { whoLine } from '../../src-renderer/src/lib/reviewtruth';
import { tempLibrary } from '../library/helpers';
import { loadWords, tr } from '../renderer/helpers';
import { campaignWithPosts, withUndecided } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

beforeAll(() => loadWords());

describe('a keep of the approval is the review\'s last step, said as a keep', () => {
  it('review.get: `kept` on the keep step, none on the approval before it', async () => {
    const t = tempLibrary();
    const db = t.lib.db;
    const posts = await campaignWithPosts(t.dir, db);
    const { a } = posts;
    const h = reviewHandlers({ library: t.lib, events: { emit() {} } as unknown as EventHub, env: { POSTROOM_MEMBER: 'Chi' } });
    const get = () => h['review.get']({ draftIds: [a.id] })[a.id]!;
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
    applyReviewAction(db, bao, { draftId: a.id, action: 'approve' });
    expect(get().last).toMatchObject({ action: 'approve', by: 'Bảo' });
    expect(get().last?.kept).toBeUndefined();
    expect(whoLine(get(), tr('en'), 'Lan')).toBe('approved by Bảo');

    const out = await exportClientPreview(db, { campaignId: posts.camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'en', member: lan });
    const rev = out.export.posts.find((p) => p.draftId === a.id)!.revision;
    importClientDecisions(db, JSON.stringify({
      format: 'postroom-client-decisions', version: 1, exportId: out.export.id, campaignId: posts.camp.id, digest: out.export.digest, decidedAt: '2026-11-27T03:00:00Z',
      posts: withUndecided(out.export.posts, [{ draftId: a.id, revision: rev, decision: 'request_changes', note: 'Đổi ảnh' }]),
    } satisfies DecisionsFile), { member: lan });
    keepApprovalOverClient(db, bao, a.id);
    expect(get().last).toMatchObject({ action: 'approve', by: 'Bảo', kept: true });
    expect(whoLine(get(), tr('en'), 'Lan')).toBe('Bảo kept the approval over the client’s request');
    expect(whoLine(get(), tr('vi'), 'Lan')).toBe('Bảo đã giữ nguyên duyệt dù khách yêu cầu sửa');
  });
});
