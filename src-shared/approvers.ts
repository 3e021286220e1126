/**
 * w12words (walk 12): who may approve a post, by name. Compose said "Waits for approval by an owner or an approver"
 * while the team's members list names them: the members whose role approves (the team's review settings), its author
 * only where authors may approve their own posts, never a revoked member, and never the reader (a reader who may
 * approve is not told to wait for themselves). Empty when no one else is known: the caller says the roles then.
 * Written once for the core, the CLI and the renderer (src-shared).
 */
export interface ApproverRosterMember { name: string; role: string; revokedAt?: string | null }

export function approverNames(
  members: readonly ApproverRosterMember[],
  settings: { approvers: readonly string[]; authorsMayApprove: boolean },
  author: string | null,
  me: string | null,
): string[] {
  const same = (a: string, b: string | null): boolean => b !== null && a.toLowerCase() === b.toLowerCase();
  return members
    .filter((m) => settings.approvers.includes(m.role) && !m.revokedAt && !same(m.name, me) && (settings.authorsMayApprove || !same(m.name, author)))
    .map((m) => m.name)
    .sort((a, b) => a.localeCompare(b));
}
