/**
 * English strings of the Outbox's second round (issue 32, branch left32): the desk's earlier
 * attempts of a post sent again as new, and the record panel's attempt lines in words.
 * Spread into `en`; `left32.vi.ts` is typed against this shape.
 */
export const left32En = {
  attempts: {
    /** The desk's mark on an earlier attempt (its words column is narrow; the title says it whole). */
    sentAgain: 'Sent again',
    sentAgainTitle: 'An earlier attempt of the row above: it was sent again as a new post. Its own outcome stays as the Hub left it; it is not counted in the summary.',
    shownEarlier: '{n, plural, one {# earlier attempt, shown after the row that replaced it} other {# earlier attempts, each shown after the row that replaced it}}',
    /** A record's attempt the Hub took, by the post status it answered. */
    took: {
      completed: 'took the post and published it on every channel.',
      partial: 'took the post; some of its channels refused it.',
      failed: 'took the post; its channels refused it.',
      processing: 'took the post and was still working on it.',
      scheduled: 'took the post and holds it for its time.',
      other: 'took the post.',
    },
  },
};
