/**
 * Whether a post's time can still be changed (a calendar drag, a bulk shift or re-spread, a new
 * profile or channels), and if not, why. The Hub cannot move, edit or unschedule a post it holds
 * (hub-contract.md), so a post sent to it stays where it was sent.
 *
 * The answer is the state × action table's `drag` column (publisher/actions.ts, the one truth every
 * screen and the CLI read), put in the calendar's four words. A post's stored state carries no time,
 * so a scheduled post and an unknown outcome are read as their rows before the post's time: the
 * Hub holds (or may hold) them, and either way they do not move.
 */
import { ACTIONS_TABLE, type ActionReason, type ActionRow, type PostStateKind } from '../publisher';

/** Why a post cannot be moved or changed in bulk; the screens word each one (calendar.fixed.*). */
export type FixedReason =
  /** Scheduled or queued at the Hub: it will go out when the Hub says, whatever the draft now says. */
  | 'held_by_hub'
  /** Being sent right now (or retried with its same key). */
  | 'in_flight'
  /** Sent, and whether it went out is not known: it may be live. */
  | 'outcome_unknown'
  /** Already out (published, partly, or refused by its channels after the Hub took it). */
  | 'already_sent';

export const FIXED_REASONS: readonly FixedReason[] = ['held_by_hub', 'in_flight', 'outcome_unknown', 'already_sent'];

const ROW_OF_STATE: Readonly<Record<PostStateKind, ActionRow>> = {
  draft: 'draft', queued: 'queued', scheduled: 'scheduled_ahead', sending: 'sending', published: 'published', partial: 'partial',
  refused: 'refused', channels_refused: 'channels_refused', unknown: 'unknown_ahead', cancelled: 'cancelled',
};

const FIXED_OF_REASON: Partial<Readonly<Record<ActionReason, FixedReason>>> = {
  hub_holds: 'held_by_hub', hub_queue_holds: 'held_by_hub', in_flight: 'in_flight', hub_may_hold: 'outcome_unknown', may_be_out: 'outcome_unknown', already_out: 'already_sent',
};

/**
 * Null when a post in this state can be moved (the table allows `drag`): a draft, a post the Hub
 * refused (nothing was sent; a fixed draft goes as a new job) or one whose sending was cancelled.
 */
export function whyFixed(state: string): FixedReason | null {
  const row = ROW_OF_STATE[state as PostStateKind] as ActionRow | undefined;
  // A state this app does not know (a newer app wrote it): never moved blind.
  if (row === undefined) return 'outcome_unknown';
  const cell = ACTIONS_TABLE[row].drag;
  const verdict = 'pastTime' in cell ? cell.otherwise : cell;
  return verdict.do === 'refused' ? (FIXED_OF_REASON[verdict.reason] ?? 'outcome_unknown') : null;
}
