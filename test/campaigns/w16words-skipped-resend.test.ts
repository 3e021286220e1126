/**
 * w16words (w15review left): of the posts the last send held back, those already sent under their approval (the core's
 * `resend` kind, review-hold.ts) need a new approval before they can go again. The CLI's "of the N posts the last send
 * held back" and the Send tab's reasons said "waiting for approval" of them: the count had no resend part.
 */
import { describe, expect, it } from 'vitest';
import type { SendNow } from '../../src-main/campaigns';
import { skippedNowText } from '../../src-main/cli/commands/campaign';
import { heldReasons, heldSplit } from '../../src-renderer/src/lib/sendwords';

const now = (skipped: Partial<SendNow['skipped']>): SendNow => ({
  checked: false, draftChecked: false, named: [], posts: 3, toSend: 0, held: 3, revoked: 0, problems: 0, waiting: 3, changes: 0, inReview: 1, toSubmit: 0, resend: 2,
  changesBy: [], teamSent: 0, skipped: { problems: 0, waiting: 3, changes: 0, toSubmit: 0, ready: 0, unchecked: 0, revoked: 0, resend: 2, ...skipped },
});
const t = (key: string, o?: { values: Record<string, string | number> }): string => `${key}(${Object.values(o?.values ?? {}).join(',')})`;

describe('a send\'s held posts already sent under their approval (w16words)', () => {
  it('the CLI says they need a new approval, apart from those waiting for approval', () => {
    expect(skippedNowText(now({}))).toBe('of the 3 posts the last send held back: 0 ready to send now, 1 waiting for approval, 2 need a new approval before they can be sent again');
    expect(skippedNowText(now({ waiting: 1, resend: 1 }))).toBe('of the 1 post the last send held back: 0 ready to send now, 1 needs a new approval before it can be sent again');
  });
  it('the Send tab\'s reasons read the core\'s resend count', () => {
    const split = heldSplit(3, { skipped: { problems: 0, waiting: 3, changes: 0, ready: 0, unchecked: 0, toSubmit: 0, resend: 2 } });
    expect(split).toEqual({ problems: 0, waiting: 3, changes: 0, ready: 0, resend: 2 });
    expect(heldReasons(split!, 'Lan', t)).toBe('sendwords.reasonWaiting(1,Lan), w16words.reasonResend(2)');
  });
});
