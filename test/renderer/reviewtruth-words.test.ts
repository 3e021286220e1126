/**
 * reviewtruth (walk 4): the words review screens say from the core's review DTO. "Publish again"'s
 * hint follows the post's review state and the reader's verdicts (an approver is never told to
 * withdraw, which the table refuses them; a post in review waits for approval, not "send it for
 * review"); the Who line names who edited an approved post and says a client's agreement; the dry
 * run counts posts in review apart from posts not sent for review.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostReviewDto, ReviewVerdictDto } from '../../src-main/bridge/contract';
import { reviewVerdict, type ReviewState } from '../../src-main/team';
import { againHint, splitWaiting, whoLine } from '../../src-renderer/src/lib/reviewtruth';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

/** A post's review as the bridge gives it to a reader of `role` (the core's own verdicts). */
function review(state: ReviewState, role: 'approver' | 'editor' | 'owner', isAuthor: boolean): Pick<PostReviewDto, 'state' | 'author' | 'actions'> {
  const actions = {} as Record<'submit' | 'approve' | 'request_changes' | 'withdraw' | 'comment', ReviewVerdictDto>;
  for (const a of ['submit', 'approve', 'request_changes', 'withdraw', 'comment'] as const) {
    const v = reviewVerdict(state, a, { role, isAuthor });
    actions[a] = v.do === 'refused' ? { do: 'refused', reason: v.reason } : { do: 'allowed' };
  }
  return { state, author: 'Lan', actions };
}

describe('Publish again needs a new approval: the hint follows the review and my rights', () => {
  // w12words (walk 12): Bảo is never told to withdraw it himself, but reads the author's same steps ("waits for Lan to withdraw it …").
  it('to Bảo (approver, not the author) never "withdraw it" himself; to Lan (the author) it does; in review it waits for approval', () => {
    const t = tr('en');
    const both = ['owner', 'approver'];
    expect(againHint(review('approved', 'approver', false), both, t)).toBe('It was sent to the Hub under its current approval: sending it again as a new post waits for Lan or an owner to withdraw it in Review, then send it for review again.');
    expect(againHint(review('approved', 'editor', true), both, t)).toBe('It was sent to the Hub under its current approval: to send it again as a new post, withdraw it in Review, then send it for review again.');
    expect(againHint(review('in_review', 'approver', false), both, t)).toBe('Sending it again as a new post needs a new approval: approve it in Review.');
    expect(againHint(review('in_review', 'editor', true), both, t)).toBe('Sending it again as a new post waits for approval by an owner or an approver.');
    expect(againHint(review('draft', 'editor', true), both, t)).toBe('Sending it again as a new post needs a new approval: send it for review again.');
    for (const s of ['approved', 'in_review', 'draft', 'changes_requested'] as const) {
      expect(againHint(review(s, 'approver', false), both, t)).not.toMatch(/(^|[:,] )withdraw it/i);
      expect(againHint(review(s, 'approver', false), both, tr('vi'))).not.toMatch(/reviewtruth\.|\{/);
    }
  });
});

describe('the Who line', () => {
  it('an approval edited since names the editor; a client agreement is said; Vietnamese too', () => {
    const last = { action: 'approve' as const, by: 'Bảo', at: '2026-11-27T06:00:00.000Z' };
    expect(whoLine({ last, stale: true, editedBy: 'Lan' }, tr('en'))).toBe('edited by Lan after Bảo approved');
    expect(whoLine({ last, stale: true, editedBy: null }, tr('en'))).toBe('edited after Bảo approved');
    expect(whoLine({ last, stale: false, clientAgreed: { relayedBy: 'Lan' } }, tr('en'))).toBe('approved by Bảo — the client agrees');
    expect(whoLine({ last, stale: false }, tr('en'))).toBe('approved by Bảo');
    expect(whoLine({ last, stale: true, editedBy: 'Lan' }, tr('vi'))).toBe('Lan đã sửa sau khi Bảo duyệt');
  });
});

describe('the dry run: in review apart from not sent for review', () => {
  it('counts each group by the core codes', () => {
    const rows = [
      { draftId: 'a', held: true, problems: [{ code: 'waiting_approval' }] },
      { draftId: 'b', held: true, problems: [{ code: 'waiting_review' }] },
      { draftId: 'c', held: true, problems: [{ code: 'changes_requested' }] },
      { draftId: 'd', held: false, problems: [] },
    ];
    expect(splitWaiting(rows)).toEqual({ inReview: 1, toSubmit: 1, resend: 0 });
    const t = tr('en');
    expect(t('reviewtruth.dryInReview', { values: { n: 1, who: 'an approver' } })).toBe('1 post is in review and waits for approval by an approver: it is not sent until approved (marked “Waits for approval” below).');
    expect(t('reviewtruth.dryInReview', { values: { n: 1, who: 'an approver' } })).not.toMatch(/send it for review/);
    expect(tr('vi')('reviewtruth.dryInReview', { values: { n: 2, who: 'người duyệt' } })).toBe('2 bài đang trong duyệt và chờ người duyệt phê duyệt: chưa được gửi cho đến khi được duyệt (đánh dấu “Chờ duyệt” bên dưới).');
  });
});
