/**
 * English strings of heldsend (issue 34, walk 3b): a campaign's posts waiting for the team's approval,
 * told as such in Send's result and the Posts tab (not as "held back for their problems").
 * {who}: the approvers, worded by heldfix.approvers ("an owner or an approver").
 */
export const heldsendEn = {
  heldsend: {
    /** Send, when every post left waits for approval: nothing to fix, an approval to get. */
    allWaiting: '{n, plural, one {The post left waits for approval by {who}, so nothing would be sent until it is approved. Send it for review or ask an approver (the Review tab), then run the dry run again.} other {All # posts left wait for approval by {who}, so nothing would be sent until they are approved. Send them for review or ask an approver (the Review tab), then run the dry run again.}}',
    /** Send, when every post left is held for more than one reason: a lead, then one line per reason with its count. */
    nothingSent: 'Nothing would be sent until these are settled; then run the dry run again:',
    partErrors: '{n, plural, one {# post is held back for its problems: fix it in the Posts tab.} other {# posts are held back for their problems: fix them in the Posts tab.}}',
    partWaiting: '{n, plural, one {# post waits for approval by {who} (the Review tab).} other {# posts wait for approval by {who} (the Review tab).}}',
    partChanges: '{n, plural, one {# post came back with changes requested: edit it and send it for review again.} other {# posts came back with changes requested: edit them and send them for review again.}}',
    /** Send and the dry run, when some posts go and others came back with changes requested. */
    someChanges: '{n, plural, one {# post came back with changes requested and is not sent until it is edited and approved.} other {# posts came back with changes requested and are not sent until they are edited and approved.}}',
    /** Send, when some posts go and others wait for approval. */
    someWaiting: '{n, plural, one {# post waits for approval by {who} and is not sent until it is approved (the Review tab).} other {# posts wait for approval by {who} and are not sent until they are approved (the Review tab).}}',
    /** The Posts tab's summary: posts in review and posts sent back, counted. */
    postsInReview: '{n, plural, one {# post waits for approval} other {# posts wait for approval}}',
    postsChanges: '{n, plural, one {# post has changes requested} other {# posts have changes requested}}',
  },
};
