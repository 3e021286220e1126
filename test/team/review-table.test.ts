import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../src-main/team/protocol';
import {
  DEFAULT_REVIEW_SETTINGS, REVIEW_ACTIONS, REVIEW_REASONS, REVIEW_STATES, REVIEW_TABLE, REVIEW_ENGLISH, SOLO_REVIEW_SETTINGS,
  parseReviewSettings, readReviewSettings, reviewVerdict, reviewVerdicts, type ReviewAction, type ReviewState, type ReviewVerdict,
} from '../../src-main/team/review';

/**
 * The table written out again by hand, with the default settings (approvers: owner, approver;
 * authors may not approve; approval required). Each cell lists the verdict for
 * owner, approver, editor, viewer — each first as the post's author, then not:
 * `A>state` allowed (moving there), `A` allowed (state unchanged), `?>state` asked, else the reason.
 */
const EXPECTED: Record<ReviewState, Record<ReviewAction, string>> = {
  draft: {
    submit: 'A>in_review A>in_review | A>in_review A>in_review | A>in_review A>in_review | read_only read_only',
    // Walk 39a (5): a step only approvers take says the editor's role, whatever the state.
    approve: 'not_submitted not_submitted | not_submitted not_submitted | not_an_approver not_an_approver | read_only read_only',
    request_changes: 'not_submitted not_submitted | not_submitted not_submitted | not_an_approver not_an_approver | read_only read_only',
    comment: 'A A | A A | A A | read_only read_only',
    withdraw: 'not_submitted*',
    edit_content: 'A A | A A | A A | read_only read_only',
    publish: 'not_approved*',
  },
  in_review: {
    submit: 'already_in_review*',
    approve: 'own_post A>approved | own_post A>approved | not_an_approver not_an_approver | read_only read_only',
    request_changes: 'A>changes_requested A>changes_requested | A>changes_requested A>changes_requested | not_an_approver not_an_approver | read_only read_only',
    comment: 'A A | A A | A A | read_only read_only',
    withdraw: 'A>draft A>draft | A>draft not_author | A>draft not_author | read_only read_only',
    edit_content: 'A A | A A | A A | read_only read_only',
    publish: 'not_approved*',
  },
  approved: {
    submit: 'already_approved*',
    approve: 'already_approved already_approved | already_approved already_approved | not_an_approver not_an_approver | read_only read_only',
    request_changes: 'A>changes_requested A>changes_requested | A>changes_requested A>changes_requested | not_an_approver not_an_approver | read_only read_only',
    comment: 'A A | A A | A A | read_only read_only',
    withdraw: 'A>draft A>draft | A>draft not_author | A>draft not_author | read_only read_only',
    edit_content: '?>- ?>- | ?>- ?>- | ?>- ?>- | read_only read_only',
    publish: 'A A | A A | A A | read_only read_only',
  },
  changes_requested: {
    submit: 'A>in_review A>in_review | A>in_review A>in_review | A>in_review A>in_review | read_only read_only',
    approve: 'changes_requested changes_requested | changes_requested changes_requested | not_an_approver not_an_approver | read_only read_only',
    request_changes: 'already_changes_requested already_changes_requested | already_changes_requested already_changes_requested | not_an_approver not_an_approver | read_only read_only',
    comment: 'A A | A A | A A | read_only read_only',
    withdraw: 'A>draft A>draft | A>draft not_author | A>draft not_author | read_only read_only',
    edit_content: 'A A | A A | A A | read_only read_only',
    publish: 'changes_requested*',
  },
};

const word = (v: ReviewVerdict): string =>
  v.do === 'refused' ? v.reason : `${v.do === 'allowed' ? 'A' : '?'}${v.to ? `>${v.to}` : v.do === 'ask' ? '>-' : ''}`;

/** The 8 cells of one state × action, read from the model. */
function cells(state: ReviewState, action: ReviewAction, settings = DEFAULT_REVIEW_SETTINGS): string[] {
  return (ROLES as readonly Role[]).flatMap((role) => [true, false].map((isAuthor) => word(reviewVerdict(state, action, { role, isAuthor }, settings))));
}

/** `reason*`: that reason for every member who may write, and `read_only` for the viewer (a viewer's refusal comes first). */
const expand = (s: string): string[] => (s.endsWith('*') ? [...Array<string>(6).fill(s.slice(0, -1)), 'read_only', 'read_only'] : s.replace(/\|/g, ' ').split(/\s+/).filter(Boolean));

describe('the review table', () => {
  it('has a cell for every state × action, and nothing else', () => {
    expect(Object.keys(REVIEW_TABLE).sort()).toEqual([...REVIEW_STATES].sort());
    for (const s of REVIEW_STATES) expect(Object.keys(REVIEW_TABLE[s]).sort()).toEqual([...REVIEW_ACTIONS].sort());
  });

  for (const state of REVIEW_STATES) {
    for (const action of REVIEW_ACTIONS) {
      it(`${state} × ${action}, for every role, author or not`, () => {
        expect(cells(state, action)).toEqual(expand(EXPECTED[state][action]));
      });
    }
  }

  it('walk 25 (17): who changed what goes out since its last approval may withdraw it, as they count as its author for approving', () => {
    for (const state of ['in_review', 'changes_requested', 'approved'] as const) {
      const edited = (role: Role) => word(reviewVerdict(state, 'withdraw', { role, isAuthor: false, edited: true }, DEFAULT_REVIEW_SETTINGS));
      expect([edited('approver'), edited('editor'), edited('viewer')], state).toEqual(['A>draft', 'A>draft', 'read_only']);
      expect(word(reviewVerdict(state, 'approve', { role: 'approver', isAuthor: false, edited: true }, DEFAULT_REVIEW_SETTINGS)), state).not.toMatch(/^A/);
    }
  });

  it('a team that lets authors approve: the author approves their own post', () => {
    const s = { ...DEFAULT_REVIEW_SETTINGS, authorsMayApprove: true };
    expect(cells('in_review', 'approve', s)).toEqual(expand('A>approved A>approved | A>approved A>approved | not_an_approver not_an_approver | read_only read_only'));
  });

  it('a team where only owners approve: an approver is refused approve and request changes', () => {
    const s = readReviewSettings({ approvers: ['owner'] });
    expect(cells('in_review', 'approve', s)).toEqual(expand('own_post A>approved | not_an_approver not_an_approver | not_an_approver not_an_approver | read_only read_only'));
    expect(cells('in_review', 'request_changes', s).slice(2, 4)).toEqual(['not_an_approver', 'not_an_approver']);
  });

  it('a team that does not require approval publishes in every state; a viewer still publishes nothing', () => {
    const s = { ...DEFAULT_REVIEW_SETTINGS, approvalRequired: false };
    for (const state of REVIEW_STATES) expect(cells(state, 'publish', s)).toEqual(expand('A A | A A | A A | read_only read_only'));
  });

  it('a solo workspace: its owner approves their own post, and publishing waits for nothing', () => {
    const me = { role: 'owner' as const, isAuthor: true };
    expect(reviewVerdict('in_review', 'approve', me, SOLO_REVIEW_SETTINGS)).toEqual({ do: 'allowed', to: 'approved' });
    expect(reviewVerdict('draft', 'publish', me, SOLO_REVIEW_SETTINGS)).toEqual({ do: 'allowed', to: null });
  });

  it('settings: defaults fill what is missing; a role that may not write approvals is refused as an approver', () => {
    expect(readReviewSettings({})).toEqual({ approvers: ['owner', 'approver'], authorsMayApprove: false, approvalRequired: true });
    expect(readReviewSettings(null)).toEqual(readReviewSettings({}));
    // A role that cannot approve: a person's change is refused (parseReviewSettings); a teammate's reads as the default.
    expect(() => parseReviewSettings({ approvers: ['editor'] })).toThrow(/editor/);
    expect(() => parseReviewSettings({ approvers: ['viewer'] })).toThrow(RangeError);
    expect(() => parseReviewSettings({ approvers: ['boss'] })).toThrow(RangeError);
    expect(readReviewSettings({ approvers: ['editor'] })).toEqual(readReviewSettings({}));
  });

  it('every verdict of a post at once, frozen', () => {
    const v = reviewVerdicts('approved', { role: 'editor', isAuthor: true });
    expect(Object.keys(v)).toEqual([...REVIEW_ACTIONS]);
    expect(Object.isFrozen(v)).toBe(true);
  });

  it("every reason, state and action has the CLI's English (the screens' words: test/renderer/review-words.test.ts)", () => {
    for (const r of REVIEW_REASONS) expect(REVIEW_ENGLISH.reason[r]).toMatch(/\S/);
    for (const s of REVIEW_STATES) expect(REVIEW_ENGLISH.state[s]).toMatch(/\S/);
    for (const a of REVIEW_ACTIONS) expect(REVIEW_ENGLISH.action[a]).toMatch(/\S/);
  });
});
