/**
 * The team's review settings (issue 34, settings): each setting flips the verdicts it names and
 * no other (the table of review.ts read with the team's settings), a teammate's bad values read as
 * the defaults (never an exception), a person's bad change is refused with a typed problem.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_SETTINGS, parseReviewSettings, readReviewSettings, REVIEW_ACTIONS, REVIEW_STATES, reviewVerdict, ROLES,
  type ReviewAction, type ReviewSettings, type ReviewState, type Role,
} from '../../src-main/team';

const verdict = (state: ReviewState, action: ReviewAction, role: Role, isAuthor: boolean, s: ReviewSettings): string => {
  const v = reviewVerdict(state, action, { role, isAuthor }, s);
  return v.do === 'refused' ? `refused:${v.reason}` : v.do;
};

/** Every (state, action, role, author) whose verdict differs between the defaults and `s`. */
function flips(s: ReviewSettings): string[] {
  const out: string[] = [];
  for (const state of REVIEW_STATES) for (const action of REVIEW_ACTIONS) for (const role of ROLES) for (const isAuthor of [false, true]) {
    const a = verdict(state, action, role, isAuthor, DEFAULT_REVIEW_SETTINGS);
    const b = verdict(state, action, role, isAuthor, s);
    if (a !== b) out.push(`${state} ${action} ${role}${isAuthor ? ' (author)' : ''}: ${a} → ${b}`);
  }
  return out.sort();
}

describe('each setting flips the right verdicts, and only those', () => {
  it('approval required: no → a writer publishes a post in any state; a viewer still publishes nothing', () => {
    const f = flips({ ...DEFAULT_REVIEW_SETTINGS, approvalRequired: false });
    // A viewer's refusal only changes its words (it is read-only whatever the post's state).
    const opened = f.filter((l) => !l.includes(' viewer'));
    for (const line of f.filter((l) => l.includes(' viewer'))) expect(line).toMatch(/publish viewer.*→ refused:read_only$/);
    for (const line of opened) expect(line).toMatch(/^(draft|in_review|changes_requested) publish (owner|approver|editor)( \(author\))?: refused:(not_approved|changes_requested) → allowed$/);
    // Exactly 3 states × 3 writing roles × author or not.
    expect(opened).toHaveLength(3 * 3 * 2);
    expect(verdict('draft', 'publish', 'viewer', true, { ...DEFAULT_REVIEW_SETTINGS, approvalRequired: false })).toBe('refused:read_only');
  });

  it('authors may approve: yes → an approver or owner approves their own post in review; nothing else changes', () => {
    expect(flips({ ...DEFAULT_REVIEW_SETTINGS, authorsMayApprove: true })).toEqual([
      'in_review approve approver (author): refused:own_post → allowed',
      'in_review approve owner (author): refused:own_post → allowed',
    ]);
  });

  it('approvers: owner only → an approver neither approves nor requests changes', () => {
    const f = flips({ ...DEFAULT_REVIEW_SETTINGS, approvers: ['owner'] });
    expect(f).toContain('in_review approve approver: allowed → refused:not_an_approver');
    expect(f).toContain('in_review request_changes approver: allowed → refused:not_an_approver');
    expect(f).toContain('approved request_changes approver (author): allowed → refused:not_an_approver');
    for (const line of f) expect(line).toMatch(/ approver( \(author\))?: .* → refused:not_an_approver$/);
  });

  it('approvers: approver only → an owner no longer approves (but still withdraws, as the author rule says)', () => {
    const f = flips({ ...DEFAULT_REVIEW_SETTINGS, approvers: ['approver'] });
    expect(f).toContain('in_review approve owner: allowed → refused:not_an_approver');
    for (const line of f) expect(line).toMatch(/ owner( \(author\))?: .* → refused:not_an_approver$/);
    expect(verdict('in_review', 'withdraw', 'owner', false, { ...DEFAULT_REVIEW_SETTINGS, approvers: ['approver'] })).toBe('allowed');
  });
});

describe("a teammate's settings as read (never an exception)", () => {
  it('bad or missing values take their defaults, field by field', () => {
    const d = { approvers: ['owner', 'approver'], authorsMayApprove: false, approvalRequired: true };
    for (const bad of [null, undefined, 7, 'x', [], { approvers: ['editor'] }, { approvers: ['viewer', 'owner'] }, { approvers: [] }, { approvers: 'owner' }, { approvalRequired: 'no' }, { authorsMayApprove: 1 }]) {
      expect(readReviewSettings(bad), JSON.stringify(bad)).toEqual(d);
    }
    expect(readReviewSettings({ approvers: ['approver', 'approver'], approvalRequired: false })).toEqual({ ...d, approvers: ['approver'], approvalRequired: false });
  });
});

describe("a person's change (CLI flags, the Settings screen)", () => {
  const problem = (change: Parameters<typeof parseReviewSettings>[0]): unknown => {
    try {
      parseReviewSettings(change);
      return null;
    } catch (err) {
      return { name: (err as Error).name, problem: (err as { problem?: string }).problem, field: (err as { field?: string }).field };
    }
  };
  it('takes the fields given over the current settings', () => {
    expect(parseReviewSettings({ approvalRequired: false }, { ...DEFAULT_REVIEW_SETTINGS, authorsMayApprove: true })).toEqual({ approvers: ['owner', 'approver'], authorsMayApprove: true, approvalRequired: false });
    expect(parseReviewSettings({ approvers: ['approver', 'owner'] }).approvers).toEqual(['owner', 'approver']);
  });
  it('refuses a role that cannot approve, no approver at all, and a non-boolean, each with its problem', () => {
    expect(problem({ approvers: ['editor'] })).toEqual({ name: 'RangeError', problem: 'approvers_invalid', field: 'approvers' });
    expect(problem({ approvers: ['boss'] })).toMatchObject({ problem: 'approvers_invalid' });
    expect(problem({ approvers: [] })).toMatchObject({ problem: 'approvers_empty' });
    expect(problem({ approvalRequired: 'no' })).toEqual({ name: 'RangeError', problem: 'not_boolean', field: 'approvalRequired' });
  });
});
