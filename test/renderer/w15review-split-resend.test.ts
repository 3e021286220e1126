/**
 * w15review (walk 14): the dry run's split of the posts waiting for the team's review counted a post already sent under
 * its approval (resend_needs_approval) as "not sent for review: send it for review". It was sent for review, approved
 * and sent; going again as new needs a NEW approval (campaigns/review-hold.ts `resend`, as the Send tab and the CLI say).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { splitWaiting } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

describe('a post already sent under its approval is its own count (w15review)', () => {
  it('not "to submit": resend', () => {
    const rows = [
      { draftId: 'a', held: true, problems: [{ code: 'resend_needs_approval' }] },
      { draftId: 'a', held: true, problems: [{ code: 'resend_needs_approval' }] },
      { draftId: 'b', held: true, problems: [{ code: 'waiting_review' }] },
      { draftId: 'c', held: true, problems: [{ code: 'waiting_approval' }] },
    ];
    expect(splitWaiting(rows)).toEqual({ inReview: 1, toSubmit: 1, resend: 1 });
  });
  it('its words, en and vi: a new approval before it goes again, never "send it for review"', () => {
    expect(tr('en')('w15review.resend', { values: { n: 1 } })).toBe('1 post was already sent under its approval: it needs a new approval before it can be sent again (the Review tab).');
    expect(tr('en')('w15review.allResend', { values: { n: 2 } })).toBe('All 2 posts left were already sent under their approval: they need a new approval before they can be sent again, so nothing would be sent (the Review tab).');
    expect(tr('vi')('w15review.resend', { values: { n: 3 } })).toBe('3 bài đã được gửi theo lần duyệt của chúng: cần được duyệt lại trước khi gửi lần nữa (thẻ Xét duyệt).');
  });
});
