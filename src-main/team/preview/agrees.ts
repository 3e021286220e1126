/**
 * w11client (walk 11): a client's approval of a version an approver already approved is the client's agreement, not a
 * step anyone confirms. Lan (an editor) imported a decisions file approving a post Bảo had approved; the import said
 * "already approved, nothing changed", yet Bảo's laptop toasted "The client approved … (relayed by Lan): confirm it in
 * Review" (the team binding told every relayed client approval without an approval of its own as one waiting). One
 * derivation here says which a relayed client approval is, for the review event, the queue row and the import.
 */
import { type ReadableDB, reviews } from '../../library';
import { type PostReview, reviewOf } from '../review-actions';
import { clientApprovalWaiting } from '../review-client';

/**
 * The client approved the very version the approval that holds is of (relayed by a member). `first` (w20cli, walk 18, 6):
 * who approved first. 'client': the client's approval came before the approval that holds (an approver confirmed it):
 * "approved by Bảo — the client approved". 'approver': the approval held first and the client agreed with it: "approved
 * by Bảo — the client agrees". (Walk 18: a client approval Lan relayed and Bảo confirmed read "the client agrees".)
 */
export interface ClientAgreement { exportId: string; relayedBy: string; at: string; first: 'client' | 'approver' }

/** The client's agreement with the approval that holds now, or null (not approved, the client's last word was not an approval, or of another version). */
export function clientAgreement(db: ReadableDB, r: Pick<PostReview, 'draftId' | 'state' | 'revision'> & Partial<Pick<PostReview, 'approval' | 'last'>>): ClientAgreement | null {
  if (r.state !== 'approved') return null;
  const c = reviews.latestClientDecision(db, r.draftId);
  if (!c || c.decision !== 'approve' || c.revision !== r.revision) return null;
  // The approval that holds: its own time, else the approving step's (a review read without its approval row).
  const approvedAt = r.approval?.at ?? (r.last?.action === 'approve' ? r.last.at : null);
  const first = approvedAt !== null && Date.parse(c.at) < Date.parse(approvedAt) ? 'client' : 'approver';
  return { exportId: c.exportId, relayedBy: c.relayedBy, at: c.at, first };
}

/**
 * What a teammate's relayed client approval of a post is, told to this laptop's approvers as a review event:
 * - `client_approved`: it waits for an approver to confirm it (clientApprovalWaiting), `overRequestBy` naming whose
 *   request for changes is still open on that version (clientnote), or null;
 * - `client_agreed`: the post is already approved at that version: the client agrees, nothing to confirm;
 * - null: neither any more (confirmed, edited, sent back since): nothing to tell.
 */
export type ClientApprovalNews = { kind: 'client_approved'; overRequestBy: string | null } | { kind: 'client_agreed' } | null;

/** @throws LibraryError `not_found` (a post not on this laptop yet) */
export function clientApprovalNews(db: ReadableDB, draftId: string): ClientApprovalNews {
  const r = reviewOf(db, draftId);
  const w = clientApprovalWaiting(db, r);
  if (w) return { kind: 'client_approved', overRequestBy: w.overRequest?.by ?? null };
  // w20cli: a client approval an approver confirmed since (the client approved first) is neither: nothing to tell.
  return clientAgreement(db, r)?.first === 'approver' ? { kind: 'client_agreed' } : null;
}
