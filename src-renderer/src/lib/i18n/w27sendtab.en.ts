/**
 * English strings of w27sendtab (walk 23): a campaign's Send and Review tabs on a teammate's laptop.
 */
export const w27sendtabEn = {
  w27sendtab: {
    /** The held-back reasons (the header, the Send tab): posts of a team this workspace left, as their rows say it. */
    reasonLeft: '{n, plural, one {# because you left the team} other {# because you left the team}}',
    /** Send, when teammates sent every post of the campaign and none was sent from here: "left" is not said. */
    allSentNone: '{n, plural, one {The post was already sent by {names}: it is not sent again.} other {All # posts were already sent by {names}: they are not sent again.}}',
  },
};
