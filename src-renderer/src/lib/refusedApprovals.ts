/**
 * w26approval (walk 24, 3): which of my refused approvals (the core's status `refused.approvals`) the person dismissed
 * here: remembered on this computer (localStorage, none where there is none), per workspace, post and rule.
 */
const READ_KEY = 'postroom.refusedApprovalsRead';

export const refusedApprovalKey = (workspaceId: string, a: { draftId: string; rule: string }): string => `${workspaceId}\u0000${a.draftId}\u0000${a.rule}`;

export function readDismissedApprovals(): string[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const v: unknown = JSON.parse(localStorage.getItem(READ_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function keepDismissedApprovals(keys: readonly string[]): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(READ_KEY, JSON.stringify(keys));
}
