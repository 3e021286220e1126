/**
 * English strings of the composer's continuity work (issue 32, parts 5 and 6): checks that wait
 * for what is on screen, the previews of Pinterest and Reddit, a send resumed after a restart,
 * and the linking notes. Spread into `en`; `composer.vi.ts` is typed against this shape.
 */
export const composerEn = {
  continuity: {
    rechecking: 'Checking your latest changes…',
    photoList: '{first} and {last}',
    budgetLater: 'The upload size is worked out once a brand profile and a channel are chosen.',
    resumed: '{n, plural, one {Postroom was restarted and went on with # send it had not finished} other {Postroom was restarted and went on with # sends it had not finished}}, with the same keys: nothing is posted twice.',
    resumedOpen: 'Open the Outbox',
    slackNote: 'Slack takes no photo post: once linked, Postroom never sends photo drafts there.',
    preview: {
      board: 'Board: {name}',
      noBoard: 'No board chosen yet',
      save: 'Save',
      community: 'r/{name}',
      noCommunity: 'No community chosen yet',
      noTitle: 'No title yet',
    },
  },
};
