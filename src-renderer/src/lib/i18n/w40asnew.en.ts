/**
 * English strings of w40asnew (walk 40a, 4): "Send it as a new post at another time…" where nobody else in the team may
 * approve the post once the reader changes it (the core's approversAfterMyEdit is empty): said so, never "an owner or an
 * approver" when the only owner is the reader.
 */
export const w40asnewEn = {
  w40asnew: {
    confirmNobody: 'Choose {time} ({zone}) for a NEW post? The time is part of what is approved, so this sends the post back to review — and once you changed it, nobody else in this team may approve it (authors do not approve their own posts here: an owner can change that with `postroom team settings --authors-may-approve yes`). {count, plural, =1 {The one the Hub holds still goes out} other {The Hub’s # posts still go out}} at {held}.',
  },
};
