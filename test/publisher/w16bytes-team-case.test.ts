/**
 * w16bytes (issue 34): the team case `edited_since_send` of the truth table (team-actions.ts): a job whose own bytes are
 * not what the draft's current approval approved (edited and approved again since that send). Rows written out by
 * hand, reached from real jobs through the one post-state derivation: an unknown outcome of this laptop's, due, with a
 * new approval since (send again as new refused with the reason; nothing else changes), the same with the draft's own
 * hold (that reason wins), and a published one (the table's ask stays refused for the reason too). Its English is the
 * CLI's and the resend's words.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_ENGLISH, TEAM_CASES, TEAM_OVERLAY, actionsView, postState, teamActionsView, teamCases, type JobView } from '../../src-main/publisher';

const NOW = Date.parse('2026-11-27T20:00:00Z');
let n = 0;
const job = (over: Partial<JobView> = {}): JobView => ({
  id: `j${++n}`, state: 'unknown', hubStatus: null, platforms: ['x'], fields: {}, outcomes: null,
  lastError: { code: 'upstream_timeout', message: 'timed out' }, nextAt: null, createdAt: n, scheduledAt: null, by: null, ...over,
});
const verdicts = (j: JobView, hold: { code: string } | null, stale: boolean) => {
  const post = postState([j]);
  return teamActionsView(actionsView({ state: post.state, scheduledAt: post.scheduledAt, timezone: post.timezone }, NOW), teamCases(post, hold, stale)).verdicts;
};

describe('team case edited_since_send', () => {
  it('is one of the cases; it refuses only send_again, with its own reason', () => {
    expect(TEAM_CASES).toContain('edited_since_send');
    expect(TEAM_OVERLAY.edited_since_send).toEqual({ send_again: 'edited_since_send' });
    expect(ACTION_ENGLISH.reason.edited_since_send).toBe('the post was edited and approved again since this send: publish the approved version instead');
  });

  it('an unknown outcome, due, edited and approved again since: send again refused; the rest as the table says', () => {
    const j = job();
    const plain = verdicts(j, null, false);
    const stale = verdicts(j, null, true);
    expect(plain.send_again).toEqual({ do: 'ask', ask: 'duplicate' });
    // h-again (walk 31, 2): its outcome unknown and this laptop can ask: the reason names that step first.
    expect(stale.send_again).toEqual({ do: 'refused', reason: 'edited_ask_first' });
    expect({ ...stale, send_again: plain.send_again }).toEqual(plain);
    expect(teamCases(postState([j]), null, true)).toEqual(['edited_since_send']);
  });

  it("the draft's own hold says first (a new approval needed, left the team, revoked)", () => {
    const j = job();
    expect(verdicts(j, { code: 'resend_needs_approval' }, true).send_again).toEqual({ do: 'refused', reason: 'needs_new_approval' });
    expect(verdicts(j, { code: 'left_team' }, true).send_again).toEqual({ do: 'refused', reason: 'left_team' });
    expect(verdicts(j, { code: 'revoked' }, true).send_again).toEqual({ do: 'refused', reason: 'revoked' });
  });

  it('a cell the table refuses keeps its reason (followed up; in flight)', () => {
    const sending = job({ state: 'sending', lastError: null });
    expect(verdicts(sending, null, true).send_again).toEqual({ do: 'refused', reason: 'in_flight' });
  });
});
