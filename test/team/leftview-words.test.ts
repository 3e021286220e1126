/**
 * leftview (walk 7, issue 34):
 * 1. Who edited an approved post (review-actions.ts editedSinceApproval, the one derivation the app and the CLI
 *    use): an edit the team's history does not hold is this reader's only when known to be (`mine`: a change
 *    this laptop has not shared, a workspace of one's own). Before: any such change was blamed on whoever looked
 *    ("edited by you"), in a team and in a workspace that left it.
 * 2. The CLI's words for a post of a team left name what the CLI can do (rejoin: `postroom workspace join`) and
 *    the app's Duplicate as the app's: the CLI has no duplicate command. Before: "Duplicate the post".
 */
import { describe, expect, it } from 'vitest';
import { waitingWords } from '../../src-main/cli/commands/campaign';
import { waitingProblem } from '../../src-main/publisher/team';
import { editedSinceApproval, REVIEW_ENGLISH } from '../../src-main/team';

const approved = { stale: true, last: { action: 'approve' as const, at: '2026-11-27T09:08:00.000Z' } };
const savedAt = '2026-11-27T09:12:00.000Z';

describe('an approved post edited since, with no line of the team history after the approval', () => {
  it('in a team, a change this laptop has not shared is mine; any other is nobody named (not the reader)', () => {
    const me = { name: 'Bảo', solo: false };
    expect(editedSinceApproval(approved, { history: [], savedAt, me, mine: false })).toEqual({ by: null, editors: [], at: savedAt, onlyTime: false });
    expect(editedSinceApproval(approved, { history: [{ member: 'Lan', at: '2026-11-27T09:00:00.000Z' }], savedAt, me, mine: false })?.by).toBeNull();
    expect(editedSinceApproval(approved, { history: [], savedAt, me, mine: true })).toEqual({ by: 'Bảo', editors: ['Bảo'], at: savedAt, onlyTime: false });
    // Not told: in a team, nobody is named (before: the reader, 'Bảo').
    expect(editedSinceApproval(approved, { history: [], savedAt, me })?.by).toBeNull();
  });

  it('a workspace that left the team: nobody named; a workspace of one\'s own: its one person', () => {
    const me = { name: 'Bảo', solo: true };
    expect(editedSinceApproval(approved, { history: null, savedAt, me, mine: false })).toEqual({ by: null, editors: [], at: savedAt, onlyTime: false });
    expect(editedSinceApproval(approved, { history: null, savedAt, me })).toEqual({ by: 'Bảo', editors: ['Bảo'], at: savedAt, onlyTime: false });
    // The team's history kept at the leave (migration 0113) names the editor there.
    expect(editedSinceApproval(approved, { history: [{ member: 'Lan', at: '2026-11-27T09:10:00.000Z' }], savedAt, me, mine: false })).toEqual({ by: 'Lan', editors: ['Lan'], at: '2026-11-27T09:10:00.000Z', onlyTime: false });
  });

  it('a line of the history after the approval still names its member', () => {
    const me = { name: 'Bảo', solo: false };
    expect(editedSinceApproval(approved, { history: [{ member: 'Lan', at: '2026-11-27T09:10:00.000Z' }], savedAt, me, mine: false })).toEqual({ by: 'Lan', editors: ['Lan'], at: '2026-11-27T09:10:00.000Z', onlyTime: false });
  });
});

describe("the CLI's words for a post of a team left", () => {
  const all = [REVIEW_ENGLISH.reason.left_team, waitingWords('left_team', 'Studio'), waitingProblem({ waiting: 'left', who: 'Studio' }).message];
  it('name the CLI\'s rejoin, and the app\'s Duplicate as the app\'s', () => {
    for (const w of all) {
      expect(w).toContain('postroom workspace join');
      expect(w).toContain('in the app: Duplicate');
      expect(w).not.toMatch(/(?<!in the app: )Duplicate the post/);
    }
  });
  it('a held post of a team left is never said to wait for review (a review here cannot free it)', () => {
    expect(waitingWords('left_team', 'Studio')).toMatch(/^you left the team Studio/);
    expect(waitingWords('left_team', 'Studio')).not.toContain('waiting for review');
  });
});
