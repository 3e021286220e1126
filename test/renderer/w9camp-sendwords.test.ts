/**
 * w9camp (walk 9, F4): the posts a send held back, said in the Send tab's state line and the campaign's line: a post
 * never sent for review is "not sent for review yet", not "waiting for approval by an owner or an approver" (the
 * core's `now.skipped.toSubmit`). Posts in review keep "waiting for approval by …".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { heldReasons, heldSplit } from '../../src-renderer/src/lib/sendwords';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());
describe('the posts a send held back while they wait for the review, by what they wait for', () => {
  it('one in review, one never sent for review', () => {
    const split = heldSplit(2, { skipped: { problems: 0, waiting: 2, changes: 0, ready: 0, toSubmit: 1 } })!;
    expect(heldReasons(split, 'an owner or an approver', tr('en'))).toBe('1 waiting for approval by an owner or an approver, 1 not sent for review yet');
    expect(heldReasons(split, 'chủ nhóm hoặc người duyệt', tr('vi'))).toBe('1 bài đang chờ chủ nhóm hoặc người duyệt phê duyệt, 1 bài chưa được gửi để duyệt');
  });

  it('both in review: as before', () => {
    const split = heldSplit(2, { skipped: { problems: 0, waiting: 2, changes: 0, ready: 0 } })!;
    expect(heldReasons(split, 'an owner or an approver', tr('en'))).toBe('2 waiting for approval by an owner or an approver');
  });
});
