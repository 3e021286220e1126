/**
 * English strings of branch w15review (walk 14): review words true for the reader's own steps. A post not sent for
 * review that the reader may send themselves (the table's `submit` verdict, team/campaign-verdict.ts `youSubmit`) says
 * so instead of "waits for Lan to send it". Spread into `en`; `w15review.vi.ts` is typed against this shape.
 */
export const w15reviewEn = {
  w15review: {
    why: {
      /** Not sent for review; the reader may send it, as may its author. */
      notSentYou: 'not sent for review yet — you can send it, or {author}',
      /** Not sent for review; the reader may send it (its author unknown). */
      notSentYouNoAuthor: 'not sent for review yet — you can send it',
    },
    /** w15review (walk 14): posts approved and already sent under that approval (the core's `resend`): Send tab, dry run. */
    resend: '{n, plural, =1 {1 post was already sent under its approval: it needs a new approval before it can be sent again (the Review tab).} other {# posts were already sent under their approval: they need a new approval before they can be sent again (the Review tab).}}',
    /** Every post left is such a post: nothing would be sent. */
    allResend: '{n, plural, =1 {The post left was already sent under its approval: it needs a new approval before it can be sent again, so nothing would be sent (the Review tab).} other {All # posts left were already sent under their approval: they need a new approval before they can be sent again, so nothing would be sent (the Review tab).}}',
  },
};
