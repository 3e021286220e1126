/**
 * h-nobody (walk 41a): Marc (owner, the team's only approver) edited Hạnh's post and resubmitted it; the team does not let
 * authors approve their own posts, so nobody in the team may approve it. His campaign header, Send tab and `campaign status`
 * counted it among "2 waiting for approval by you". The core counts those posts apart (send-now.ts SendNow `nobody`, from
 * the hold's `nobody`, team/who-approves.ts), and whom the others wait for is said of the others alone (`inReviewWho`).
 * Failed on the old code: no `nobody` count, no `inReviewWho` (the post nobody may approve made it two answers), and the
 * CLI said "2 held back (2 waiting for approval)".
 */
import { describe, expect, it } from 'vitest';
import { campaignSplit, sendNow } from '../../src-main/campaigns';
import { sendNowLine, skippedNowText, statusCounts } from '../../src-main/cli/commands/campaign';
import type { Draft } from '../../src-main/library';
import type { TeamPublishPort, TeamWaiting } from '../../src-main/publisher';
import { nobodyApprovesEnglish } from '../../src-main/team/who-approves';

const draft = (id: string): Draft => ({ id, photos: [{}] }) as unknown as Draft;
const teamOf = (w: Record<string, TeamWaiting | null>): TeamPublishPort => ({ approval: (id: string) => w[id] ?? null }) as unknown as TeamPublishPort;
const NOBODY = nobodyApprovesEnglish({ authorsMayApprove: false });

/** Marc's laptop: `a` Hạnh's post in review (he may approve it), `b` the one he edited (nobody may), `c` a draft nobody could approve once sent. */
const holds = { a: { waiting: 'approval', who: 'Marc' }, b: { waiting: 'approval', nobody: NOBODY }, c: { waiting: 'review', nobody: NOBODY } } as const;

describe('posts nobody in the team may approve are counted apart (send-now.ts `nobody`)', () => {
  it('the count, of the posts in review; whom the others wait for said of them alone', () => {
    const n = sendNow({ posts: [draft('a'), draft('b')], skippedIds: new Set(['b']), sent: new Map(), team: teamOf(holds), dryHeld: null });
    expect(n).toMatchObject({ waiting: 2, inReview: 2, nobody: 1, inReviewWho: 'Marc', skipped: { waiting: 1, nobody: 1 } });
    expect(n.nobodyToSubmit).toBeUndefined();
  });

  it('none nobody may approve: no count (absent), as before', () => {
    const n = sendNow({ posts: [draft('a')], skippedIds: new Set(), sent: new Map(), team: teamOf(holds), dryHeld: null });
    expect(n.nobody).toBeUndefined();
    expect(n.inReviewWho).toBe('Marc');
  });

  it('a post not sent for review yet nobody could approve: still "not sent for review yet", counted in `nobodyToSubmit`, not in `nobody`', () => {
    const n = sendNow({ posts: [draft('c')], skippedIds: new Set(), sent: new Map(), team: teamOf(holds), dryHeld: null });
    expect(n).toMatchObject({ waiting: 1, toSubmit: 1, nobodyToSubmit: 1 });
    expect(n.nobody).toBeUndefined();
  });

  it("the CLI's status, send line and last send's line say it apart, never \"2 waiting for approval\"", () => {
    const now = sendNow({ posts: [draft('a'), draft('b'), draft('d')], skippedIds: new Set(['a', 'b']), sent: new Map(), team: teamOf(holds), dryHeld: () => false });
    const split = campaignSplit({ total: 3, withdrawn: 0, handed: 0, teamSent: 0 }, now);
    expect(statusCounts({ now, sentBy: [], split }, 'Marc')).toBe('3 posts · 1 ready to send now · 2 held back (1 waiting for approval by you, 1 nobody in this team may approve)');
    expect(sendNowLine(now, 'Marc')).toContain('a send now: 1 to send, 1 waiting for approval by you, 1 nobody in this team may approve');
    expect(skippedNowText(now, 'Marc')).toBe('of the 2 posts the last send held back: 0 ready to send now, 1 waiting for approval, 1 nobody in this team may approve');
  });
});
