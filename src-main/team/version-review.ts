/**
 * w19selfedit (walk 17, finding 7): the review actions' reading of who wrote a post's version (version-authors.ts) from
 * the library and the member's History: the table's actor (actorOf), the version's authors (authorsOf), who may approve
 * it instead (ownEditApprovers), who else may withdraw it (otherWithdrawers) and whether an approval was of a version its approver had changed (approvedOwnEdit).
 */
import { approverNames } from '../../src-shared/approvers';
import { drafts, workspaces, type ReadableDB } from '../library';
import { readKeptMembers } from './kept';
import { heldApprovals } from './set-aside';
import { withdrawerNames, type ReviewActor, type ReviewState } from './review';
import type { PostReview, ReviewMember } from './review-actions';
import { authorNames, authorshipOf, versionAuthors, type AuthorLine, type VersionAuthors } from './version-authors';

/** The member's History lines of a draft (null: not readable here). */
function historyOf(member: Pick<ReviewMember, 'history'>, draftId: string): readonly AuthorLine[] | null {
  try {
    return member.history?.(draftId) ?? null;
  } catch {
    return null; // the team's documents are closing: the creator alone
  }
}

/**
 * w19selfedit (walk 17, 7): who wrote the version of the post in review now (version-authors.ts): its creator and the
 * members who changed what goes out since its last approval, from the member's History (null: the creator alone).
 */
export function authorsOf(db: ReadableDB, member: Pick<ReviewMember, 'settings' | 'history'>, r: Pick<PostReview, 'draftId' | 'author'>): VersionAuthors {
  const history = historyOf(member, r.draftId);
  // w26approval: an approval the team server refused is not the last approval (set-aside.ts).
  const approvedAt = heldApprovals(db, r.draftId).at(-1)?.at ?? null;
  return versionAuthors({ creator: r.author, approvedAt, history, approvalRequired: member.settings.approvalRequired });
}

/**
 * The review table's actor for this member on this post (the ONE reading of "its own author"): a solo owner wrote
 * everything; a post whose creator is not known is read as the member's (as before); w19selfedit: a member who
 * changed what goes out since its last approval is an author of that version (`edited`).
 */
export function actorOf(db: ReadableDB, member: ReviewMember, r: Pick<PostReview, 'draftId' | 'author'> & Partial<Pick<PostReview, 'revision' | 'last'>>): ReviewActor {
  if (member.solo) return { role: member.role, isAuthor: true };
  const a = authorsOf(db, member, r);
  const who = authorshipOf(member.name, { ...a, creator: r.author ?? member.name });
  return { role: member.role, ...who };
}

/** The members the team server last listed for the draft's workspace, or null: none read here yet (or the library is busy). */
/** The members a workspace's team server last listed here (kept.ts), or null: none read, not a team's, or not readable. */
export type KeptList = ReturnType<typeof readKeptMembers>;
export function keptMembersIn(db: ReadableDB, workspaceId: string): KeptList {
  try {
    const w = workspaces.getWorkspace(db, workspaceId);
    return w.team ? readKeptMembers(db, w.id, w.team.url) : null;
  } catch {
    return null;
  }
}

/**
 * A draft's workspace's kept members. `known`: the list a caller already read for that workspace (the bridge reads it once
 * per call for every row of a list, not once per row); absent, read here.
 */
function keptMembersOf(db: ReadableDB, draftId: string, known?: KeptList): KeptList {
  if (known !== undefined) return known;
  try {
    return keptMembersIn(db, drafts.get(db, draftId).workspaceId);
  } catch {
    return null;
  }
}

/**
 * w19selfedit: who may approve the version instead, by name (src-shared approverNames over the members last listed here,
 * less every author of the version and the reader); null when no list was read here yet.
 */
export function ownEditApprovers(db: ReadableDB, member: ReviewMember, r: Pick<PostReview, 'draftId' | 'author'>, known?: KeptList): string[] | null {
  const members = keptMembersOf(db, r.draftId, known);
  return members ? approverNames(members, member.settings, authorNames(authorsOf(db, member, r)), member.name) : null;
}

/**
 * Walk 40a (4): who may approve the post once this member changes what goes out (a new time for a NEW post: the time is
 * part of what is approved, and its changer an author of the version), by name: "Send it as a new post at another time…"
 * names them, or says nobody may. null: authors may approve their own posts here (the roles say who), or no list was read.
 */
export function approversAfterMyEdit(db: ReadableDB, member: ReviewMember, r: Pick<PostReview, 'draftId' | 'author'>, known?: KeptList): string[] | null {
  if (member.settings.authorsMayApprove) return null;
  const members = keptMembersOf(db, r.draftId, known);
  return members ? approverNames(members, member.settings, [...authorNames(authorsOf(db, member, r)), member.name], member.name) : null;
}

/**
 * Walk 39b: who else may withdraw the post, by name (review.ts withdrawerNames over the members last listed here: its
 * version's authors and the owners, never a revoked member), less the reader (whose own verdict is the DTO's `actions`);
 * null when no list was read here yet.
 */
export function otherWithdrawers(db: ReadableDB, member: ReviewMember, r: Pick<PostReview, 'draftId' | 'author'> & { state: ReviewState }, known?: KeptList): string[] | null {
  const members = keptMembersOf(db, r.draftId, known);
  if (!members) return null;
  const me = member.name.toLowerCase();
  return withdrawerNames(r.state, members, authorNames(authorsOf(db, member, r)), member.settings).filter((n) => n.toLowerCase() !== me);
}

/**
 * w19selfedit: the post's last step is an approval by a member who had changed what goes out of the version they
 * approved (since the approval before it), as the team allows where authors may approve their own posts: the author's
 * panel says "approved by Bảo, who edited it", never only "approved by Bảo".
 */
export function approvedOwnEdit(db: ReadableDB, member: ReviewMember, r: Pick<PostReview, 'draftId' | 'author' | 'last'>): boolean {
  const last = r.last;
  if (member.solo || !last || last.action !== 'approve') return false;
  const until = last.at;
  // The approval before this one (its own row, written beside the step, is not).
  const approvedAt = heldApprovals(db, r.draftId).filter((a) => a.id !== last.approvalId && Date.parse(a.at) <= Date.parse(until)).at(-1)?.at ?? null;
  const a = versionAuthors({ creator: r.author, approvedAt, history: historyOf(member, r.draftId), approvalRequired: member.settings.approvalRequired, until });
  return authorshipOf(last.by, a).edited;
}
