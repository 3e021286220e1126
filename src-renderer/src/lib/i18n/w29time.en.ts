/**
 * English strings of w29time (walk 25): a Spread start the clocks skip is refused where it is typed; the Spread
 * preview's gap clashes said where they show.
 */
export const w29timeEn = {
  w29time: {
    startSkipped: '{start} does not exist in {zone}: the clocks skip it that night (it would be {moved}). Choose another time: the posts keep their times until then.',
  },
};
