/**
 * w15review (walk 14): the campaign Send tab told Bảo, an approver, "Ask an approver (the Review tab)" of posts he may
 * approve himself. What the reader can do (campaignwaits.ts campaignAsk, from src-shared/approvers.ts approveSplit):
 * approve them in the Review tab; others named only for his own posts where authors may not approve their own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { approveSplit } from '../../src-shared/approvers';
import { campaignAsk } from '../../src-renderer/src/lib/campaignwaits';
import { loadWords, tr } from './helpers';

beforeAll(() => loadWords());

const members = [{ name: 'Lan', role: 'editor' }, { name: 'Bảo', role: 'approver' }, { name: 'Chi', role: 'owner' }];
const strict = { approvers: ['owner', 'approver'], authorsMayApprove: false };
const inReview = (author: string) => ({ state: 'in_review', author });

describe('what the reader can do about posts waiting for approval (w15review)', () => {
  it('approveSplit: the posts the reader may approve, and the approvers of the others by name', () => {
    expect(approveSplit(members, strict, ['Lan', 'Lan', 'Bảo'], 'Bảo')).toEqual({ you: 2, others: 1, names: ['Chi'] });
    expect(approveSplit(members, { ...strict, authorsMayApprove: true }, ['Lan', 'Bảo'], 'Bảo')).toEqual({ you: 2, others: 0, names: [] });
    expect(approveSplit(members, strict, ['Lan'], 'Lan')).toEqual({ you: 0, others: 1, names: ['Bảo', 'Chi'] });
  });
  it('Bảo: approve them in the Review tab (never "ask an approver"), en and vi', () => {
    const posts = [inReview('Lan'), inReview('Lan'), { state: 'approved', author: 'Bảo' }];
    expect(campaignAsk(posts, members, strict, 'Bảo', tr('en'))).toBe('approve them in the Review tab');
    expect(campaignAsk(posts, members, strict, 'Bảo', tr('vi'))).toBe('duyệt các bài ở thẻ Xét duyệt');
    const line = tr('en')('w15review.allInReview', { values: { n: 2, who: 'you or Chi', again: 'no', ask: campaignAsk(posts, members, strict, 'Bảo', tr('en')) ?? '' } });
    expect(line).toBe('All 2 posts left are in review: they wait for approval by you or Chi, so nothing would be sent until they are approved: approve them in the Review tab.');
    expect(line).not.toMatch(/ask an approver/i);
  });
  it('his own post where authors may not approve theirs: Chi named for it only', () => {
    expect(campaignAsk([inReview('Lan'), inReview('Bảo')], members, strict, 'Bảo', tr('en'))).toBe('approve 1 in the Review tab; the other is your own: ask Chi to approve it');
  });
  it('Lan (an editor) approves none: null, the words that ask an approver stand', () => {
    expect(campaignAsk([inReview('Lan')], members, strict, 'Lan', tr('en'))).toBeNull();
    expect(tr('en')('w15review.allWaiting', { values: { n: 1, who: 'you or Chi', again: 'yes', ask: 'approve it in the Review tab' } }))
      .toBe('The post left waits for approval by you or Chi, so nothing would be sent until it is approved. Send it for review or approve it in the Review tab, then run the dry run again.');
  });
});
