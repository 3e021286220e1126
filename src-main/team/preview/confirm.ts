/**
 * clientchange: confirming a client's approval that waits for an approver (preview.ts item 3). An
 * approval the client made of content the agency itself asked to change (`overRequest`) is never
 * confirmed with the others: "confirm all" leaves it, and confirming it is its own explicit choice
 * (`overRequest: true`), recorded in the post's history as an approval over that request.
 */
import { shorten } from '../../../src-shared/shorten';
import { utcMinute } from '../../../src-shared/utc-minute';
import { reviews, type ReadableDB, type WritableDB } from '../../library';
import { REVIEW_ENGLISH } from '../review';
import { applyReviewActions, keepVerdict, ReviewError, type ReviewMember, reviewOf, type ReviewResult } from '../review-actions';
import { clientApprovalWaiting, type OpenChangeRequest, openClientRequest } from '../review-client';
import { type OwnVersionWait, ownVersionWait } from './decisions';

/** The English line of an open request ("Bảo asked for changes on 2026-11-27 08:10 UTC: “wrong price”"). */
export function openRequestEnglish(r: OpenChangeRequest, nameOf: (name: string) => string = (n) => n): string {
  // w16words (walk 15, 7): `nameOf`, the reader-aware name (the CLI's Who column: the reader is "you"); a stored comment keeps the name.
  return `${nameOf(r.by)} asked for changes on ${utcMinute(r.at)}${r.comment ? `: “${shorten(r.comment, 200)}”` : ' (no comment)'}`;
}

/** The comment an explicit confirm over an open request says with its approval (the post's history keeps it). */
export const overRequestComment = (r: OpenChangeRequest): string =>
  `Confirmed the client's approval over an open change request: ${openRequestEnglish(r)}`;

/**
 * Walk 40a (3): the comments that say an approval was confirmed over an open request for changes, each with that request,
 * so every reader's app says it in their own language and zone (the stored text is the core's English line, one for the
 * team, read as such by the CLI). Such an approval is the one approve step taken from "changes requested" (the table
 * refuses any other: review-actions.ts approveAsInReview); its request, the latest request for changes before it.
 */
export function overRequestComments(db: ReadableDB, draftId: string): Map<string, OpenChangeRequest> {
  const out = new Map<string, OpenChangeRequest>();
  const steps = reviews.history(db, draftId);
  const bodies = new Map(reviews.commentsOf(db, draftId).map((c) => [c.id, c.body]));
  let request: OpenChangeRequest | null = null;
  let prev: string | null = null;
  for (const s of steps) {
    if (s.action === 'approve' && prev === 'changes_requested' && s.commentId && request) out.set(s.commentId, request);
    if (s.action === 'request_changes') request = { by: s.by, at: s.at, comment: s.commentId ? bodies.get(s.commentId) ?? null : null };
    prev = s.state;
  }
  return out;
}

/**
 * Confirms one client approval waiting for an approver: an approval by the member (the table's
 * checks apply). A flagged one (an agency request still open on that content) is confirmed only
 * with `overRequest: true`; its approval step then carries a comment naming the request.
 * @throws ReviewError `client_not_waiting` (no client approval of this content waits),
 *   `client_over_request` (details.request: the open request; `overRequest` not given), `refused`, `not_found`
 */
export function confirmClientApproval(db: WritableDB, member: ReviewMember, draftId: string, o: { overRequest?: boolean } = {}): ReviewResult {
  return db.transaction(() => {
    const r = reviewOf(db, draftId);
    const w = clientApprovalWaiting(db, r);
    if (!w) throw new ReviewError('client_not_waiting', `post ${draftId} has no client approval waiting to be confirmed`, { details: { draftId, state: r.state } });
    // Without overRequest, a flagged one is refused by the core's plan (review-actions.ts), as every plain approve is.
    return applyReviewActions(db, member, [{ draftId, action: 'approve', ...(w.overRequest && o.overRequest === true ? { comment: overRequestComment(w.overRequest), overRequest: true } : {}) }])[0]!;
  })();
}

export interface ConfirmedAll {
  confirmed: ReviewResult[];
  /** Client approvals left waiting: the agency's own request is open on them (each confirmed on its own, explicitly). */
  flagged: Array<{ draftId: string; request: OpenChangeRequest }>;
  /**
   * Walk 42a: client approvals left waiting because this member may not approve their version (the review table's reason:
   * they wrote or changed it, `own_post`/`own_edit`), with who may instead (version-review.ts ownEditApprovers).
   */
  notYours: Array<{ draftId: string; wait: OwnVersionWait }>;
}

/**
 * "Confirm all": every client approval waiting among `draftIds`, all or nothing, EXCEPT the flagged
 * ones (an agency request open on that content), which are left waiting and named, and (walk 42a) those whose version
 * this member wrote or changed (`notYours`: `review approve` would refuse them), left waiting and named too.
 * @throws ReviewError `refused`, `not_found` (nothing confirmed)
 */
export function confirmClientApprovals(db: WritableDB, member: ReviewMember, draftIds: readonly string[]): ConfirmedAll {
  return db.transaction(() => {
    const flagged: ConfirmedAll['flagged'] = [];
    const notYours: ConfirmedAll['notYours'] = [];
    const ids: string[] = [];
    for (const id of draftIds) {
      const r = reviewOf(db, id);
      const w = clientApprovalWaiting(db, r);
      if (!w) continue;
      // Walk 42a: a version this member wrote or changed is left (and named), not a refusal of every other confirm.
      const own = ownVersionWait(db, member, r);
      if (w.overRequest) flagged.push({ draftId: id, request: w.overRequest });
      else if (own) notYours.push({ draftId: id, wait: own });
      else ids.push(id);
    }
    return { confirmed: applyReviewActions(db, member, ids.map((draftId) => ({ draftId, action: 'approve' as const }))), flagged, notYours };
  })();
}

/**
 * clientnote (walk 7): an approver keeps the approval a client's request for changes was relayed
 * against (OpenClientRequest): an approve step by the approver on the same approval (no new
 * approval: what the Hub holds or will get keeps its approval), which closes the request. The other
 * answer, asking for changes, is the plain `request_changes` (the post goes back to its editor).
 * A post the Hub holds goes out as scheduled either way unless someone edits it and sends a new one.
 * @throws ReviewError `client_not_waiting` (no client request open on it), `refused` (keepVerdict: not an approver, a team left…), `not_found`
 */
export function keepApprovalOverClient(db: WritableDB, member: ReviewMember, draftId: string): ReviewResult {
  return db.transaction(() => {
    const r = reviewOf(db, draftId);
    const open = openClientRequest(db, r);
    if (!open || !r.approval) throw new ReviewError('client_not_waiting', `post ${draftId} has no client request for changes waiting for an approver`, { details: { draftId, state: r.state } });
    // w9keep: the core's verdict of a keep (review-actions.ts keepVerdict), as the screens and the CLI read it.
    const v = keepVerdict(db, member, r);
    if (v.do === 'refused') {
      throw new ReviewError('refused', `cannot keep the approval of post ${draftId}: ${REVIEW_ENGLISH.reason[v.reason]}`, { details: { draftId, action: 'approve', reason: v.reason, state: r.state } });
    }
    const step = reviews.addStep(db, { draftId, action: 'approve', state: 'approved', revision: r.revision, by: member.name, approvalId: r.approval.id });
    return { review: reviewOf(db, draftId), step, approval: r.approval, comment: null };
  })();
}
