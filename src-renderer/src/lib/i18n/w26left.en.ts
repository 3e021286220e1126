/**
 * English strings of w26left (walk 22 #6, walk 26): a workspace out of the team it left writes no review step (its
 * own posts' neither: the team would never have it) and changes none of the team's campaigns it kept (the core's
 * left_team). Spread into `en`; `w26left.vi.ts` is typed against this shape.
 */
export const w26leftEn = {
  w26left: {
    theTeam: 'the team',
    why: 'you left {team}: review steps need the team (rejoin, then take them)',
    step: {
      submit: 'You left {team}: sending for review needs the team. Rejoin, then send it for review.',
      approve: 'You left {team}: approving needs the team. Rejoin, then approve it.',
      request_changes: 'You left {team}: asking for changes needs the team. Rejoin, then ask for changes.',
      withdraw: 'You left {team}: taking a post back from review needs the team. Rejoin, then take it back.',
      comment: 'You left {team}: commenting needs the team. Rejoin, then comment.',
    },
    campaign: 'You left {team} on {when}: this campaign is kept here read-only. Duplicate it to plan a copy of your own, or rejoin the team.',
  },
};
