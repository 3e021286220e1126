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
    /**
     * What the reader can do about the campaign's posts waiting for approval (campaignwaits.ts campaignAsk): an approver
     * approves them; others are named only for his own posts (where authors may not approve their own). Lower case.
     * Said only to a reader who may approve some (else the words that ask an approver stand).
     */
    ask: {
      approve: '{n, plural, =1 {approve it in the Review tab} other {approve them in the Review tab}}',
      mixed: 'approve {n} in the Review tab; {others, plural, =1 {the other is your own: ask {who} to approve it} other {the other # are your own: ask {who} to approve them}}',
    },
    /** Send tab, every post left in review (was w9camp.allInReview's "Ask an approver" to an approver too). {ask}: above. */
    allInReview: '{n, plural, =1 {The post left is in review: it waits for approval by {who}, so nothing would be sent until it is approved: {ask}{again, select, yes {, then run the dry run again} other {}}.} other {All # posts left are in review: they wait for approval by {who}, so nothing would be sent until they are approved: {ask}{again, select, yes {, then run the dry run again} other {}}.}}',
    /** Some in review, the others not sent for review yet. */
    allBoth: 'All {n} posts left wait for the team\'s review, so nothing would be sent until they are approved. {inReview, plural, =1 {# is in review, waiting for approval by {who}: {ask}} other {# are in review, waiting for approval by {who}: {ask}}}; {toSubmit, plural, =1 {# is not sent for review yet (send it for review in the Review tab)} other {# are not sent for review yet (send them for review in the Review tab)}}{again, select, yes {. Then run the dry run again} other {}}.',
    /** Every post left waits for approval (in review or not): send for review, or what the reader can do. */
    allWaiting: '{n, plural, =1 {The post left waits for approval by {who}, so nothing would be sent until it is approved. Send it for review or {ask}{again, select, yes {, then run the dry run again} other {}}.} other {All # posts left wait for approval by {who}, so nothing would be sent until they are approved. Send them for review or {ask}{again, select, yes {, then run the dry run again} other {}}.}}',
  },
};
