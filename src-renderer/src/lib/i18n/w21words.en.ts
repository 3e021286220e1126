/**
 * English strings of w21words (walk 19, finding 4): a post the Hub holds as two or more posts, in the sentences that
 * say what still goes out (lib/heldwords.ts). Spread into `en`; `w21words.vi.ts` is typed against it.
 */
export const w21wordsEn = {
  w21words: {
    /** Posts at one time, each named by its channels: "Dec 5, 2026, 9:00 AM (Asia/Ho_Chi_Minh: Facebook, Instagram; X)". */
    heldAt: '{time} ({zone}: {channels})',
    /** Posts with no time (in the Hub's queue): their state, then their channels. */
    heldState: '{state} ({channels})',
  },
};
