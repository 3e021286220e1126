/**
 * English strings of reviewtruth (issue 34, walk 4): review screens say the truth about a post the Hub
 * already holds (approving an edit cannot change it), the publish-again hint follows the post's review
 * and my rights, who edited an approved post, a client's approval waiting or agreed, the dry run's
 * posts in review apart from those not sent for review. Spread into `en`; `reviewtruth.vi.ts` is typed against this shape.
 */
export const reviewtruthEn = {
  reviewtruth: {
    /** {since}: date and time; {by}: the member who sent it. */
    atHub: {
      edit: 'At the Hub since {since} (sent by {by}): approving this edit lets it be sent again as a NEW post; it does not change the Hub’s post.',
      approve: 'At the Hub since {since} (sent by {by}): approving it lets it be sent again as a NEW post; it does not change the Hub’s post.',
      held: 'At the Hub since {since} (sent by {by}): an edit made now does not change the Hub’s post; it can only be sent again as a NEW post.',
      withdraw: 'Withdrawing it from review does not stop {count, plural, =1 {the Hub’s post} other {the Hub’s # posts}}.',
    },
    /** The Who column of a post approved and edited since. */
    editedAfter: 'edited by {editor} after {by} approved',
    editedAfterUnknown: 'edited after {by} approved',
    /** A client's approval relayed by a member who may not approve, said to the members who may not confirm it. */
    clientWaiting: 'The client approved (via {by}) — waits for an approver to confirm',
    /** Compose's "Publish again" hint when the post needs a new approval, by its review state and my rights. */
    again: {
      withdraw: 'It was sent to the Hub under its current approval: to send it again as a new post, withdraw it in Review, then send it for review again.',
      waitAuthor: 'It was sent to the Hub under its current approval: sending it again as a new post waits for {author} to send it for review again.',
      submit: 'Sending it again as a new post needs a new approval: send it for review again.',
      approve: 'Sending it again as a new post needs a new approval: approve it in Review.',
      waitApproval: 'Sending it again as a new post waits for approval by {who}.',
      changes: 'Changes were requested: edit it and send it for review again.',
    },
    /** The campaign dry run: posts in review wait for an approver; posts not sent for review need sending. */
    dryInReview: '{n, plural, one {# post is in review and waits for approval by {who}: it is not sent until approved} other {# posts are in review and wait for approval by {who}: they are not sent until approved}} (marked “Waits for approval” below).',
    dryToSubmit: '{n, plural, one {# post was not sent for review: send it for review, then it waits for approval by {who}} other {# posts were not sent for review: send them for review, then they wait for approval by {who}}} (marked “Waits for approval” below).',
    /** The client decisions import refusing decisions on posts changed since the page was made. */
    stale: 'Some posts changed after the client saw them: {posts}. Make a new preview page for the client.',
    stalePost: '“{caption}” ({time})',
    staleNoTime: '“{caption}”',
  },
};
