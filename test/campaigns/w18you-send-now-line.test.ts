/**
 * w18you (walk 17, 5): on Bảo's own laptop, `campaign dry-run` listed "changes requested by you" and then its closing
 * line said "1 with changes requested by Bảo" (`campaign status` too): the "a send now" line and the held-back line of
 * the last send name the reader "you" (review.ts nameFor), a teammate by name.
 */
import { describe, expect, it } from 'vitest';
import type { SendNow } from '../../src-main/campaigns';
import { sendNowLine, skippedNowText } from '../../src-main/cli/commands/campaign';

const now = (n: Partial<SendNow>): SendNow => ({
  checked: false, draftChecked: false, named: [], posts: 2, toSend: 1, held: 1, revoked: 0, problems: 0, waiting: 1, changes: 1, inReview: 0, toSubmit: 0, resend: 0,
  changesBy: ['Bảo'], teamSent: 0, skipped: { problems: 0, waiting: 1, changes: 1, toSubmit: 0, ready: 0, unchecked: 0, revoked: 0, resend: 0 }, ...n,
});

describe('the reader\'s own request for changes in the CLI\'s send lines (w18you)', () => {
  it('Bảo reads "by you"; Lan reads "by Bảo"; no reader named: by name', () => {
    expect(sendNowLine(now({}), 'Bảo')).toBe('a send now: 1 to send, 1 with changes requested by you (problems to fix not checked: no current dry run); of the 1 post the last send held back: 0 ready to send now, 1 with changes requested by you');
    expect(sendNowLine(now({}), 'Lan')).toBe('a send now: 1 to send, 1 with changes requested by Bảo (problems to fix not checked: no current dry run); of the 1 post the last send held back: 0 ready to send now, 1 with changes requested by Bảo');
    expect(skippedNowText(now({ changesBy: ['Bảo', 'Chi'] }), 'Chi')).toBe('of the 1 post the last send held back: 0 ready to send now, 1 with changes requested by Bảo, you');
    expect(sendNowLine(now({}))).toContain('with changes requested by Bảo');
  });
});
