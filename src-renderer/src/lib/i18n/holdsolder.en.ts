/**
 * English strings of h-oldcaption (walk 43b, 5): a post whose channels hold different versions of its text (its caption
 * edited, then a refused channel retried with the new words): the channel holding the earlier one says so, from the
 * core's post state `older`. The Library row says it short (the full words on hover), Compose in full.
 * `holdsolder.vi.ts` is typed against this shape.
 */
export const holdsolderEn = {
  holdsolder: {
    /** {channels}: the channels' names; {count}: how many. */
    short: '{count, plural, one {{channels} holds} other {{channels} hold}} an earlier version',
    /** {time}: when their call was sent. */
    full: '{count, plural, one {{channels} holds} other {{channels} hold}} an earlier version of the text (sent {time}, before the edit).',
  },
};
