/**
 * The shape of the state × action truth table (actions.ts holds the table and reads it). It has no
 * imports of its own, so the bridge contract's DTOs are these very types and the renderer reads
 * them without the core.
 */
/** Every action a person can take on a post, in the order screens offer them. */
export const POST_ACTIONS = ['edit_text', 'edit_time', 'drag', 'retry_refused', 'send_again', 'ask_hub', 'mark_live', 'delete', 'duplicate', 'export', 'cancel', 'fix_resend', 'restore'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

/**
 * The table's rows: the post states, with scheduled and unknown split at the post's time; w31retry: a send whose refused
 * channels were retried (retried-as.ts) is in the row of how that retry went (published, refused again, unknown, still going);
 * h-retry: of its LATEST retry, and `sent_again_published` when a later send of the draft published its refused channels.
 */
export const ACTION_ROWS = [
  'draft', 'queued', 'scheduled_ahead', 'scheduled_past', 'sending', 'published', 'partial',
  'refused', 'channels_refused', 'unknown_ahead', 'unknown_due', 'cancelled',
  // h-lostcancel (walk 44b, 4): a post still being sent whose call went out and whose answer was lost (src-shared answerLost):
  // the Hub may hold it, so it cannot be withdrawn, as `sending` (a call in flight, or one that never left) can.
  'answer_lost',
  'retried_published', 'retried_refused', 'retried_unknown', 'retried_pending',
  // h-retry (2): a partly published or channel-refused send whose refused channels a later send of the draft ("Publish again") published.
  'sent_again_published',
  // h-retryat (walk 40b): a partly published or channel-refused send of a team that requires approval: an approval is of the
  // post's words AND its time, so its refused channels go at the approved time (now once that has passed), never at another.
  'approved_partial', 'approved_channels_refused',
  // h-retryheld (rule 9): the same sends once the team took back the approval they went under (a request for changes, a
  // withdrawal, on the content as sent): their refused channels do not go until it is approved again.
  'withdrawn_partial', 'withdrawn_channels_refused',
] as const;
export type ActionRow = (typeof ACTION_ROWS)[number];

/** The questions an action asks before it is done (screens word them: truth.ask.<key>). */
export const ACTION_QUESTIONS = ['when', 'duplicate', 'live', 'held_edit', 'held_time', 'still_goes_out', 'stays_live', 'resend_when',
  // h-retryat: a team's approved time has passed: the refused channels go now; another time needs a new approval.
  'when_now'] as const;
export type ActionQuestion = (typeof ACTION_QUESTIONS)[number];

/** Why an action cannot be done (screens word them: truth.reason.<key>). */
export const ACTION_REASONS = [
  'nothing_sent', 'nothing_refused', 'hub_refused_all', 'hub_holds', 'hub_queue_holds', 'hub_may_hold', 'in_flight',
  'not_due', 'hub_follows', 'final', 'already_out', 'may_be_out', 'followed_up', 'cannot_withdraw', 'already_cancelled',
  // reviewui (issue 34): the team's overlay (team-actions.ts).
  'teammate_sends', 'needs_new_approval',
  // h-replayask (walk 37, 2): a teammate's call, of a key this laptop holds a job of too (team case `teammate_call`).
  'teammate_call',
  // w9 (issue 34): a workspace that left its team sends none of the team's posts again (publish hold `left_team`).
  'left_team',
  // w12revpub (walk 12): a laptop whose member token the team revoked sends no new post of the team (publish hold `revoked`).
  'revoked',
  // w16bytes: a resend whose bytes the draft's current approval did not approve (edited and approved again since the send).
  'edited_since_send',
  // h-again (walk 31, 2): the same, while the send's outcome is unknown and this laptop can ask the Hub: that step first.
  'edited_ask_first',
  // w31retry: "Fix and resend…" of a send whose refused channels were retried: the retry published them, may have, or still goes.
  'retry_published', 'retry_may_be_out', 'retry_pending',
  // h-retry (2): "Fix and resend…" and a retry of a send whose refused channels a later send of the draft published.
  'sent_again_published',
  // h-retryat: a retry at a time other than the one approved (a team that requires approval).
  'approved_time',
  // h-retryheld: a retry of a send whose approval the team took back since (rule 9).
  'approval_withdrawn',
  // h-lostcancel (walk 44b, 4): cancelling a send whose answer was lost: the Hub may already hold (and publish) it.
  'answer_lost',
] as const;
export type ActionReason = (typeof ACTION_REASONS)[number];

export type Verdict =
  | { do: 'allowed' }
  | { do: 'ask'; ask: ActionQuestion }
  | { do: 'refused'; reason: ActionReason };

/**
 * A cell: one verdict, or two told apart by whether the post's own time has passed (retry and resend: rule 3).
 * h-retryat: `otherTime`, the verdict on the action asked for at a time other than the post's own (a retry `--at` a new
 * time, or now while its time is ahead: actions.ts retryVerdict); absent: the same as without a time asked.
 */
export type ActionCell = Verdict | { pastTime: Verdict; otherwise: Verdict; otherTime?: Verdict };

export type PostActions = Readonly<Record<PostAction, Verdict>>;

/** A post's verdicts as a screen receives them (the bridge reads the table at the moment it answers). */
export interface PostActionsView {
  /** The table's row the post is in. */
  row: ActionRow;
  verdicts: PostActions;
  /** When the verdicts change by time alone (the post's time, while ahead), ISO; read them again then. */
  changesAt: string | null;
}
