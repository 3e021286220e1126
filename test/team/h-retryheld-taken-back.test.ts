/**
 * h-retryheld (team/approval-taken-back.ts): the one reading of "the team took back the approval a send went under", by
 * hand over review steps: a request for changes or a withdrawal on the sent revision after its approval takes it back;
 * an approval of that revision after it approves it again; an edit (no step) or a step on another revision does not;
 * an approve step the team server refused (set aside) approves nothing.
 */
import { describe, expect, it } from 'vitest';
import { approvalTakenBack } from '../../src-main/team/approval-taken-back';
import type { ReviewStep } from '../../src-main/library';

let n = 0;
const step = (action: ReviewStep['action'], revision: string, by: string, minute: number, approvalId: string | null = null): ReviewStep => ({
  id: `s${++n}`, workspaceId: 'w', draftId: 'd', action, state: action === 'approve' ? 'approved' : action === 'request_changes' ? 'changes_requested' : action === 'withdraw' ? 'draft' : 'in_review',
  revision, by, at: `2026-11-29T07:${String(minute).padStart(2, '0')}:00.000Z`, commentId: null, approvalId,
});
const SENT = { id: 'ap1', revision: 'R1', at: '2026-11-29T07:01:00.000Z' };
const approved = step('approve', 'R1', 'Bảo', 1, 'ap1');

describe('approvalTakenBack', () => {
  it('a request for changes on the sent revision after its approval: who and when', () => {
    const steps = [step('submit', 'R1', 'Lan', 0), approved, step('request_changes', 'R1', 'Bảo', 5)];
    expect(approvalTakenBack(steps, SENT)).toEqual({ action: 'request_changes', by: 'Bảo', at: '2026-11-29T07:05:00.000Z' });
  });
  it('a withdrawal of it: who and when', () => {
    expect(approvalTakenBack([approved, step('withdraw', 'R1', 'Lan', 6)], SENT)).toEqual({ action: 'withdraw', by: 'Lan', at: '2026-11-29T07:06:00.000Z' });
  });
  it('nothing after its approval, or only an edit (no step): still approved', () => {
    expect(approvalTakenBack([approved], SENT)).toBeNull();
  });
  it('a request for changes on an edited revision is about the new words, not the sent ones', () => {
    expect(approvalTakenBack([approved, step('request_changes', 'R2', 'Bảo', 5)], SENT)).toBeNull();
  });
  it('sent back, then approved again unchanged (or the approval kept over a client\'s request): approved', () => {
    expect(approvalTakenBack([approved, step('request_changes', 'R1', 'client (via Lan)', 3), step('submit', 'R1', 'Lan', 4), step('approve', 'R1', 'Bảo', 5, 'ap2')], SENT)).toBeNull();
  });
  it('approved again, then taken back again: the latest take-back', () => {
    const steps = [approved, step('request_changes', 'R1', 'Bảo', 3), step('approve', 'R1', 'Chi', 4, 'ap2'), step('withdraw', 'R1', 'Lan', 7)];
    expect(approvalTakenBack(steps, SENT)).toEqual({ action: 'withdraw', by: 'Lan', at: '2026-11-29T07:07:00.000Z' });
  });
  it('an approval the team server refused (set aside) approves nothing', () => {
    const steps = [approved, step('request_changes', 'R1', 'Bảo', 3), step('approve', 'R1', 'Lan', 4, 'ap-refused')];
    expect(approvalTakenBack(steps, SENT, new Set(['ap-refused']))?.by).toBe('Bảo');
  });
  it('a step before the approval it went under takes nothing back', () => {
    expect(approvalTakenBack([step('request_changes', 'R1', 'Bảo', 0), approved], SENT)).toBeNull();
  });
});
