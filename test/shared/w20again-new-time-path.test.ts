/**
 * w20again (walk 18, finding 4): the path "Send it as a new post at another time…" names, row by row. Walk 18: a post
 * that went out under its approval read "withdraw it in Review, then send it for review again" (shut); Lan did, Bảo
 * approved the post at the Hub's time, and choosing the new time then sent it back to review — two approvals. In a team
 * that requires approval the step is open there, and choosing the time is what sends it for review with it (one approval);
 * approved again without a new time, the step says so before it is taken.
 */
import { describe, expect, it } from 'vitest';
import { newTimePath, type NewTimeFacts, type NewTimePath } from '../../src-shared/new-time-path';

const review = (state: string, more: Partial<NonNullable<NewTimeFacts['review']>> = {}): NonNullable<NewTimeFacts['review']> => ({ state, stale: false, atHub: { state: 'scheduled' }, ...more });

// [step, send_again refused for, review, path]
const ROWS: ReadonlyArray<[NewTimeFacts['step'], string | null, NewTimeFacts['review'], NewTimePath]> = [
  // Walk 18: went out under its current approval: choose the time (it goes for review with it).
  ['review_first', 'needs_new_approval', review('approved'), 'choose_time'],
  // In review at the Hub's time (withdrawn and sent again, or edited since): choose the time now, one approval.
  ['review_first', 'needs_new_approval', review('in_review', { stale: true }), 'choose_time'],
  ['review_first', 'needs_new_approval', review('in_review'), 'choose_time'],
  // A new time already chosen: it waits for that approval (the hint names who).
  ['review_first', 'needs_new_approval', review('in_review', { stale: true, choseTime: { at: '2026-12-06T19:00', zone: 'Asia/Ho_Chi_Minh', queue: false } }), 'shut'],
  // Withdrawn or changes asked: choose the time, then send it for review.
  ['review_first', 'needs_new_approval', review('draft'), 'choose_then_submit'],
  ['review_first', 'needs_new_approval', review('changes_requested'), 'choose_then_submit'],
  // The old words' path followed: approved again at the Hub's time, no new time in it: said plainly.
  ['review_first', null, review('approved'), 'approved_old_time'],
  // Approved with its new time: the one step ("Send the new post at …"), nothing more to say here.
  ['review_first', null, review('approved', { approvedNewTime: { at: '2026-12-06T19:00', zone: 'Asia/Ho_Chi_Minh' } }), 'open'],
  ['review_first', null, review('approved', { stale: true }), 'open'],
  // Other refusals keep their own reason.
  ['review_first', 'left_team', review('approved'), 'shut'],
  ['review_first', 'revoked', review('approved'), 'shut'],
  ['review_first', 'needs_new_approval', null, 'shut'],
  // No approval required: the step sends; a refusal is shut with its reason.
  ['sends', null, null, 'open'],
  ['sends', null, review('approved'), 'open'],
  ['sends', 'left_team', null, 'shut'],
];

describe('newTimePath: the path a new time takes, by verdict and review', () => {
  it.each(ROWS)('%s, refused %s, review %j → %s', (step, refused, r, path) => {
    expect(newTimePath({ step, refused, review: r })).toBe(path);
  });
});

describe('newTimePath: a new time already in the draft (with other edits, so no choseTime)', () => {
  it('in review or withdrawn with it: its review is the step (the hint says it), not another time', () => {
    expect(newTimePath({ step: 'review_first', refused: 'needs_new_approval', review: review('in_review', { stale: true }), draftAtHubTime: false })).toBe('shut');
    expect(newTimePath({ step: 'review_first', refused: 'needs_new_approval', review: review('draft'), draftAtHubTime: false })).toBe('shut');
    expect(newTimePath({ step: 'review_first', refused: 'needs_new_approval', review: review('in_review', { stale: true }), draftAtHubTime: true })).toBe('choose_time');
  });
});
