/** w11held (walk 11): where a sent post is, as Compose's Publish hold says it (publisher/send-hold.ts). */
import type { PostSend, SendHold } from '../../../publisher/send-hold-shape';
import type { PostActionsDto } from './desk';
import type { PostStateDto } from './jobs';

/** The core's own shape (publisher/send-hold-shape.ts, types only): one type from core to screen. */
export type { SendHold as SendHoldDto, SendHoldKind, PostSend as PostSendDto } from '../../../publisher/send-hold-shape';
/**
 * `drafts.sendHold`: the draft's post state (as drafts.postState), its actions (as posts.actions, the team's overlay
 * on them) and, read from both, where the sent post is (null: nothing sent, withdrawn, or refused whole by the Hub).
 */
export interface DraftSendHoldDto {
  post: PostStateDto;
  actions: PostActionsDto;
  hold: SendHold | null;
  /** w15compose (walk 14): each send of the post, oldest first — who, when, what the Hub holds of it (publisher/post-sends.ts). */
  sends: PostSend[];
  /** Walk 39b: the draft's text now is not what the Hub holds: when the sent text was approved (ISO). Absent: not edited, or nothing held. */
  editedSinceSent?: { approvedAt: string } | null;
}
