/**
 * English strings of w11words (walk 11): a line that names the reader says "you" (their own step in the Who column,
 * their own import, their own send in a workspace that left the team), an approver's keep of the approval over a
 * client's request is said as a keep, and a refusal toast keeps its code in Details, not in the message.
 * Spread into `en`; `w11words.vi.ts` is typed against this shape.
 */
export const w11wordsEn = {
  w11words: {
    /** The Who line of an approve step that kept the approval over a client's request for changes (the core's `kept`). */
    kept: '{by} kept the approval over the client’s request',
    /** A toast's small print (an error's code) sits behind this. */
    toastDetail: 'Details',
  },
};
