/**
 * English strings of the calendar's review states and what the Hub holds (walk 7, branch calendar):
 * a move that sends an approved post back to review, its Undo restoring the approval, a teammate's
 * send the Hub holds and a draft edited since it was sent. Spread into `en`; `calendar7.vi.ts` is typed against it.
 */
export const calendar7En = {
  calendar7: {
    movedBackToReview: 'Moved to {day}; it goes back to review — {by} approved the old time.',
    undoneApproved: 'Put back {n, plural, one {# post} other {# posts}}; the approval by {by} holds again: the content and time are again what was approved.',
    moveUnapproves: 'Moving it sends it back to review (the approval was for this time).',
    sentBy: 'Sent by {name}.',
    editedSinceSent: 'Edited after it was sent: the Hub holds the version approved on {date}, not what the draft says now.',
    bulkBackToReview: '{n, plural, one {# approved post goes} other {# approved posts go}} back to review — approved by {by} for the old time.',
  },
};
