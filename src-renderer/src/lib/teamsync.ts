import type { ReviewEventDto } from '../../../src-main/bridge/contract';

/**
 * teamsync (walk 7): which sentence a teammate's review event is told with, and the name it needs
 * besides `by` and `caption`. A reply to my comment says so ("Bảo replied to your comment on …")
 * before a mention of me; a reply to another's comment names whose; any other comment "commented on".
 */
export function reviewToastKey(e: Pick<ReviewEventDto, 'kind' | 'mentionsMe' | 'replyTo' | 'overRequestBy'>): { key: string; to?: string } {
  if (e.kind === 'commented' && e.replyTo?.mine) return { key: 'teamsync.repliedToYou' };
  if (e.mentionsMe) return { key: 'mention.toast' };
  // clientnote: a client's approval of content the agency asked to change names that request.
  if (e.kind === 'client_approved') return { key: e.overRequestBy ? 'clientnote.toastOver' : 'clientfix.toast' };
  if (e.kind === 'commented' && e.replyTo) return { key: 'teamsync.repliedTo', to: e.replyTo.to };
  return { key: `review.toast.${e.kind}` };
}
