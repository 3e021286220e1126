/**
 * w11held (walk 11): where a sent post is, as Compose's Publish hold says it — the ONE reading for this computer's
 * send and a teammate's. It reads the post's state as the one derivation gives it (post-state.ts, with the team's
 * outcomes: `by` names the teammate who sent it) and the row the truth table puts it in (actions.ts), never the
 * draft's mirrored `state` column.
 *
 * Walk 11: Lan published an approved post for later; the Hub took it (scheduled). On Chi's and Bảo's laptops Compose
 * said "Lan's computer is sending it" (it was not being sent: the Hub held it for its time) and left the time picker
 * open, as if changing it moved the Hub's post. Lan's own Compose locked the time (the Hub keeps it: a new time goes
 * out only as a new post). From here both say the same:
 * - `sending`: the send truly runs (no outcome yet: sending, retrying), on this computer or the teammate's;
 * - `at_hub`: the Hub holds it (its posting queue, a time ahead or just passed, outcome awaited);
 * - `unknown`: the Hub did not say whether it took it (it may hold it);
 * - `out`: the Hub's final word (published, partly, refused by its channels).
 * Nothing sent, withdrawn, or refused whole by the Hub: no hold (null), Publish is the draft's own.
 * `timeHeld`: the table's edit_time asks `held_time` (the Hub keeps its time: a new time is a NEW post), the same
 * check that locks the time on the sender's own laptop (the renderer's DraftJobs.held over its job's verdicts).
 */
import type { ActionRow, PostActionsView } from './actions-shape';
import type { PostState } from './post-state-shape';
import type { SendHold, SendHoldKind } from './send-hold-shape';
import { timeInZoneText } from './post-state';

export { SEND_HOLD_KINDS, type SendHold, type SendHoldKind } from './send-hold-shape';

/** The table's rows, by the hold they are. Rows left out (draft, refused, cancelled) hold nothing. */
const KIND_OF: Readonly<Partial<Record<ActionRow, SendHoldKind>>> = Object.freeze({
  sending: 'sending',
  queued: 'at_hub',
  scheduled_ahead: 'at_hub',
  scheduled_past: 'at_hub',
  unknown_ahead: 'unknown',
  unknown_due: 'unknown',
  published: 'out',
  partial: 'out',
  channels_refused: 'out',
});

/** Where a sent post is (see above), from its post state and its actions view (actions.ts actionsView, the team's overlay on it). */
export function sendHold(post: PostState, view: PostActionsView): SendHold | null {
  const kind = KIND_OF[view.row];
  if (!kind) return null;
  const t = view.verdicts.edit_time;
  return {
    kind,
    state: post.state,
    row: view.row,
    scheduledAt: post.scheduledAt,
    timezone: post.timezone,
    by: post.by ?? null,
    timeHeld: t.do === 'ask' && t.ask === 'held_time',
  };
}

/** The hold in plain English words, for the CLI and logs (Compose words it from its catalogs). */
export function sendHoldText(h: SendHold): string {
  const who = h.by ? ` (sent by ${h.by.name})` : '';
  const when = h.scheduledAt ? timeInZoneText(h.scheduledAt, h.timezone) : null; // w19time: on its zone's clock, as "scheduled for" says it
  switch (h.kind) {
    case 'sending': return h.by ? `${h.by.name}'s computer is sending it` : 'being sent';
    case 'at_hub': return (h.state === 'queued' || !when ? "at the Hub, in its posting queue" : `at the Hub, scheduled for ${when}`) + who;
    case 'unknown': return `outcome unknown: the Hub may hold it${who}`;
    case 'out': return `sent: the Hub has its outcome${who}`;
    default: {
      const never: never = h.kind;
      return String(never);
    }
  }
}
