/**
 * w9words (walk 9): the decisions toast says what was already so ("1 already approved", not "1 already so");
 * the import's panel knows when a post it reported on took another step since (Bảo confirmed what it said was
 * "waiting for an approver"); the review settings' line beside unsaved changes says the saved rule and what the
 * unsaved choice would do (before: "Publishing waits for an approval." with the box unticked).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostReviewDto } from '../../src-main/bridge/contract';
import { changedSince, importParts, outcomeKey, stampsOf } from '../../src-renderer/src/lib/clientImport';
import { approvalLine } from '../../src-renderer/src/lib/reviewSettings';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('the decisions toast', () => {
  it('says which decision a post already had', () => {
    const ds = [
      { decision: 'approve' as const, outcome: 'approved' as const },
      { decision: 'approve' as const, outcome: 'unchanged' as const },
      { decision: 'request_changes' as const, outcome: 'noted' as const },
    ];
    expect(tr('en')('w8client.done', { values: { parts: importParts(ds, tr('en')).join(', ') } }))
      .toBe('The client’s decisions are in: 1 approved by you, 1 already approved, 1 already with changes requested.');
    expect(importParts(ds, tr('vi'))).toEqual(['1 bài được bạn duyệt', '1 bài đã được duyệt từ trước', '1 bài đã ở trạng thái cần sửa từ trước']);
    expect(importParts([{ decision: 'request_changes', outcome: 'unchanged' }], tr('en'))).toEqual(['1 already with changes requested']);
  });
});

const review = (over: Partial<PostReviewDto> = {}): PostReviewDto => ({
  draftId: 'd1', state: 'changes_requested', stale: false, author: 'Lan', last: { action: 'request_changes', by: 'Bảo', at: '2026-11-27T05:49:00.000Z' },
  actions: {} as PostReviewDto['actions'],
  clientWaiting: { exportId: 'e1', relayedBy: 'Lan', at: '2026-11-27T05:50:00.000Z' },
  ...over,
});

describe("the import panel's lines", () => {
  it('a decision the post already had says which, and whether the note was added (not "Already so")', () => {
    const line = (lang: 'en' | 'vi', decision: 'approve' | 'request_changes', outcome: 'noted' | 'unchanged' | 'approved') => tr(lang)(outcomeKey({ decision, outcome }));
    expect(line('en', 'approve', 'unchanged')).toBe('Client approved — already approved, nothing changed');
    expect(line('en', 'request_changes', 'noted')).toBe('Client asked for changes — changes were already requested; their note added as a comment');
    expect(line('vi', 'request_changes', 'unchanged')).toBe('Khách yêu cầu sửa — bài đã ở trạng thái cần sửa từ trước, không có gì thay đổi');
    expect(line('en', 'approve', 'approved')).toBe('Client approved — approved by you');
  });
});

describe("the import's panel", () => {
  it('is still true while its posts stand as the import left them', () => {
    const stamps = stampsOf(['d1'], { d1: review() });
    expect(changedSince(stamps, { d1: review() })).toBe(0);
  });
  it('knows a post took another step since (an approver confirmed; the post left the campaign)', () => {
    const stamps = stampsOf(['d1', 'd2'], { d1: review(), d2: review({ draftId: 'd2' }) });
    const confirmed = review({ state: 'approved', last: { action: 'approve', by: 'Bảo', at: '2026-11-27T05:51:00.000Z' }, clientWaiting: null });
    expect(changedSince(stamps, { d1: confirmed, d2: review({ draftId: 'd2' }) })).toBe(1);
    expect(changedSince(stamps, { d1: confirmed })).toBe(2);
    expect(tr('en')('w9words.changed', { values: { n: 1 } })).toBe('The client’s decisions were imported; since then 1 of their posts has changed. The table below shows where each post stands now.');
  });
});

describe('the review settings line', () => {
  it('says the saved rule when nothing is changed', () => {
    expect(approvalLine(true, true, tr('en'))).toBe('Publishing waits for an approval.');
    expect(approvalLine(false, false, tr('vi'))).toBe('Có thể đăng bài mà không cần duyệt.');
  });
  it('beside an unsaved change says what is saved and what saving would do', () => {
    expect(approvalLine(true, false, tr('en'))).toBe('Saved: publishing waits for an approval. Once you save: posts can be published without an approval.');
    expect(approvalLine(false, true, tr('en'))).toBe('Saved: posts can be published without an approval. Once you save: publishing will wait for an approval.');
    expect(approvalLine(true, false, tr('vi'))).toBe('Đã lưu: việc đăng bài chờ được duyệt. Khi bạn lưu: có thể đăng bài mà không cần duyệt.');
  });
});
