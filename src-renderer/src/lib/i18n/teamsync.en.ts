/** teamsync (walk 7): a teammate's reply is told as a reply. */
export const teamsyncEn = {
  teamsync: {
    repliedToYou: '{by} replied to your comment on “{caption}”',
    repliedTo: '{by} replied to {to}’s comment on “{caption}”',
  },
};
