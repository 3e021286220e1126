/** w8send (walk 8): the Send tab names the posts the publisher's own checks hold back, with their problems (no dry run needed). */
export const w8sendEn = {
  w8send: {
    sendChangesBy: 'not sent (changes requested by {who})',
    sendChanges: 'not sent (changes requested)',
    sendWaiting: 'not sent (waiting for review)',
    heldProblems: '{n, plural, one {# post is held back for its problems: Send leaves it out until it is fixed in the Posts tab.} other {# posts are held back for their problems: Send leaves them out until they are fixed in the Posts tab.}}',
    named: 'Post {position} ({caption}): {problems}',
    more: '{n, plural, one {and # more post} other {and # more posts}}',
  },
};
