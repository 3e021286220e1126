/**
 * w11held: the shape of a sent post's hold (send-hold.ts derives it). Types only from the other shapes, so the
 * bridge contract's DTO is this very type and the renderer reads it without the core.
 */
import type { ActionRow } from './actions-shape';
import type { PostState, PostStateKind } from './post-state-shape';
import type { RetriedAs } from './retried-as';

export const SEND_HOLD_KINDS = ['sending', 'at_hub', 'unknown', 'out'] as const;
export type SendHoldKind = (typeof SEND_HOLD_KINDS)[number];

export interface SendHold {
  kind: SendHoldKind;
  /** The post's state and the table's row for it now. */
  state: PostStateKind;
  row: ActionRow;
  /** The time and zone the Hub holds it for, as sent (null: sent with no time). */
  scheduledAt: string | null;
  timezone: string | null;
  /** The teammate whose laptop sent it (post-state.ts `by`); null: this computer sent it. */
  by: NonNullable<PostState['by']> | null;
  /** The Hub keeps the time it holds: the time is not editable here; a new time goes out only as a new post. */
  timeHeld: boolean;
}


/**
 * w15compose (walk 14): one send of a draft's post — one Hub post (post-sends.ts draftSends derives them). A draft
 * sent by two members is two sends, each named truly: this computer's own in its Outbox, a teammate's from theirs.
 */
export interface PostSend {
  /** The send's first job here, or the teammate's job as shared: stable for a send. */
  id: string;
  /** Its post state (post-state.ts over this send alone): `by` names the teammate who sent it, `mine` when this computer did. */
  post: PostState;
  /** This computer's Outbox holds it (its own job, or its replay of the teammate's key). */
  here: boolean;
  /**
   * w31retry: a send whose refused channels were retried (retried-as.ts): its own post's state (`sent`: "partly published,
   * refused: Threads") and the retry and how it went — the words its Outbox card says, per send. `post` above is the send
   * with its retry, as a whole (published on every channel once the retry went out). Absent: not retried.
   */
  retried?: { sent: PostState; retriedAs: RetriedAs } | null;
}
