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
import type { Approval, ReviewStep } from '../library';
import type { ApprovalTakenBack } from '../publisher';

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
