/**
 * English strings of w20outbox (walk 18, finding 1): the Outbox Table's row of a channel the Hub holds refused that a
 * retry of the refused channels sent again (the core's OutcomeRow `retriedBy`): not an open refusal, nothing to fix.
 * Spread into `en`; `w20outbox.vi.ts` is typed against this shape.
 */
export const w20outboxEn = {
  w20outbox: {
    /** `state`: the retry's own row's state on that channel (desk.channelState.*). */
    retried: 'Sent again by the retry → {state}',
    /** The retry's row is not among the rows shown (a filter left it out). */
    retriedAway: 'Sent again by a retry',
    retriedTitle: "The Hub holds this post with {channel} refused. A retry of the refused channels sent {channel} again as a post of its own: its row is in this table. Nothing is left to fix here.",
    showRetry: 'Show the retry',
  },
};
