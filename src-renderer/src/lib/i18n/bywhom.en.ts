/**
 * bywhom (walk 3b): who sent a team's post when the core cannot tell which member's call the Hub
 * ran (post-state `by.among`): every member who may have sent it, honestly, instead of a guess.
 */
export const bywhomEn = {
  bywhom: {
    /** The members who may have sent it: "Lan or Bảo", "An, Lan or Bảo". */
    either: '{names} or {last}',
  },
};
