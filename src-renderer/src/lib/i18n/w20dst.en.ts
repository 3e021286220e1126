/**
 * w20dst: Compose's line under a time its zone's clocks show twice (they go back): which of the two the post goes
 * at (the first, the core's one rule, src-shared/wall-time.ts), and the other, by their offsets. Spread into `en`.
 */
export const w20dstEn = {
  w20dst: {
    twice: '{time} happens twice in {zone} that night (the clocks go back): the post goes at the first, {offset}, not at the second, {later}.',
    kept: '{time} happens twice in {zone} that night (the clocks go back): this post was saved at the second, {offset}, and keeps it; a time chosen now goes at the first, {first}.',
  },
};
