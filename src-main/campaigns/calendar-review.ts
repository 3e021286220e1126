/**
 * calendar (walk 7): what the calendar says of a post's review, from the review core's one derivation
 * (team/review.ts `reviewState`: an approval holds while the content revision it approved is the
 * draft's, and the time is part of that revision).
 *
 * - `calendarReviews`: each unsent post's review state, so a chip reads "In review", "Approved",
 *   "Changes requested" or "Approved · back in review" rather than "Draft" (as the Library's state column).
 * - `approvalChanges`: what a write of posts' times (a drag, a bulk change, their Undo) did to their
 *   approvals, read before and after the write by the same derivation. Moving an approved post
 *   makes a new revision: its approval no longer holds (`lost`, naming who approved). Putting back the
 *   very content and time approved makes the approved revision again: the approval holds again
 *   (`restored`) — it was never withdrawn, only not matching. Nothing else restores it.
 */
import { drafts, reviews, type ReadableDB } from '../library';
import { heldLatest, reviewOf, reviewState, revisionOf, type ReviewState } from '../team';

export interface CalendarReview { state: ReviewState; stale: boolean }

/** The review of each of these posts that was ever sent for review (one read of the workspace's latest steps; drafts read only where an approval must be checked). */
export function calendarReviews(db: ReadableDB, workspaceId: string, ids: readonly string[]): Map<string, CalendarReview> {
  const want = new Set(ids);
  // w26approval: an approve step whose approval the team server refused does not hold (set-aside.ts heldLatest).
  const last = reviews.latestOfWorkspace(db, workspaceId).filter((s) => want.has(s.draftId)).flatMap((s) => heldLatest(db, workspaceId, s.draftId, s) ?? []);
  const approved = last.filter((s) => s.state === 'approved').map((s) => s.draftId);
  const revision = new Map(drafts.getMany(db, approved).map((d) => [d.id, revisionOf(d)]));
  const out = new Map<string, CalendarReview>();
  for (const s of last) {
    const r = reviewState(s, revision.get(s.draftId) ?? s.revision);
    if (r.state !== 'draft' || r.stale) out.set(s.draftId, r);
  }
  return out;
}

/** An approval a write made stop holding (`lost`) or hold again (`restored`), and who gave it. */
export interface ApprovalChange { id: string; change: 'lost' | 'restored'; by: string; at: string }

const approvalOf = (db: ReadableDB, id: string): { approved: boolean; by: string; at: string } | null => {
  try {
    const r = reviewOf(db, id);
    if (r.state === 'approved' && r.approval) return { approved: true, by: r.approval.by, at: r.approval.at };
    // Edited since it was approved: the approval given (the last step's) is what a put-back restores.
    if (r.stale && r.last?.approvalId) {
      const a = reviews.getApproval(db, r.last.approvalId);
      return { approved: false, by: a.by, at: a.at };
    }
    return null;
  } catch {
    return null; // gone meanwhile: nothing to say of its review
  }
};

/** Runs `write` (posts' new values) and answers what it did to these posts' approvals. */
export function approvalChanges<T>(db: ReadableDB, ids: readonly string[], write: () => T): { result: T; approvals: ApprovalChange[] } {
  const before = new Map(ids.map((id) => [id, approvalOf(db, id)]));
  const result = write();
  const approvals: ApprovalChange[] = [];
  for (const id of new Set(ids)) {
    const b = before.get(id);
    if (!b) continue;
    const a = approvalOf(db, id);
    const now = a?.approved ?? false;
    if (b.approved && !now) approvals.push({ id, change: 'lost', by: b.by, at: b.at });
    else if (!b.approved && now && a) approvals.push({ id, change: 'restored', by: a.by, at: a.at });
  }
  return { result, approvals };
}
