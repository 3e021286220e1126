/** English strings of w12words (walk 12: one toast per action, approvers named, a revoked laptop's Review line). */
export const w12wordsEn = {
  w12words: {
    /** A request for changes said with a comment: one toast, the comment's first line in it. */
    toastChangesSaid: '{by} sent “{caption}” back with changes requested: “{said}”',
  },
};
