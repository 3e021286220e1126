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
  /** w19selfedit: the post's author, or every author of its version (its creator and who changed it since its approval). */
  author: string | null | readonly string[],
  me: string | null,
): string[] {
  const same = (a: string, b: string | null): boolean => b !== null && a.toLowerCase() === b.toLowerCase();
  const authors: readonly (string | null)[] = Array.isArray(author) ? author : [author as string | null];
  return members
    .filter((m) => settings.approvers.includes(m.role) && !m.revokedAt && !same(m.name, me) && (settings.authorsMayApprove || !authors.some((a) => same(m.name, a))))
    .map((m) => m.name)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * w13waits (walk 13): whether the READER may approve the post (approverNames drops the reader; on Bảo's own Compose,
 * the Approve button right there, the line said "Waits for approval by Chi."): the reader is a member whose role
 * approves, not revoked, and not its author unless authors may approve their own posts. False while no member is known.
 */
export function readerApproves(
  members: readonly ApproverRosterMember[],
  settings: { approvers: readonly string[]; authorsMayApprove: boolean },
  /** w19selfedit: the post's author, or every author of its version (approverNames). */
  author: string | null | readonly string[],
  me: string | null,
): boolean {
  if (me === null) return false;
  const same = (a: string, b: string | null): boolean => b !== null && a.toLowerCase() === b.toLowerCase();
  const authors: readonly (string | null)[] = Array.isArray(author) ? author : [author as string | null];
  return members.some((m) => same(m.name, me) && settings.approvers.includes(m.role) && !m.revokedAt && (settings.authorsMayApprove || !authors.some((a) => same(m.name, a))));
}

/**
 * w13waits: who a post waits for, as the reader reads it: the reader (when they may approve it) and the others, by name.
 * w20authors: `nobody` — how many of the posts no member listed may approve (each an author of its version where authors
 * may not approve their own posts): said outright with the team's setting, never as the roles. Absent: none (or no member known).
 */
export interface Waits { you: boolean; names: string[]; nobody?: number }

/**
 * w13waits: who a GROUP of posts (a campaign's posts in review, by their authors) waits for: the union of each post's
 * approvers (approverNames) and the reader when they may approve any. `null` for an unknown author. w20authors: THE one
 * "who may approve" of the core, the CLI and the screens: each post's authors are every author of its version
 * (team/version-authors.ts authorNames: its creator and who changed what goes out since its last approval).
 */
export function waitsFor(
  members: readonly ApproverRosterMember[],
  settings: { approvers: readonly string[]; authorsMayApprove: boolean },
  authors: readonly (string | null | readonly string[])[],
  me: string | null,
): Waits {
  const names = new Set<string>();
  let you = false;
  let nobody = 0;
  for (const a of authors.length > 0 ? authors : [null]) {
    const theirs = approverNames(members, settings, a, me);
    const mine = readerApproves(members, settings, a, me);
    for (const n of theirs) names.add(n);
    you ||= mine;
    if (members.length > 0 && theirs.length === 0 && !mine) nobody += 1;
  }
  return { you, names: [...names].sort((a, b) => a.localeCompare(b)), ...(nobody > 0 ? { nobody } : {}) };
}

/**
 * w15review (walk 14): a GROUP of posts (a campaign's posts waiting, by their authors) split by whether the READER may
 * approve each (readerApproves): `you` posts he may approve himself, `others` he may not (his own, where authors may not
 * approve their own posts), with the approvers of those by name (approverNames). The Send tab says "approve them in the
 * Review tab" to the first, and names others only for the second; never "ask an approver" to an approver.
 */
export function approveSplit(
  members: readonly ApproverRosterMember[],
  settings: { approvers: readonly string[]; authorsMayApprove: boolean },
  /** w20authors: each post's authors, or every author of its version (approverNames). */
  authors: readonly (string | null | readonly string[])[],
  me: string | null,
): { you: number; others: number; names: string[] } {
  const names = new Set<string>();
  let you = 0;
  for (const a of authors) {
    if (readerApproves(members, settings, a, me)) you += 1;
    else for (const n of approverNames(members, settings, a, me)) names.add(n);
  }
  return { you, others: authors.length - you, names: [...names].sort((a, b) => a.localeCompare(b)) };
}
