/**
 * h-replayask (walk 37, 1–2), the core's rules alone (test/team/h-replayask.test.ts walks them on two real laptops):
 * 1. settledBy: a job whose outcome is unknown here reads as the Hub's answer a teammate's laptop has of the SAME key,
 *    a post the Hub holds for its time (awaiting/scheduled) as well as a final one; a job still followed here waits.
 * 2. teamCases: a teammate's call of a key this journal holds a job of (`by.here`) is `teammate_call`: asking the Hub
 *    stays this laptop's (it asks by the key); withdrawing, retrying, saying it is live stay the sender's, in own words.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_ENGLISH, TEAM_OVERLAY, actionsView, postState, settledBy, teamActionsView, teamCases, type JobView } from '../../src-main/publisher';

const NOW = Date.parse('2026-11-29T01:00:00Z');
const unknown = (over: Partial<JobView> = {}): JobView => ({
  id: 'j1', state: 'unknown', hubStatus: null, platforms: ['x'], fields: {}, outcomes: null,
  lastError: { code: 'upstream_timeout', message: 'timed out' }, nextAt: null, createdAt: 1, scheduledAt: null, by: null, ...over,
});

describe('settledBy: one answer of the Hub settles the key', () => {
  it("an unknown job here reads as a teammate's scheduled answer; a job still sent here does not", () => {
    const theirs = [{ state: 'awaiting' as const, hubStatus: 'scheduled' }];
    expect(settledBy({ state: 'unknown' }, theirs)).toBe(theirs[0]);
    expect(settledBy({ state: 'retrying' }, theirs)).toBeUndefined();
    expect(settledBy({ state: 'done' }, theirs)).toBeUndefined();
    // A final answer wins over one held.
    const both = [{ state: 'awaiting' as const }, { state: 'done' as const }];
    expect(settledBy({ state: 'unknown' }, both)).toBe(both[1]);
  });
});

describe('teamCases: a teammate call of a key this laptop holds a job of', () => {
  const by = { memberId: 'minh', name: 'Minh', at: 1 };
  const verdicts = (here: boolean) => {
    const post = postState([unknown({ by: { ...by, ...(here ? { here: true } : {}) } })]);
    return teamActionsView(actionsView({ state: post.state, scheduledAt: post.scheduledAt, timezone: post.timezone }, NOW), teamCases(post, null)).verdicts;
  };
  it('may ask the Hub here; the rest is the sender’s, in words that do not say only they can ask', () => {
    expect(teamCases({ by: { ...by, here: true } }, null)).toEqual(['teammate_call']);
    expect(teamCases({ by }, null)).toEqual(['teammate_job']);
    const here = verdicts(true);
    expect(here.ask_hub).toEqual({ do: 'allowed' });
    expect(here.mark_live).toEqual({ do: 'refused', reason: 'teammate_call' });
    expect(here.cancel).toEqual(verdicts(false).cancel); // the table's own refusal stays
    expect(verdicts(false).ask_hub).toEqual({ do: 'refused', reason: 'teammate_sends' });
    expect(TEAM_OVERLAY.teammate_call).toEqual({ cancel: 'teammate_call', retry_refused: 'teammate_call', mark_live: 'teammate_call' });
    expect(ACTION_ENGLISH.reason.teammate_call).toContain('can ask the Hub about it');
  });
});
