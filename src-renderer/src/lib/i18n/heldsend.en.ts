/**
 * English strings of heldsend (issue 34, walk 3b): a campaign's posts waiting for the team's approval,
 * told as such in Send's result and the Posts tab (not as "held back for their problems").
 * {who}: the approvers, worded by heldfix.approvers ("an owner or an approver").
 */
export const heldsendEn = {
  heldsend: {
    /** Send, when every post left waits for approval: nothing to fix, an approval to get. */
    allWaiting: '{n, plural, one {The post left waits for approval by {who}, so nothing would be sent until it is approved. Send it for review or ask an approver (the Review tab), then run the dry run again.} other {All # posts left wait for approval by {who}, so nothing would be sent until they are approved. Send them for review or ask an approver (the Review tab), then run the dry run again.}}',
    /** Send, when every post left is held, some for their problems and some waiting for approval. */
    mixed: 'Nothing would be sent: {errors, plural, one {# post left is held back for its problems (fix it in the Posts tab)} other {# posts left are held back for their problems (fix them in the Posts tab)}}, and {waiting, plural, one {# waits for approval by {who} (the Review tab)} other {# wait for approval by {who} (the Review tab)}}. Then run the dry run again.',
    /** Send, when some posts go and others wait for approval. */
    someWaiting: '{n, plural, one {# post waits for approval by {who} and is not sent until it is approved (the Review tab).} other {# posts wait for approval by {who} and are not sent until they are approved (the Review tab).}}',
    /** The Posts tab's summary: posts in review and posts sent back, counted. */
    postsInReview: '{n, plural, one {# post waits for approval} other {# posts wait for approval}}',
    postsChanges: '{n, plural, one {# post has changes requested} other {# posts have changes requested}}',
  },
};
