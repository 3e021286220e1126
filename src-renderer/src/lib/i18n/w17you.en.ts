/**
 * English strings of branch w17you (walk 16, F5): the Review screen of a workspace that left its team lists the team's
 * posts kept there that are in review, as they were when it left, with no step open on them here (the core's
 * leftInReview, the CLI's `review list` too). Spread into `en`; `w17you.vi.ts` is typed against this shape.
 */
export const w17youEn = {
  w17you: {
    leftTitle: '{n, plural, one {Kept from the team you left: # post in review, as it was when you left. No step is open on it here: rejoin the team to review it.} other {Kept from the team you left: # posts in review, as they were when you left. No step is open on them here: rejoin the team to review them.}}',
  },
};
