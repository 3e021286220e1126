import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_SETTINGS, REVIEW_ACTIONS, REVIEW_ENGLISH, REVIEW_STATES, SOLO_REVIEW_SETTINGS, reviewVerdict, reviewVerdicts, type ReviewSettings,
} from '../../src-main/team/review';

/**
 * A viewer's refusals say they are a viewer's (walk s17, brief viewer): Minh's greyed "Approve" on
 * a draft said "it has not been sent for review", as if he could approve once it was. The role's
 * refusal (read_only) now comes before the state's, in every state × action, author or not, with
 * every team setting; the members who may write still read the state's reason.
 */
const SETTINGS: Array<[string, ReviewSettings]> = [
  ['the default settings', DEFAULT_REVIEW_SETTINGS],
  ['approval not required', { ...DEFAULT_REVIEW_SETTINGS, approvalRequired: false }],
  ['owners alone approve, authors may', { approvers: ['owner'], authorsMayApprove: true, approvalRequired: true }],
  ['the solo settings', SOLO_REVIEW_SETTINGS],
];

describe("a viewer's review verdicts", () => {
  for (const [name, settings] of SETTINGS) {
    it(`every action in every state is refused as a viewer's (read_only), author or not, with ${name}`, () => {
      for (const state of REVIEW_STATES) {
        for (const action of REVIEW_ACTIONS) {
          for (const isAuthor of [true, false]) {
            expect(reviewVerdict(state, action, { role: 'viewer', isAuthor }, settings), `${state} × ${action}${isAuthor ? ' (author)' : ''}`).toEqual({ do: 'refused', reason: 'read_only' });
          }
        }
        expect(Object.values(reviewVerdicts(state, { role: 'viewer', isAuthor: false }, settings)).map((v) => (v.do === 'refused' ? v.reason : v.do))).toEqual(REVIEW_ACTIONS.map(() => 'read_only'));
      }
    });
  }

  it("Approve on a draft: the viewer is told viewers cannot; an editor hears his role (walk 39a, 5: the state's reason would never let him approve)", () => {
    const viewer = reviewVerdict('draft', 'approve', { role: 'viewer', isAuthor: false });
    expect(viewer).toEqual({ do: 'refused', reason: 'read_only' });
    expect(REVIEW_ENGLISH.reason[viewer.do === 'refused' ? viewer.reason : 'not_submitted']).toBe('a viewer cannot change anything');
    expect(reviewVerdict('draft', 'approve', { role: 'editor', isAuthor: false })).toEqual({ do: 'refused', reason: 'not_an_approver' });
    expect(reviewVerdict('changes_requested', 'approve', { role: 'editor', isAuthor: true })).toEqual({ do: 'refused', reason: 'not_an_approver' });
    expect(reviewVerdict('draft', 'approve', { role: 'owner', isAuthor: false })).toEqual({ do: 'refused', reason: 'not_submitted' });
    expect(reviewVerdict('in_review', 'submit', { role: 'approver', isAuthor: true })).toEqual({ do: 'refused', reason: 'already_in_review' });
  });
});
