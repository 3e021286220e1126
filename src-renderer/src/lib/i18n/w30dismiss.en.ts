/** w30dismiss (walk 26, 5): a refused approval of mine answered by my approval of the post as it is now (the core's status `refused.answered`). */
export const w30dismissEn = {
  w30dismiss: {
    /** Where the refusal was said (sidebar, Settings → Team, Review), in its place, until dismissed: who said it is the team server. */
    answered: 'Your approval of "{caption}" as it is now was accepted by the team server: it answers the refusal of your {times, plural, one {{rule, select, not_held {approval of an earlier version} other {earlier approval}}} other {# {rule, select, not_held {approvals of earlier versions} other {earlier approvals}}}}.',
  },
};
