/** leave (issue 34, walk 4): a revoked or rejoined member's changes the team did not accept. */
export const leaveEn = {
  leave: {
    notAccepted: '{n, plural, one {# change made on this computer was not accepted by the team} other {# changes made on this computer were not accepted by the team}}: your role now may not change the library. They stay here to read.',
  },
};
