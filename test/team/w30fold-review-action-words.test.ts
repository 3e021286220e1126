import { describe, expect, it } from 'vitest';
import { REVIEW_ACTIONS, reviewActionEnglish } from '../../src-main/team';

// w30fold: one table of the review actions' English (REVIEW_ENGLISH.action), said with a post or alone; before, ON_POST
// (review-actions.ts) phrased them with a post beside it. The words, written out by hand as they were in both.
const ALONE = { submit: 'send for review', approve: 'approve', request_changes: 'request changes', comment: 'comment', withdraw: 'withdraw from review', edit_content: 'edit', publish: 'publish' };
const ON_POST = { submit: 'send post d1 for review', approve: 'approve post d1', request_changes: 'request changes on post d1', comment: 'comment on post d1', withdraw: 'withdraw post d1 from review', edit_content: 'edit post d1', publish: 'publish post d1' };

describe('reviewActionEnglish', () => {
  it.each(Object.keys(ALONE) as Array<keyof typeof ALONE>)('%s: alone and with its post', (a) => {
    expect(reviewActionEnglish(a)).toBe(ALONE[a]);
    expect(reviewActionEnglish(a, 'post d1')).toBe(ON_POST[a]);
  });
  it('covers every action', () => expect(Object.keys(ALONE).sort()).toEqual([...REVIEW_ACTIONS].sort()));
});
