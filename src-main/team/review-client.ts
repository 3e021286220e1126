/**
 * A client's decisions in the review of a post (issue 34: client previews, preview/): derived from the library's review
 * steps and the client decisions a member imported — a client's approval waiting for an approver, a client's request for
 * changes open on an approved post, the agency's own request still open, whether a step keeps an approval. The ONE
 * reading the queue (review-actions.ts listReviews), the steps' plan, the preview's import and confirm, the screens and
 * the CLI use. Read only: nothing here writes.
 */
import { reviews, type ReviewStep, type ReadableDB } from '../library';
import type { PostReview } from './review-actions';

/**
 * A client's approval waiting for an approver: which preview, relayed by whom, when; `overRequest`
 * (clientchange): the agency's own request for changes still open on the content the client
 * approved — confirming it would approve the post over that request (preview/confirm.ts).
 */
export interface ClientApprovalWaiting { exportId: string; relayedBy: string; at: string; overRequest: OpenChangeRequest | null }

/**
 * The client's approval of the post's content now that no approval answers yet, or null. w8client (walk 8): a
 * flagged one (over the agency's open request) leaves the post in changes requested — the request stands until an
 * approver confirms over it or someone edits the post — so it waits there too, never moving the post to in review.
 */
export function clientApprovalWaiting(db: ReadableDB, r: Pick<PostReview, 'draftId' | 'state' | 'revision'>): ClientApprovalWaiting | null {
  if (r.state !== 'in_review' && r.state !== 'changes_requested') return null;
  const c = reviews.latestClientDecision(db, r.draftId);
  if (!c || c.decision !== 'approve' || c.approvalId !== null || c.revision !== r.revision) return null;
  const open = openRequestStep(db, r.draftId, r.revision);
  // Walk 42a (3): a request for changes made AFTER the client's approval answers it (the client agreed, then the agency asked
  // for changes): the post waits for its edit, not for anyone to confirm the client over it. Before, Marc's "Waiting for me"
  // held such a post, "the client approved, but you asked for changes…", offering "Confirm over this request".
  if (open && !cameAfter(c, open)) return null;
  // Walk 43a (1): so does one of a page made BEFORE the request, though its step is written at import, after the request.
  if (open && pageMadeBefore(reviews.findExport(db, c.exportId)?.at ?? null, open)) return null;
  const overRequest = open ? requestOf(db, open) : null;
  if (r.state === 'changes_requested' && !overRequest) return null;
  return { exportId: c.exportId, relayedBy: c.relayedBy, at: c.at, overRequest };
}

/**
 * Walk 42a (3): whether a relayed client decision came after a review step, in the order the library keeps both (its time,
 * then its id: ids are made in order, so two rows of one millisecond are still ordered, as reviews.history orders steps).
 */
export const cameAfter = (later: Pick<ReviewStep, 'at' | 'id'>, earlier: Pick<ReviewStep, 'at' | 'id'>): boolean =>
  later.at > earlier.at || (later.at === earlier.at && later.id > earlier.id);

/**
 * Walk 43a (1): whether a preview page was made before a request for changes, by the export's own time (recorded by the app
 * when it made the page; never the decisions file's `decidedAt`, the client's browser clock): the client approved what the
 * request then answered. False when the export is not known here, or of the same millisecond (the flagged flow then holds).
 */
export const pageMadeBefore = (exportAt: string | null, request: Pick<OpenChangeRequest, 'at'>): boolean => exportAt !== null && exportAt < request.at;

/** w8client: a post in changes requested with a client's approval over that request waiting (an approver decides it). */
export const flaggedInChanges = (db: ReadableDB, r: Pick<PostReview, 'draftId' | 'state' | 'revision'>): boolean =>
  r.state === 'changes_requested' && clientApprovalWaiting(db, r)?.overRequest != null;

/**
 * clientnote (walk 7): a client's request for changes on a post an approver approved, relayed by a
 * member who may not undo the approval (the import's `approval_kept`), still open: the approval
 * stands and an approver decides — keep the approval (preview/confirm.ts keepApproval) or ask for
 * changes (the post goes back to its editor). Open while the post is approved, the client's latest
 * decision is that request on the content now, and no approval step came after it.
 */
export interface OpenClientRequest { exportId: string; relayedBy: string; at: string; draftId: string; revision: string; comment: string | null }

/** The client's request for changes open on an approved post (OpenClientRequest), or null. The ONE rule the queue, the screens and the CLI use. */
export function openClientRequest(db: ReadableDB, r: Pick<PostReview, 'draftId' | 'state' | 'revision'>): OpenClientRequest | null {
  if (r.state !== 'approved') return null;
  const c = reviews.latestClientDecision(db, r.draftId);
  if (!c || c.decision !== 'request_changes' || c.revision !== r.revision) return null;
  // Keeping the approval is an approve step on the SAME approval (keepApprovalOverClient); each keeps one client request made
  // since that approval (counted, not timed: steps of one millisecond are not ordered). Asking for changes leaves `approved`.
  const approvalId = reviews.latest(db, r.draftId)?.approvalId;
  if (!approvalId) return null;
  const approval = reviews.getApproval(db, approvalId);
  const keeps = reviews.history(db, r.draftId).filter((s) => s.action === 'approve' && s.approvalId === approvalId).length - 1;
  const asked = reviews.clientDecisionsOf(db, r.draftId).filter((x) => x.decision === 'request_changes' && x.revision === r.revision && x.at >= approval.at).length;
  if (keeps >= asked) return null;
  const comment = c.commentId ? reviews.commentsOf(db, r.draftId).find((x) => x.id === c.commentId)?.body ?? null : null;
  return { exportId: c.exportId, relayedBy: c.relayedBy, at: c.at, draftId: r.draftId, revision: r.revision, comment };
}

/**
 * w10you (walk 10): whether a review step keeps an approval (keepApprovalOverClient: an approve step on the approval an
 * earlier step made) rather than approving anew. A teammate's keep is told "Bảo kept the approval…", not "Bảo approved…".
 * False for a step not here, not an approve, or the step that made its approval.
 */
export function keepsApproval(db: ReadableDB, draftId: string, stepId: string): boolean {
  const steps = reviews.history(db, draftId);
  const step = steps.find((s) => s.id === stepId);
  if (!step || step.action !== 'approve' || !step.approvalId) return false;
  const first = steps.find((s) => s.action === 'approve' && s.approvalId === step.approvalId);
  return first !== undefined && first.id !== step.id;
}

/** clientchange: a request for changes by a member of the agency (not a client's, relayed), still open. */
export interface OpenChangeRequest {
  /** The member who asked. */
  by: string;
  at: string;
  /** What they asked (the comment said with the request), or null. */
  comment: string | null;
}

/** Whether a step was a client's decision relayed by a member ("client (via NAME)", preview/decisions.ts). */
export const isClientStep = (by: string): boolean => /^client \(via .*\)$/.test(by);

/**
 * clientchange: the agency's request for changes still open on this content revision, or null. A
 * member's `request_changes` step is open until an approval follows it or the content changes (an
 * edit is the answer to "wrong price"; sending it for review again unedited is not). A client's own
 * request (relayed) is not the agency's. The ONE rule the client page, the import and the confirm use.
 */
export function openChangeRequest(db: ReadableDB, draftId: string, revision: string): OpenChangeRequest | null {
  const open = openRequestStep(db, draftId, revision);
  return open ? requestOf(db, open) : null;
}

/** openChangeRequest's step (walk 42a: its place in the history tells whether a client's approval came after it). */
function openRequestStep(db: ReadableDB, draftId: string, revision: string): ReviewStep | null {
  let open: ReviewStep | null = null;
  for (const s of reviews.history(db, draftId)) {
    if (s.action === 'request_changes' && !isClientStep(s.by)) open = s;
    else if (s.action === 'approve') open = null;
  }
  return open && open.revision === revision ? open : null;
}

function requestOf(db: ReadableDB, open: ReviewStep): OpenChangeRequest {
  const comment = open.commentId ? reviews.commentsOf(db, open.draftId).find((c) => c.id === open.commentId)?.body ?? null : null;
  return { by: open.by, at: open.at, comment };
}

/**
 * w41minor: whether the post was sent for review again, unedited, after the open request (its sender kept it and said
 * why, or sent it unchanged on purpose): the request stays open (openChangeRequest), but nobody is changing the post.
 */
export function resentSinceRequest(db: ReadableDB, draftId: string, open: OpenChangeRequest): boolean {
  // The history is in order (steps of one millisecond too): a submit after the open request's own step.
  const steps = reviews.history(db, draftId);
  const at = steps.findLastIndex((s) => s.action === 'request_changes' && s.by === open.by && s.at === open.at);
  return at >= 0 && steps.slice(at + 1).some((s) => s.action === 'submit');
}
