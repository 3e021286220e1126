/**
 * English strings of sendasnew (walk 7, issue 34): Compose's "Send it as a new post at another time…" on a post
 * the Hub holds says what the core's hand-off did — shut before it is pressed while the team's review holds it
 * (its reason beside it), and never "Sent" for a send the publisher held back.
 */
export const sendasnewEn = {
  sendasnew: {
    /** After the words for the roles that may approve: the team's members in those roles, by name. */
    approvers: 'Approvers: {names}.',
    /** The hand-off was taken but is waiting for the Hub to answer (offline): saved, not sent yet. */
    savedNew: 'Saved in the Outbox as a new post for {time} ({zone}): it goes to the Hub when the Hub answers. {count, plural, =1 {The first one still goes out} other {The Hub’s # earlier posts still go out}} at {held}.',
    /** The publisher held the new post back (the core's result); {reason}: the team's review words or the problem. */
    notSent: 'Not sent as a new post. {reason} {count, plural, =1 {The first one still goes out} other {The Hub’s # earlier posts still go out}} at {held}.',
  },
};
