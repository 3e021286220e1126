/**
 * w17unchanged (walk 16, finding 2): a post sent for review again with NO change since the agency asked for changes.
 * Before, Lan pressed "Send for review" on the very version Bảo sent back; the app took it silently and Bảo read only
 * "sent for review by Lan" beside an open Approve — he approved the text he had rejected.
 *
 * The ONE derivation (every screen and the CLI read it): the LATEST request for changes still open (`latestOpenRequest`:
 * the agency's own or a client's relayed, "client (via NAME)"; an approval closes it) when it was made on the content
 * revision now, on a post in changes requested (its author is about to send it again) or in review by a submit over it
 * (the approver reads "sent again unchanged since Bảo asked for changes"). h-unchanged (walk 39a, 1): judged against the
 * latest request only. Before, the agency's own request was read past a later client's: Marc asked for 15% on the 20%
 * version, Hạnh made it 15%, the client (via Marc) asked to keep 20%, Hạnh put 20% back — and was told she had "not
 * changed it since Marc asked", her edit answering the client's request read as none because the text was again the
 * version Marc had rejected. And ONE small table, row by row: whether a submit is sent, or its sender is asked first —
 * an unchanged post goes for review again only when its sender says so (`confirmed`) or says why (a comment, kept with
 * the step). An approver's Approve is NOT shut by it: approving is their decision.
 */
import { readerName } from '../../src-shared/reader-name';
import { reviews, type ReadableDB, type ReviewStep } from '../library';
import type { PostReview } from './review-actions';
import type { OpenChangeRequest } from './review-client';

/**
 * The latest request for changes on the post still open — a member's or a client's relayed ("client (via NAME)"), an
 * approval after it closes it — when it was made on content `revision`, else null. Only the latest counts: an edit
 * answering it is the answer, even when the text it makes is one an earlier request was made on.
 */
function latestOpenRequest(db: ReadableDB, draftId: string, revision: string): OpenChangeRequest | null {
  let open: ReviewStep | null = null;
  for (const s of reviews.history(db, draftId)) {
    if (s.action === 'request_changes') open = s;
    else if (s.action === 'approve') open = null;
  }
  if (!open || open.revision !== revision) return null;
  const commentId = open.commentId;
  const comment = commentId ? reviews.commentsOf(db, draftId).find((c) => c.id === commentId)?.body ?? null : null;
  return { by: open.by, at: open.at, comment };
}

/** A client's request for changes the agency answered by sending the post for review again unchanged, then approving it. */
export interface ClientRequestNotTaken {
  /** Who relayed the client's request ("client (via NAME)"), and the client's note (null: none). */
  by: string;
  note: string | null;
  /** Who sent it again unchanged, and the reason they gave with it (null: none). */
  resentBy: string;
  reason: string | null;
}

/**
 * Walk 44a (minor): the client's latest request for changes was not taken — the post was sent for review again on that
 * very version (unchanged, usually with a reason), and approved since — while the post is still that version
 * (`revision`). The client's next preview says so, with the agency's reason (before, it read plainly approved). null:
 * the latest request was a member's, was answered by an edit, or is still open.
 */
export function clientRequestNotTaken(db: ReadableDB, draftId: string, revision: string): ClientRequestNotTaken | null {
  let asked: ReviewStep | null = null;
  let resent: ReviewStep | null = null;
  let approved = false;
  for (const s of reviews.history(db, draftId)) {
    if (s.action === 'request_changes') [asked, resent, approved] = [/^client \(via .+\)$/.test(s.by) ? s : null, null, false];
    else if (s.action === 'submit' && asked && s.revision === asked.revision) resent = s;
    else if (s.action === 'approve' && resent) approved = true;
  }
  if (!asked || !resent || !approved || asked.revision !== revision) return null;
  const comments = reviews.commentsOf(db, draftId);
  const body = (id: string | null): string | null => (id ? comments.find((c) => c.id === id)?.body ?? null : null);
  return { by: asked.by, note: body(asked.commentId), resentBy: resent.by, reason: body(resent.commentId) };
}

/** The latest open request (latestOpenRequest) this post was not changed since, as its author (changes requested) or its approver (in review) reads it, or null. */
export function unchangedSinceRequest(db: ReadableDB, r: Pick<PostReview, 'draftId' | 'state' | 'stale' | 'revision' | 'last'>): OpenChangeRequest | null {
  const resent = r.state === 'in_review' && !r.stale && r.last?.action === 'submit';
  if (r.state !== 'changes_requested' && !resent) return null;
  return latestOpenRequest(db, r.draftId, r.revision);
}

/**
 * Whether a submit by `sender` is of a post unchanged since SOMEONE ELSE's request (the table's `unchanged`): a member
 * sending back unchanged what they themselves sent back (a solo workspace's one person) is not asked; their approver
 * still reads it (unchangedSinceRequest).
 */
export const unchangedForSender = (open: OpenChangeRequest | null, sender: string): boolean => open !== null && open.by !== sender;

/**
 * Who asked, in the core's English: a client's relayed request is "the client (via Marc)", as the CLI's Who column says
 * it. h-reviewwords (walk 44a, 2): to `reader`, the member reading it, their own relay is "the client (via you)"
 * (src-shared readerName, the one rule of the CLI's lines), never their name back.
 */
export const askerEnglish = (by: string, reader: string | null): string => readerName(by, reader);

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
