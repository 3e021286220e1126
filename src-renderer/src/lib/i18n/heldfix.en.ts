/**
 * English strings of heldfix (issue 34, walk 3b): a post the team's review holds back, said before
 * Publish is pressed and after, as a sentence naming whom it waits for (the code only in a detail).
 */
export const heldfixEn = {
  heldfix: {
    /** Publish's reason line and the "not sent" toast; {who}: the approvers, worded below, or a teammate's name. */
    waits: {
      waiting_approval: 'Waits for approval by {who}.',
      waiting_review: 'Waits for approval by {who}: send it for review first.',
      changes_requested: 'Changes were requested: edit the post and send it for review again.',
      changes_requested_by: '{who} asked for changes: edit the post and send it for review again.',
      role_cannot_publish: 'A viewer cannot publish: ask an editor, an approver or an owner of the team to send it.',
      resend_needs_approval: 'Publishing it again needs a new approval: send it for review again.',
    },
    approvers: {
      owner: 'an owner',
      approver: 'an approver',
      both: 'an owner or an approver',
    },
    /** The campaign dry run: posts waiting for approval are a group of their own, not "held back for an error". */
    dryWaiting: '{n, plural, one {# post waits for approval by {who} and is not sent until approved: send it for review} other {# posts wait for approval by {who} and are not sent until approved: send them for review}}, or ask an approver (marked “Waits for approval” below).',
    rowWaiting: 'Waits for approval',
    notSent: 'Not sent. {reason}',
  },
};
