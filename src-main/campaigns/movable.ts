/**
 * Whether a post's time can still be changed (a calendar drag, a bulk shift or re-spread, a new
 * profile or channels), and if not, why, in one function. The Hub cannot move, edit or unschedule
 * a post it holds (hub-contract.md), so a post sent to it stays where it was sent.
 *
 * Kept small and alone on purpose: the core's table of post state × action (publisher/actions.ts,
 * issue 31) will answer this; the integrator switches `whyFixed` to read it.
 */

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

/**
 * Null when a post in this state can be moved: a draft, a post the Hub refused (nothing was
 * sent; a fixed draft goes as a new job) or one whose sending was cancelled before it went.
 */
export function whyFixed(state: string): FixedReason | null {
  switch (state) {
    case 'draft':
    case 'refused':
    case 'cancelled':
      return null;
    case 'scheduled':
    case 'queued':
      return 'held_by_hub';
    case 'sending':
      return 'in_flight';
    case 'unknown':
      return 'outcome_unknown';
    case 'published':
    case 'partial':
    case 'channels_refused':
      return 'already_sent';
    default:
      // A state this app does not know (a newer app wrote it): never moved blind.
      return 'outcome_unknown';
  }
}
