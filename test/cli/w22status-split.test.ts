/**
 * w22status (walk 19, A): `postroom campaign status` (and `campaign send`'s last line) said "0 not sent, 6 held back" of six
 * posts nothing had sent, where the app's header said "6 posts · 3 ready to send now · 3 held back (…)". The CLI reads the
 * core's one partition (status `split`, send-now.ts campaignSplit): the same numbers, in the header's order.
 */
import { describe, expect, it } from 'vitest';
import { campaignSplit, type SendNow } from '../../src-main/campaigns';
import { statusCounts } from '../../src-main/cli/commands/campaign';

/** What a send would do now: nothing held unless a row says so. */
const now = (over: Partial<SendNow> = {}): SendNow => ({
  checked: true, draftChecked: true, named: [], posts: 0, toSend: 0, held: 0, revoked: 0, problems: 0, waiting: 0, changes: 0, inReview: 0, toSubmit: 0, resend: 0, changesBy: [], teamSent: 0,
  skipped: { problems: 0, waiting: 0, changes: 0, toSubmit: 0, ready: 0, unchecked: 0, revoked: 0, resend: 0 },
  ...over,
} as SendNow);

/** The status as the core makes it: its counts, `now`, and the split made from both (sender.ts status). */
function status(c: { total: number; handed?: number; teamSent?: number; withdrawn?: number; sentHere?: number; sentBy?: Array<{ name: string; posts: number }> }, n: SendNow) {
  const counts = { total: c.total, handed: c.handed ?? 0, teamSent: c.teamSent ?? 0, withdrawn: c.withdrawn ?? 0 };
  return { now: n, sentBy: c.sentBy ?? [], sentHere: c.sentHere ?? 0, split: campaignSplit(counts, n) };
}

describe('campaign status says the app header\'s counts (status split)', () => {
  it('nothing sent yet, some ready and some held: never "0 not sent, 6 held back"', () => {
    const s = status({ total: 6 }, now({ waiting: 2, inReview: 2, problems: 1 }));
    expect(statusCounts(s)).toBe('6 posts · 3 ready to send now · 3 held back (1 for its problems, 2 waiting for approval)');
  });

  it('held back for each reason, in the header\'s order, the reader\'s own request "by you"', () => {
    const s = status({ total: 5 }, now({ problems: 2, waiting: 3, changes: 1, toSubmit: 1, resend: 1, changesBy: ['Bảo'] }));
    expect(statusCounts(s)).toBe('5 posts · 5 held back (2 for their problems, 1 not sent for review yet, 1 needs a new approval before it can be sent again, 1 with changes requested by Bảo)');
    expect(statusCounts(status({ total: 2 }, now({ waiting: 1, changes: 1, changesBy: ['Lan'] })), 'Lan')).toBe('2 posts · 1 ready to send now · 1 held back (1 with changes requested by you)');
  });

  it('all sent: the posts and the sent, nothing held', () => {
    expect(statusCounts(status({ total: 3, handed: 3 }, now()))).toBe('3 posts · 3 sent');
    expect(statusCounts(status({ total: 3, handed: 3, sentHere: 1 }, now()))).toBe("3 posts · 3 sent (1 by you, outside the campaign's Send)");
  });

  it('some sent by a teammate: counted as sent, by name', () => {
    const s = status({ total: 4, teamSent: 3, sentBy: [{ name: 'Lan', posts: 3 }] }, now({ teamSent: 3 }));
    expect(statusCounts(s)).toBe('4 posts · 3 sent (3 by Lan, a teammate) · 1 ready to send now');
  });

  it('withdrawn: said last, as the header says it', () => {
    const s = status({ total: 4, handed: 2, withdrawn: 1 }, now({ revoked: 1 }));
    expect(statusCounts(s)).toBe("4 posts · 2 sent · 1 held back (1 because this computer's access was revoked) · 1 withdrawn");
  });
});
