/**
 * w11held: the shape of a sent post's hold (send-hold.ts derives it). Types only from the other shapes, so the
 * bridge contract's DTO is this very type and the renderer reads it without the core.
 */
import type { ActionRow } from './actions-shape';
import type { PostState, PostStateKind } from './post-state-shape';

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

