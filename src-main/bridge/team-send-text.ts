/**
 * teamsendtext (issue 34, walk 5): what a teammate's send put at the Hub, against the draft as this
 * laptop holds it now. A team outcome carries no text, but its key is derived from the approval it went
 * under (team/review.ts approvalKey(approvalId, draftId, part)), and that approval names the content
 * revision it approved. When the draft's revision now differs, the caption this laptop shows is NOT
 * what the Hub holds: the card says so, with the date of the approval (walk 5: Lan added a line after
 * the Hub scheduled the post; Bảo's and Chi's Outbox showed the new caption as if it had gone out).
 */
import { approvalKey, contentRevision, type RevisionSubject } from '../team';
import { reviews, type Approval, type ReadableDB } from '../library';

/** How many Hub posts (caption groups, publisher/captions.ts) one draft may become, at most, to look for. */
const MAX_PARTS = 32;

/** The approval a team key was derived from, if this laptop holds it. */
export function approvalOfKey(approvals: readonly Approval[], draftId: string, key: string): Approval | null {
  for (const a of approvals) {
    for (let part = 0; part < MAX_PARTS; part++) if (approvalKey(a.id, draftId, part) === key) return a;
  }
  return null;
}

/**
 * Whether the draft changed since the send's approval: the approval's date (ISO) when it did, else
 * null (the same revision, or a key not derived from a known approval: nothing true to say).
 */
export function editedSinceSent(approvals: readonly Approval[], draftId: string, key: string, revisionNow: string): { approvedAt: string } | null {
  const a = approvalOfKey(approvals, draftId, key);
  return a && a.revision !== revisionNow ? { approvedAt: a.at } : null;
}

/**
 * teamnumbers (walk 6): the one reading of "edited since it was sent" for a teammate's send, against the
 * draft as this laptop holds it now (null: no draft here): the Outbox's card (jobs.team) and
 * `postroom status` both call it.
 */
export function sendEditedSince(db: ReadableDB, draft: RevisionSubject | null | undefined, draftId: string, key: string): { approvedAt: string } | null {
  return draft ? editedSinceSent(reviews.approvalsOf(db, draftId), draftId, key, contentRevision(draft)) : null;
}
