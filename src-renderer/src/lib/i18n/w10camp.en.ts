/**
 * English strings of w10camp (walk 10, finding 2): a send that ended with nothing sent because every post left
 * was held for its review (not for problems), and a batch's skipped posts worded by what held each back.
 * Spread into `en`; `w10camp.vi.ts` is typed against this shape.
 */
export const w10campEn = {
  w10camp: {
    /** The state word: nobody sent any post, and some were held for their review (the core's 'doneHeld'). */
    state_doneHeld: 'nothing sent: every post was held back',
    /** A batch's skipped posts by their hold (the legend after the count: "1 held back: changes requested"). */
    seg: {
      problems: 'not sent (problems)',
      changes: 'held back: changes requested',
      approval: 'held back: waiting for approval',
      submit: 'held back: not sent for review',
      // w12cli: approved and already sent under its approval: sending it again as new needs a new approval.
      resend: 'held back: already sent under its approval, a new approval is needed',
      teamSent: 'held back: sent by a teammate',
      // w28state (walk 24, 4): the team's other holds (review-hold.ts role, left), said why, never a bare "held back".
      other: 'held back: your role cannot publish, or you left the team',
    },
  },
};
