/**
 * English strings of w9camp (walk 9, F4): the Send tab's posts waiting for the team's review, worded by what they
 * wait for, as the core counts them (status `now.inReview`, `now.toSubmit`): a post IN review waits for an approver
 * (ask one); a post not sent for review yet (or edited since its approval) must be sent for review first.
 * {who}: the approvers (heldfix.approvers). {again}: 'yes' where a dry run ran on this laptop ("then run the dry run
 * again" is true), anything else where none did.
 */
export const w9campEn = {
  w9camp: {
    /** Every post left is in review. */
    allInReview: '{n, plural, one {The post left is in review: it waits for approval by {who}, so nothing would be sent until it is approved. Ask an approver (the Review tab){again, select, yes {, then run the dry run again} other {}}.} other {All # posts left are in review: they wait for approval by {who}, so nothing would be sent until they are approved. Ask an approver (the Review tab){again, select, yes {, then run the dry run again} other {}}.}}',
    /** Every post left is not sent for review yet. */
    allToSubmit: '{n, plural, one {The post left is not sent for review yet, so nothing would be sent until it is sent for review and approved. Send it for review (the Review tab){again, select, yes {, then run the dry run again} other {}}.} other {All # posts left are not sent for review yet, so nothing would be sent until they are sent for review and approved. Send them for review (the Review tab){again, select, yes {, then run the dry run again} other {}}.}}',
    /** Some of the posts left are in review, the others not sent for review yet. */
    allBoth: 'All {n} posts left wait for the team\'s review, so nothing would be sent until they are approved. In the Review tab: {inReview, plural, one {# is in review, waiting for approval by {who} (ask an approver)} other {# are in review, waiting for approval by {who} (ask an approver)}}; {toSubmit, plural, one {# is not sent for review yet (send it for review)} other {# are not sent for review yet (send them for review)}}{again, select, yes {. Then run the dry run again} other {}}.',
    /** In the list of reasons nothing would be sent. */
    partToSubmit: '{n, plural, one {# post is not sent for review yet: send it for review (the Review tab).} other {# posts are not sent for review yet: send them for review (the Review tab).}}',
    /** Some posts go, others are not sent for review yet. */
    someToSubmit: '{n, plural, one {# post is not sent for review yet and is not sent until it is sent for review and approved (the Review tab).} other {# posts are not sent for review yet and are not sent until they are sent for review and approved (the Review tab).}}',
    /** The reasons a send held posts back (state line, campaign line): not sent for review yet. */
    reasonToSubmit: '{n} not sent for review yet',
    /** h-reviewwords (walk 44a, 7): of them, posts whose approval was taken back (sent and approved, then withdrawn). */
    reasonTakenBack: '{n} whose approval was taken back',
  },
};
