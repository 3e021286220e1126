/**
 * w20cli (walk 18, finding 5): a viewer's `postroom publish` of an approved post said "not sent 1 (1 waiting
 * for approval)" under the line "a viewer cannot publish". The count puts each held post under its true
 * reason, the core's (review-hold.ts kind, the hold's own words): a viewer's hold, a team left, a revoked token.
 */
import { describe, expect, it } from 'vitest';
import { publishSummary } from '../../src-main/cli/commands/publish';
import { REVIEW_HOLD_CODES, reviewHoldKind } from '../../src-main/campaigns';
import { waitingProblem, type Problem } from '../../src-main/publisher';

const skip = (draftId: string, problems: Problem[]) => ({ batchId: 'b1', draftId, problems });
const waitingOf = (s: ReadonlyArray<{ problems: readonly Problem[] }>): number => s.filter((x) => x.problems.some((p) => REVIEW_HOLD_CODES.has(p.code))).length;

describe('w20cli: the publish summary counts a held post under its true reason', () => {
  it("a viewer's approved post: not sent because a viewer cannot publish, never \"waiting for approval\"", () => {
    const skipped = [skip('a', [waitingProblem({ waiting: 'role' })])];
    const line = publishSummary(skipped, 0, 0, waitingOf(skipped), reviewHoldKind);
    expect(line).toBe('sent 0 drafts; not sent 1 (1 held back: a viewer cannot publish)');
    expect(line).not.toContain('waiting for approval');
  });

  it('a revoked token and a team left are their own reasons, not "with problems"', () => {
    const skipped = [
      skip('a', [waitingProblem({ waiting: 'revoked' })]),
      skip('b', [waitingProblem({ waiting: 'left', who: 'Postroom team' })]),
      skip('c', [waitingProblem({ waiting: 'approval', who: 'Bảo' })]),
    ];
    expect(publishSummary(skipped, 0, 0, waitingOf(skipped), reviewHoldKind))
      .toBe("sent 0 drafts; not sent 3 (1 waiting for approval, 1 held back: this computer's access was revoked, 1 of a team this workspace left)");
  });

  it('walk 36b (1): a post a teammate queued while the Hub did not answer is "already queued", not "already sent"', () => {
    const sentBy = (draftId: string, who: string, queued: boolean) => skip(draftId, [{ severity: 'error', code: 'sent_by_team', channel: null, field: null, message: 'x', who, at: 0, ...(queued ? { queued: true } : {}) }]);
    expect(publishSummary([sentBy('a', 'Vy', true)], 0, 1, 0, reviewHoldKind)).toBe('sent 0 drafts; not sent 1 (1 already queued (by Vy), not at the Hub yet)');
    expect(publishSummary([sentBy('a', 'Vy', true), sentBy('b', 'Lan', false)], 0, 2, 0, reviewHoldKind)).toBe('sent 0 drafts; not sent 2 (1 already sent (by Lan), 1 already queued (by Vy), not at the Hub yet)');
  });
});
