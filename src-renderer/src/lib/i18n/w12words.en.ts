/** English strings of w12words (walk 12: one toast per action, approvers named, a revoked laptop's Review line). */
export const w12wordsEn = {
  w12words: {
    /** Approvers by name: "Bảo or Chi", "Bảo, Chi or Minh". */
    namesOr: '{rest} or {last}',
    /** Compose's "Publish again" hint on an approved post, read by a member who may not withdraw it: its author does. */
    // w32withdraw (walk 30, 3): an owner may withdraw it too (review.not_author says so).
    againWaitWithdraw: 'It was sent to the Hub under its current approval: sending it again as a new post waits for {author} or an owner to withdraw it in Review, then send it for review again.',
    /** The Review screen's line on a revoked laptop: who it joined as, and the step table's `revoked` words. */
    meRevoked: 'This computer joined as {name} ({role}), but {reason}.',
    /** A request for changes said with a comment: one toast, the comment's first line in it. */
    toastChangesSaid: '{by} sent “{caption}” back with changes requested: “{said}”',
  },
};
