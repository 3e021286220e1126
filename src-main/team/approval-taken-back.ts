/**
 * h-retryheld: whether the team took back the approval a send went under, and who did it, when. A send's refused channels
 * are retried in a team that requires approval only while the content as sent is still approved (publisher/actions.ts
 * rule 9); this is the one reading of "taken back" the publisher's port (publish-port.ts approvalTakenBack) gives it.
 *
 * What the core knows, and what it means here:
 * 1. An approval is of ONE content revision (review.ts rule 1). A request for changes (`request_changes`) or a
 *    withdrawal (`withdraw`) step taken on THAT revision after the approval is the team's "no" to the content as sent.
 * 2. An edit of the draft after the send writes no step: the post reads `in_review` again (derived: reviewState's
 *    `stale`), its new revision unapproved, the sent one's approval untouched. So an edit alone is never a take-back, and
 *    neither is a request for changes on the edited revision (it is about the new words, not the sent ones).
 * 3. An approval of the sent revision after the take-back approves it again (a post sent back unchanged and approved, or
 *    an approver who kept the approval over a client's request: keepsApproval is an approve step too).
 * 4. An approve step whose approval the team server refused (set aside here: set-aside.ts) approves nothing.
 * 5. A post approved NOW (another revision: edited, sent for review and approved) is not held by this: a retry sends the
 *    draft's words (publisher.ts retryFailedChannels), and the publish gate lets only the approved ones go (the port).
 */
import { reviews, type Approval, type ReadableDB, type ReviewStep } from '../library';
import type { ApprovalTakenBack } from '../publisher';
import type { ApprovalWithdrawn } from '../../src-shared/withdrawn-words';

export type { ApprovalWithdrawn };

export type { ApprovalTakenBack };

/**
 * The last step that took back `sent` (the approval a send went under) with no approval of the same revision after it,
 * or null: the content as sent is still approved. `steps`: the post's review steps, oldest first (reviews.history);
 * `setAside`: approval ids the team server refused.
 */
export function approvalTakenBack(steps: readonly ReviewStep[], sent: Pick<Approval, 'id' | 'revision' | 'at'>, setAside: ReadonlySet<string> = new Set()): ApprovalTakenBack | null {
  const own = steps.findIndex((s) => s.approvalId === sent.id);
  const after = own >= 0 ? steps.slice(own + 1) : steps.filter((s) => s.at > sent.at);
  let back: ReviewStep | null = null;
  for (const s of after) {
    if (s.revision !== sent.revision) continue;
    if (s.action === 'request_changes' || s.action === 'withdraw') back = s;
    else if (s.action === 'approve' && !(s.approvalId && setAside.has(s.approvalId))) back = null;
  }
  return back ? { action: back.action as ApprovalTakenBack['action'], by: back.by, at: back.at } : null;
}

/**
 * h-reviewwords (walk 44a, 7): the withdrawal that took back the approval of a post now a draft: its last step a
 * `withdraw` of the very revision the step before it approved (an approver's or owner's "no" after "yes"), or null (a
 * post never approved, or withdrawn from review by its author before any approval). The ONE reading Compose's review
 * panel shows ("Marc withdrew it"), and the holds and the review queue say: "Marc took the approval back (at …)",
 * never "not sent for review yet" (it was sent, and approved). `steps`: oldest first (reviews.history).
 */
export function withdrawnApproval(steps: readonly ReviewStep[], setAside: ReadonlySet<string> = new Set()): ReviewStep | null {
  const last = steps.at(-1);
  const before = steps.at(-2);
  if (!last || !before || last.action !== 'withdraw' || before.action !== 'approve' || before.revision !== last.revision) return null;
  return before.approvalId && setAside.has(before.approvalId) ? null : last;
}


/**
 * h-reviewwords: the approval of `draftId` taken back (withdrawnApproval over its history), with the words said with it,
 * or null. `setAside`: approval ids the team server refused (set-aside.ts refusedApprovalIds), which approved nothing.
 */
export function approvalWithdrawnOf(db: ReadableDB, draftId: string, setAside?: ReadonlySet<string>): ApprovalWithdrawn | null {
  const step = withdrawnApproval(reviews.history(db, draftId), setAside);
  if (!step) return null;
  const comment = step.commentId ? reviews.commentsOf(db, draftId).find((c) => c.id === step.commentId)?.body ?? null : null;
  return { by: step.by, at: step.at, comment };
}
