/**
 * w11revoked (walk 11, issue 34): the core's one table of the review steps offered on a post (team/review-table.ts),
 * row by row. A laptop whose token the team server revoked is offered no step: every one is refused with `revoked`,
 * whatever the post's state and the person's role (before: the table had no such row; the bridge patched the reason
 * in, and an open Review screen kept offering Approve). A team left is said first; without a revocation every row
 * is the state × role table's own.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_SETTINGS, POST_STEPS, postStepTable, REVIEW_ENGLISH, REVIEW_REASONS, REVIEW_STATES, reviewVerdict, type PostStepFacts } from '../../src-main/team';
import { ROLES } from '../../src-main/team/protocol';

const facts = (over: Partial<PostStepFacts>): PostStepFacts => ({
  state: 'in_review', actor: { role: 'approver', isAuthor: false }, settings: DEFAULT_REVIEW_SETTINGS,
  leftTeam: false, revoked: false, empty: false, approveAsInReview: false, ...over,
});

describe('the review step table on a revoked laptop', () => {
  for (const state of REVIEW_STATES) {
    for (const role of ROLES) {
      for (const isAuthor of [false, true]) {
        it(`${state}, ${role}${isAuthor ? ' (author)' : ''}: every step refused with revoked`, () => {
          const t = postStepTable(facts({ state, actor: { role, isAuthor }, revoked: true }));
          expect(Object.keys(t)).toEqual([...POST_STEPS]);
          for (const a of POST_STEPS) expect(t[a], a).toEqual({ do: 'refused', reason: 'revoked' });
        });
      }
    }
  }

  it("an approver's post in review: Approve and Request changes offered, then shut by the revocation", () => {
    const open = postStepTable(facts({}));
    expect(open.approve).toEqual({ do: 'allowed' });
    expect(open.request_changes).toEqual({ do: 'allowed' });
    const shut = postStepTable(facts({ revoked: true }));
    expect(shut.approve).toEqual({ do: 'refused', reason: 'revoked' });
    expect(shut.request_changes).toEqual({ do: 'refused', reason: 'revoked' });
  });

  it('a team left is said before the revocation; the revocation before an empty draft', () => {
    expect(postStepTable(facts({ leftTeam: true, revoked: true })).approve).toEqual({ do: 'refused', reason: 'left_team' });
    expect(postStepTable(facts({ state: 'draft', actor: { role: 'editor', isAuthor: true }, empty: true, revoked: true })).submit).toEqual({ do: 'refused', reason: 'revoked' });
    expect(postStepTable(facts({ state: 'draft', actor: { role: 'editor', isAuthor: true }, empty: true })).submit).toEqual({ do: 'refused', reason: 'nothing_to_publish' });
  });

  it('not revoked: every row is the state × role table’s own verdict', () => {
    for (const state of REVIEW_STATES) {
      for (const role of ROLES) {
        const actor = { role, isAuthor: role === 'editor' };
        const t = postStepTable(facts({ state, actor }));
        for (const a of POST_STEPS) {
          const v = reviewVerdict(state, a, actor, DEFAULT_REVIEW_SETTINGS);
          expect(t[a], `${state} ${role} ${a}`).toEqual(v.do === 'refused' ? { do: 'refused', reason: v.reason } : { do: 'allowed' });
        }
      }
    }
  });

  it('the CLI words of the revoked reason say who said it, what to do, and that nothing is written', () => {
    expect(REVIEW_REASONS).toContain('revoked');
    expect(REVIEW_ENGLISH.reason.revoked).toMatch(/team server/);
    expect(REVIEW_ENGLISH.reason.revoked).toMatch(/ask the team owner for a new token/);
    expect(REVIEW_ENGLISH.reason.revoked).toMatch(/nothing is written/);
  });
});
