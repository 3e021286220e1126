/**
 * w17unchanged (walk 16, finding 2): a post sent for review again with NO change since the agency asked for changes.
 * Before, Lan pressed "Send for review" on the very version Bảo sent back; the app took it silently and Bảo read only
 * "sent for review by Lan" beside an open Approve — he approved the text he had rejected.
 *
 * The ONE derivation (every screen and the CLI read it): the agency's request for changes still open on the content
 * revision now (review-client.ts openChangeRequest: an edit answers it, an approval closes it), on a post in changes
 * requested (its author is about to send it again) or in review by a submit over it (the approver reads "sent again
 * unchanged since Bảo asked for changes"). And ONE small table, row by row: whether a submit is sent, or its sender
 * is asked first — an unchanged post goes for review again only when its sender says so (`confirmed`) or says why
 * (a comment, kept with the step). An approver's Approve is NOT shut by it: approving is their decision.
 */
import type { ReadableDB } from '../library';
import type { PostReview } from './review-actions';
import { openChangeRequest, type OpenChangeRequest } from './review-client';

/** The open request this post was not changed since, as its author (changes requested) or its approver (in review) reads it, or null. */
export function unchangedSinceRequest(db: ReadableDB, r: Pick<PostReview, 'draftId' | 'state' | 'stale' | 'revision' | 'last'>): OpenChangeRequest | null {
  const resent = r.state === 'in_review' && !r.stale && r.last?.action === 'submit';
  if (r.state !== 'changes_requested' && !resent) return null;
  return openChangeRequest(db, r.draftId, r.revision);
}

/**
 * Whether a submit by `sender` is of a post unchanged since SOMEONE ELSE's request (the table's `unchanged`): a member
 * sending back unchanged what they themselves sent back (a solo workspace's one person) is not asked; their approver
 * still reads it (unchangedSinceRequest).
 */
export const unchangedForSender = (open: OpenChangeRequest | null, sender: string): boolean => open !== null && open.by !== sender;

/** What a "send for review" does: `send` it, or `ask` its sender first (nothing written). */
export type ResubmitVerdict = 'send' | 'ask';

/** The facts a submit is judged on. */
export interface ResubmitFacts {
  /** Not changed since the open request for changes (unchangedSinceRequest). */
  unchanged: boolean;
  /** The sender says why, with a comment kept with the step. */
  comment: boolean;
  /** The sender answered the question: send it unchanged (the app's panel; the CLI's --unchanged). */
  confirmed: boolean;
}

/** The table, row by row (test/team/review-unchanged.test.ts walks every row). */
export const RESUBMIT_TABLE: Readonly<Record<'changed' | 'unchanged', Readonly<Record<'none' | 'comment' | 'confirmed' | 'both', ResubmitVerdict>>>> = Object.freeze({
  changed: Object.freeze({ none: 'send', comment: 'send', confirmed: 'send', both: 'send' }),
  unchanged: Object.freeze({ none: 'ask', comment: 'send', confirmed: 'send', both: 'send' }),
});

export function resubmitVerdict(f: ResubmitFacts): ResubmitVerdict {
  const said = f.comment && f.confirmed ? 'both' : f.comment ? 'comment' : f.confirmed ? 'confirmed' : 'none';
  return RESUBMIT_TABLE[f.unchanged ? 'unchanged' : 'changed'][said];
}
