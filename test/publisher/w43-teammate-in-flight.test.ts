/**
 * Walk 43b (1): Olivia's `publish --wait` ran on a slow Hub (no outcome yet); Sam's `publish` said "sending it again as
 * new needs a new approval … withdraw it … send it for review again"; Tuấn withdrew and resubmitted, Sam approved, and
 * Sam's `publish --again` made a SECOND Hub post 15 s after Olivia's (both published). A teammate's send with no outcome
 * yet holds the post, publish and "publish again" alike, until that send has its outcome; never the new-approval advice.
 * (2): a teammate's unknown outcome: plain `publish` said "needs a new approval" after one was given: it says the hold
 * that frees it ("not sent again before Olivia's computer asks the Hub").
 */
import { describe, expect, it } from 'vitest';
import { holdBack, postState, teammateInFlightHold, withTeam, type TeamOutcome } from '../../src-main/publisher';
import { nothingNewWords } from '../../src-main/cli/commands/publish-words';

const AT = Date.parse('2026-11-29T08:24:10Z');
const outcome = (over: Partial<TeamOutcome>): TeamOutcome => ({
  id: 'j-olivia', state: 'awaiting', hubStatus: 'processing', platforms: ['mastodon'], fields: {}, outcomes: null, lastError: null, nextAt: null,
  createdAt: AT, scheduledAt: null, draftId: 'd1', key: 'k1', by: { memberId: 'Olivia', name: 'Olivia' }, at: AT, sentFirst: null, ...over,
}) as TeamOutcome;
const onSam = (o: TeamOutcome) => postState(withTeam([], [o], 'Sam'));

describe("a teammate's send with no outcome yet, on Sam's laptop", () => {
  it('is held from publish and publish again alike, until it has its outcome; never "needs a new approval"', () => {
    const p = onSam(outcome({}));
    expect(p.state).toBe('sending');
    const hold = teammateInFlightHold(p)!;
    expect(hold).toMatchObject({ code: 'sent_by_team', againHeld: 'teammate_in_flight', who: 'Olivia' });
    expect(hold.message).toContain('it is not sent again before that send has its outcome');
    const plain = holdBack(['d1'], new Map([['d1', p]]), { again: false }).held[0]!.problems[0]!;
    expect(plain.message).toBe(hold.message);
    expect(plain.message).not.toMatch(/new approval|withdraw/);
    // Its own code: the CLI's "nothing new to send" never says this computer is still sending a teammate's send.
    expect(nothingNewWords(new Set([hold.againHeld!]))).not.toContain('this computer');
  });

  it('a finished send is not held by it (published: the usual words)', () => {
    const p = onSam(outcome({ state: 'done', hubStatus: 'completed', outcomes: [{ channel: 'mastodon', success: true, url: 'https://m.example/1', code: null, message: null, vietnamese: null }] as TeamOutcome['outcomes'] }));
    expect(p.state).toBe('published');
    expect(teammateInFlightHold(p)).toBeNull();
  });

  it("an unknown outcome: plain publish names the hold that frees it (Olivia's computer asks the Hub), not a new approval", () => {
    const p = onSam(outcome({ state: 'unknown', hubStatus: null, lastError: { code: 'upstream_timeout', message: 'x' } }));
    expect(p.state).toBe('unknown');
    const plain = holdBack(['d1'], new Map([['d1', p]]), { again: false }).held[0]!.problems[0]!;
    expect(plain.message).toContain("it is not sent again before Olivia's computer asks the Hub");
    expect(plain.message).not.toMatch(/new approval/);
  });
});
