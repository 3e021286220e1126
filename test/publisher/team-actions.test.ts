/**
 * The team's overlay on the truth table (team-actions.ts, issue 34 item 5, reviewui): the team rows
 * written out by hand (a post published by a teammate, an outcome unknown on a teammate's laptop, a post
 * in flight on a teammate's laptop, each with and without a new approval), every one reached from real
 * jobs through the one post-state derivation (a teammate's job carries `by`), and every row × case walked.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTION_ENGLISH, ACTION_ROWS, ACTIONS_TABLE, POST_ACTIONS, TEAM_CASES, TEAM_OVERLAY, actionsView, offered, postActions, postState, teamActionsView, teamCases, withTeamCases,
  type JobView, type PostAction, type Verdict,
} from '../../src-main/publisher';

const NOW = Date.parse('2026-11-27T03:00:00Z');
const BAO = { memberId: 'bao', name: 'bao', at: NOW - 60_000 };

let n = 0;
const job = (over: Partial<JobView> = {}): JobView => ({
  id: `j${++n}`, state: 'done', hubStatus: 'completed', platforms: ['instagram'], fields: {}, outcomes: [{ channel: 'instagram', success: true, url: 'https://example.com/p', code: null, message: null, vietnamese: null }],
  lastError: null, nextAt: null, createdAt: n, scheduledAt: null, by: BAO, ...over,
});

function verdictOf(word: string): Verdict {
  if (word === 'A') return { do: 'allowed' };
  if (word.startsWith('?')) return { do: 'ask', ask: word.slice(1) as never };
  if (word.startsWith('-')) return { do: 'refused', reason: word.slice(1) as never };
  throw new Error(`bad cell ${word}`);
}

/**
 * By hand: [name, the teammate's jobs, what holds publishing again back (the publish hold's code, or none), the verdicts].
 *   edit_text       edit_time       drag              retry_refused      send_again            ask_hub          mark_live        delete           duplicate export cancel fix_resend restore
 */
const ROWS: Array<[string, JobView[], string | null, string]> = [
  ['published by Bảo under its approval', [job()], 'waiting_approval',
    '?held_edit      -already_out    -already_out      -nothing_refused   -needs_new_approval   -final           -final           ?stays_live      A A -final  -nothing_refused  -final'],
  ['published by Bảo, a new approval since', [job()], null,
    '?held_edit      -already_out    -already_out      -nothing_refused   ?duplicate            -final           -final           ?stays_live      A A -final  -nothing_refused  -final'],
  ['outcome unknown on Bảo\'s laptop', [job({ state: 'unknown', hubStatus: null, outcomes: null, lastError: { code: 'upstream_timeout', message: 'timed out' } })], 'waiting_approval',
    '?held_edit      -may_be_out     -may_be_out       -nothing_refused   -needs_new_approval   -teammate_sends  -teammate_sends  ?still_goes_out  A A -cannot_withdraw  -nothing_refused  -cannot_withdraw'],
  ['outcome unknown on Bảo\'s laptop, a new approval since', [job({ state: 'unknown', hubStatus: null, outcomes: null, lastError: { code: 'upstream_timeout', message: 'timed out' } })], null,
    '?held_edit      -may_be_out     -may_be_out       -nothing_refused   ?duplicate            -teammate_sends  -teammate_sends  ?still_goes_out  A A -cannot_withdraw  -nothing_refused  -cannot_withdraw'],
  ['in flight on Bảo\'s laptop', [job({ state: 'sending', hubStatus: null, outcomes: null })], 'waiting_approval',
    '?held_edit      -in_flight      -in_flight        -in_flight         -in_flight            -in_flight       -in_flight       ?still_goes_out  A A -teammate_sends  -in_flight  -in_flight'],
  ['partly published by Bảo', [job({ platforms: ['instagram', 'x'], hubStatus: 'partial', outcomes: [{ channel: 'instagram', success: true, url: 'https://example.com/p', code: null, message: null, vietnamese: null }, { channel: 'x', success: false, url: null, code: 'invalid_request', message: 'no', vietnamese: null }] })], 'waiting_approval',
    'A               -already_out    -already_out      -teammate_sends    -needs_new_approval   -final           -final           ?stays_live      A A -final  A  -final'],
  // w9: the workspace left the team: "send again" says so, never "needs a new approval" (none can happen there).
  ['published by Bảo, seen from the workspace that left the team', [job()], 'left_team',
    '?held_edit      -already_out    -already_out      -nothing_refused   -left_team            -final           -final           ?stays_live      A A -final  -nothing_refused  -final'],
];

describe("the truth table for a team's posts (team-actions.ts)", () => {
  it.each(ROWS)('%s: every action as written by hand', (_name, jobs, held, words) => {
    const post = postState(jobs);
    expect(post.by?.name).toBe('bao');
    const view = teamActionsView(actionsView({ ...post, followedUp: false }, NOW), teamCases(post, held === null ? null : { code: held }));
    const cells = words.trim().split(/\s+/);
    expect(cells).toHaveLength(POST_ACTIONS.length);
    expect(view.verdicts).toEqual(Object.fromEntries(POST_ACTIONS.map((a, i) => [a, verdictOf(cells[i]!)])));
  });

  it('my own post (no `by`) with no hold is the plain table; held, only "send again" changes', () => {
    const mine = postState([job({ by: null })]);
    expect(teamCases(mine, null)).toEqual([]);
    expect(teamCases(mine, { code: 'waiting_approval' })).toEqual(['needs_new_approval']);
    const plain = postActions({ ...mine, followedUp: false }, NOW);
    const held = withTeamCases(plain, teamCases(mine, { code: 'waiting_approval' }));
    for (const a of POST_ACTIONS) expect(held[a], a).toEqual(a === 'send_again' ? { do: 'refused', reason: 'needs_new_approval' } : plain[a]);
  });

  it('every row × case: an offered action the case names is refused with its reason; everything else is the table', () => {
    for (const row of ACTION_ROWS) {
      const verdicts = Object.fromEntries(POST_ACTIONS.map((a) => {
        const c = ACTIONS_TABLE[row][a];
        return [a, 'pastTime' in c ? c.pastTime : c];
      })) as Record<PostAction, Verdict>;
      for (const c of TEAM_CASES) {
        const out = withTeamCases(verdicts, [c]);
        for (const a of POST_ACTIONS) {
          const reason = TEAM_OVERLAY[c][a];
          // h-again: an edited post's send of unknown outcome (unknown_due, the one row offering "mark published") that this
          // laptop can ask the Hub about says "ask the Hub first", not "publish the approved version instead".
          const said = reason === 'edited_since_send' && row === 'unknown_due' && a === 'send_again' ? 'edited_ask_first' : reason;
          const want = said && offered(verdicts[a]) ? { do: 'refused', reason: said } : verdicts[a];
          expect(out[a], `${row} ${c} ${a}`).toEqual(want);
        }
      }
    }
  });

  it('every reason of the overlay has its English words (CLI and logs)', () => {
    for (const o of Object.values(TEAM_OVERLAY)) for (const r of Object.values(o)) expect(ACTION_ENGLISH.reason[r!]).toMatch(/\S/);
  });
});
