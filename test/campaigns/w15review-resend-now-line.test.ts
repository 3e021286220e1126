/**
 * w15review (walk 14): `campaign status`'s "a send now" line said a post already sent under its approval was "waiting
 * for approval"; it needs a new approval before it can be sent again (the core's `resend`, review-hold.ts), as the Send
 * tab and the dry run say it. Its count is apart from those in review and those to send for review.
 */
import { describe, expect, it } from 'vitest';
import type { SendNow } from '../../src-main/campaigns';
import { sendNowLine } from '../../src-main/cli/commands/campaign';

const now = (n: Partial<SendNow>): SendNow => ({
  checked: false, draftChecked: false, named: [], posts: 4, toSend: 1, held: 3, revoked: 0, problems: 0, waiting: 3, changes: 0, inReview: 1, toSubmit: 0, resend: 2,
  changesBy: [], teamSent: 0, skipped: { problems: 0, waiting: 0, changes: 0, toSubmit: 0, ready: 0, unchecked: 0, revoked: 0, resend: 0 }, ...n,
});

describe('a send now: posts already sent under their approval (w15review)', () => {
  it('said apart from those waiting for approval', () => {
    expect(sendNowLine(now({}))).toBe('a send now: 1 to send, 1 waiting for approval, 2 need a new approval before they can be sent again (problems to fix not checked: no current dry run)');
    expect(sendNowLine(now({ waiting: 1, inReview: 0, resend: 1, held: 1, posts: 2 }))).toBe('a send now: 1 to send, 1 needs a new approval before it can be sent again (problems to fix not checked: no current dry run)');
  });
});
