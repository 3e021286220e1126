import type { ReviewEventDto } from '../../../src-main/bridge/contract';
import { askerKey } from './reader';

/**
 * teamsync (walk 7): which sentence a teammate's review event is told with, and the name it needs
 * besides `by` and `caption`. A reply to my comment says so ("Bảo replied to your comment on …")
 * before a mention of me; a reply to another's comment names whose; any other comment "commented on".
 */
export function reviewToastKey(e: Pick<ReviewEventDto, 'kind' | 'mentionsMe' | 'replyTo' | 'overRequestBy' | 'kept' | 'said'>, me: string | null = null): { key: string; to?: string } {
  if (e.kind === 'commented' && e.replyTo?.mine) return { key: 'teamsync.repliedToYou' };
  // Walk 43a (3): a step whose note mentions me says the step and the mention in one toast, with the note's first line.
  if (e.mentionsMe && e.said && (e.kind === 'submitted' || e.kind === 'approved' || e.kind === 'changes_requested' || e.kind === 'withdrawn')) return { key: `mention.step.${e.kind}` };
  if (e.mentionsMe) return { key: 'mention.toast' };
  // clientnote: a client's approval of content the agency asked to change names that request.
  // w9words: over the reader's own request it says "you asked for changes", not their name.
  if (e.kind === 'client_approved') return { key: e.overRequestBy ? askerKey('clientnote.toastOver', e.overRequestBy, me) : 'clientfix.toast' };
  // w11client (walk 11): a client's approval of a version already approved: the client agrees, nothing to confirm.
  if (e.kind === 'client_agreed') return { key: 'w11client.toast' };
  // w10you (walk 10): keeping the approval over the client's request is not a new approval ("Bảo approved …" said so).
  if (e.kind === 'approved' && e.kept) return { key: 'w10you.toastKept' };
  // w12words (walk 12): a request for changes said with a comment is one toast carrying the comment ({said}).
  if (e.kind === 'changes_requested' && e.said) return { key: 'w12words.toastChangesSaid' };
  if (e.kind === 'commented' && e.replyTo) return { key: 'teamsync.repliedTo', to: e.replyTo.to };
  return { key: `review.toast.${e.kind}` };
}
