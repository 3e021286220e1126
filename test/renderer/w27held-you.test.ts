/**
 * Walk 23 (w27sendtab's leftover): Compose's and the schedule's sentence for a post sent back said "Bảo asked for
 * changes" on Bảo's own laptop; the reader is "You", as the dry run says it (held.ts heldSentence takes the reader).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heldSentence } from '../../src-renderer/src/lib/held';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const sentBack = { code: 'changes_requested', who: 'Bảo' };
const roles = ['owner', 'approver'];

describe("a held post's sentence for changes asked, on each laptop", () => {
  it("on Bảo's own laptop: \"You asked for changes\", in en and vi", () => {
    expect(heldSentence(sentBack, roles, tr('en'), [], false, 'Bảo')).toBe('You asked for changes: edit the post and send it for review again.');
    expect(heldSentence(sentBack, roles, tr('vi'), [], false, 'Bảo')).toBe('Bạn yêu cầu sửa: hãy sửa bài rồi gửi duyệt lại.');
  });
  it("on Lan's laptop, or with no reader known: Bảo by name", () => {
    expect(heldSentence(sentBack, roles, tr('en'), [], false, 'Lan')).toBe('Bảo asked for changes: edit the post and send it for review again.');
    expect(heldSentence(sentBack, roles, tr('en'))).toBe('Bảo asked for changes: edit the post and send it for review again.');
  });
});
