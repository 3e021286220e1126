/**
 * w12words (walk 12): Bảo's "Request changes" with a comment gave Lan TWO toasts ("sent back with changes requested"
 * and "Bảo commented on …"). One action, one toast: the step's toast carries the comment's first line
 * (stepCommentLine), and the comment written with the step is not told on its own (saidWithStep).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { applyReviewAction, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { saidWithStep, stepCommentLine } from '../../src-main/bridge/step-comment';
import { reviewToastKey } from '../../src-renderer/src/lib/teamsync';
import { tempLibrary } from '../library/helpers';
import { loadWords, tr } from '../renderer/helpers';
import { campaignWithPosts } from './helpers';

const bao: ReviewMember = { name: 'Bảo', role: 'approver', settings: DEFAULT_REVIEW_SETTINGS, solo: false };
const lan: ReviewMember = { name: 'Lan', role: 'editor', settings: DEFAULT_REVIEW_SETTINGS, solo: false };

beforeAll(() => loadWords());

describe('a request for changes with a comment is one toast', () => {
  it("the step carries the comment's first line; that comment is not told again; a comment alone still is", async () => {
    const t = tempLibrary();
    const db = t.lib.db;
    const { a } = await campaignWithPosts(t.dir, db);
    applyReviewAction(db, lan, { draftId: a.id, action: 'submit' });
    const asked = applyReviewAction(db, bao, { draftId: a.id, action: 'request_changes', comment: 'Đổi ảnh bìa\nvà giá' });
    expect(stepCommentLine(db, a.id, asked.step!.id)).toBe('Đổi ảnh bìa');
    expect(saidWithStep(db, a.id, asked.comment!.id)).toBe(true);
    const alone = applyReviewAction(db, bao, { draftId: a.id, action: 'comment', comment: 'Thêm hashtag' });
    expect(saidWithStep(db, a.id, alone.comment!.id)).toBe(false);
    const plain = applyReviewAction(db, lan, { draftId: a.id, action: 'submit', unchanged: true }); // w17unchanged: resent unedited, on purpose
    expect(stepCommentLine(db, a.id, plain.step!.id)).toBeNull();
  });

  it('the toast says the request and the comment together (en, vi); without a comment as before', () => {
    const say = (lang: 'en' | 'vi', said?: string) => tr(lang)(reviewToastKey({ kind: 'changes_requested', ...(said ? { said } : {}) }, 'Lan').key, { values: { by: 'Bảo', caption: 'Áo dài phố Hội', said: said ?? '' } });
    expect(say('en', 'Đổi ảnh bìa')).toBe('Bảo sent “Áo dài phố Hội” back with changes requested: “Đổi ảnh bìa”');
    expect(say('vi', 'Đổi ảnh bìa')).toBe('Bảo đã trả “Áo dài phố Hội” kèm yêu cầu sửa: “Đổi ảnh bìa”');
    expect(say('en')).toBe('Bảo sent “Áo dài phố Hội” back with changes requested');
  });
});
