/**
 * h-campcount (walk 41b): `campaign list` and `campaign status` say of a campaign's sent posts what its rows say. A post the
 * Hub already had from a call no teammate's outcome names (a revoked member's) is "the Hub already had (replayed here)",
 * never among "sent by you"; a revoked teammate's sends whose outcome cannot reach the team say so. Before: "3 sent by you"
 * and "2 sent by Lan (a teammate)".
 */
import { describe, expect, it } from 'vitest';
import { campaignSplit, type SendNow } from '../../src-main/campaigns';
import { listSentByText, statusCounts } from '../../src-main/cli/commands/campaign-status-words';

const since = Date.parse('2026-11-29T05:00:00Z');
const now = { checked: true, draftChecked: true, named: [], posts: 0, toSend: 0, held: 0, revoked: 0, problems: 0, waiting: 0, changes: 0, inReview: 0, toSubmit: 0, resend: 0, changesBy: [], teamSent: 0,
  skipped: { problems: 0, waiting: 0, changes: 0, toSubmit: 0, ready: 0, unchecked: 0, revoked: 0, resend: 0 } } as unknown as SendNow;

describe('`campaign list`', () => {
  it('the replays apart from the reader\'s own: ", 1 sent by you, 2 the Hub already had (replayed here), 1 sent by Chi (a teammate)"', () => {
    expect(listSentByText({ sentBy: [{ name: 'Chi', posts: 1 }], sentHere: 1, hadAlready: 2 })).toBe(', 1 sent by you, 2 the Hub already had (replayed here), 1 sent by Chi (a teammate)');
    expect(listSentByText({ sentBy: [], sentHere: 1, hadAlready: 1 })).toBe(', 1 sent by you, 1 the Hub already had (replayed here)');
    expect(listSentByText({ sentBy: [], sentHere: 2 })).toBe('');
  });
  it('a revoked teammate\'s sends: ", 2 sent by Lan (a teammate), outcome not shared since Lan\'s access was revoked"', () => {
    expect(listSentByText({ sentBy: [{ name: 'Lan', posts: 2, unshared: { posts: 2, since } }], sentHere: 0 })).toBe(", 2 sent by Lan (a teammate), outcome not shared since Lan's access was revoked");
    expect(listSentByText({ sentBy: [{ name: 'Lan', posts: 3, unshared: { posts: 1, since } }], sentHere: 0 })).toBe(", 3 sent by Lan (a teammate), the outcome of 1 of them not shared since Lan's access was revoked");
  });
});

describe('`campaign status`', () => {
  it('the sent: the Hub\'s already, a revoked teammate\'s unshared, each as the rows say it', () => {
    const split = campaignSplit({ total: 4, handed: 2, teamSent: 2, withdrawn: 0 }, now);
    expect(statusCounts({ now, split, sentHere: 0, hadAlready: 2, sentBy: [{ name: 'Lan', posts: 2, unshared: { posts: 2, since } }] }))
      .toBe("4 posts · 4 sent (2 the Hub already had (replayed here); 2 by Lan, a teammate, outcome not shared since Lan's access was revoked)");
  });
});
