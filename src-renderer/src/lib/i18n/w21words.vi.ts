import type { MessagesShape } from './en';
import type { w21wordsEn } from './w21words.en';

/** Vietnamese strings of w21words: typed against `w21wordsEn`, so none can be missing. */
export const w21wordsVi: MessagesShape<typeof w21wordsEn> = {
  w21words: {
    heldAt: '{time} ({zone}: {channels})',
    heldState: '{state} ({channels})',
  },
};
