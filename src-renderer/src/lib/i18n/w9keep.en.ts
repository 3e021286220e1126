/**
 * English strings of branch w9keep (walk 9): the Review screen's line in a workspace that LEFT its team (before, it
 * said the workspace "is not a team's" and that you approve your own posts, while every kept post of the team is
 * refused for the left-team reason). Spread into `en`; `w9keep.vi.ts` is typed against it.
 */
export const w9keepEn = {
  w9keep: {
    leftTeam: 'This workspace left its team: the team’s posts kept here are reviewed and published through the team (rejoin it to review them, or Duplicate a post to make a copy of your own). No review step is written here while out of the team, not even of posts you write yourself: rejoin, then send them for review.',
  },
};
