/**
 * English strings of w28state (walk 24): a campaign is not done while an outcome is unknown (the core's 'unknownOutcome',
 * campaigns campaign-word.ts), the unknown and the refused counted apart from the sent; the dry run's review holds by what
 * each waits for; every part of a batch's legend with its reason. Spread into `en`; `w28state.vi.ts` is typed against it.
 */
export const w28stateEn = {
  w28state: {
    /** The state word: the send ended, and the Hub did not say what became of {n} posts (it may hold them). */
    state_unknownOutcome: 'not done: {n, plural, one {# outcome unknown} other {# outcomes unknown}} — ask the Hub in the Outbox',
    /** The state word: the send ended, and the Hub refused every post it was given. */
    state_doneRefused: 'nothing sent: the Hub refused every post',
    /** The campaign's partition: handed, yet not sent. */
    unknown: '{n, plural, one {# outcome unknown} other {# outcomes unknown}}',
    refused: '{n} refused by the Hub (nothing sent)',
    /** The dry run's rows held for the team's review, by what each waits for (campaigns dryrun.ts rowsWaitingFor). */
    rows: {
      in_review: '{n} waiting for approval',
      to_submit: '{n} not sent for review yet',
      changes: '{n} with changes requested',
      changesBy: '{n} with changes requested by {who}',
      resend: '{n} already sent under their approval (a new approval is needed)',
      role: '{n} held: your role cannot publish',
    },
  },
};
