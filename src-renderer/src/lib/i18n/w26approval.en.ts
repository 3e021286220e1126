/** w26approval (walk 24, 3): my approval the team server refused by its author rule (the core's status `refused.approvals`). */
export const w26approvalEn = {
  w26approval: {
    /** The sidebar's line while one is set aside here. h-refused (walk 42a): `n` approvals of `posts` posts ("it" for one, "they" for more). */
    line: '{n, plural, one {Your approval was refused by the team server: it is kept} other {{n} of your approvals {posts, plural, one {of one post} other {of # posts}} were refused by the team server: they are kept}} on this computer, never sent again; your other changes still sync.',
    /** One refused approval: the post's caption start, and why (the rule the team server applied). */
    /** walk 25 (2): a version the team does not hold is an earlier one than the caption shown here (this laptop's edits wait for the team first: w28order). */
    /** h-refused (walk 42a): `times` approvals of this one post (made offline, or imported), said once with how many. */
    refused: '{times, plural, one {Your approval of {rule, select, not_held {an earlier version of } other {}}"{caption}" was} other {# of your approvals of {rule, select, not_held {earlier versions of } other {}}"{caption}" were}} refused by the team server: {reason}',
    reason: {
      own_post: 'you created this post, and the team, as its server has the settings, does not let authors approve their own posts. {times, plural, one {It did} other {They did}} not reach your teammates; another approver must approve it.',
      own_version: 'you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts. {times, plural, one {It did} other {They did}} not reach your teammates; another approver must approve it.',
      /** w27order (walk 25): the team's library held another version when the approval arrived. */
      /** Walk 43a (3): the same where nobody else in the team may approve it (the core's `nobodyElse`): never "another approver must". */
      own_postNobody: 'you created this post, and the team, as its server has the settings, does not let authors approve their own posts. {times, plural, one {It did} other {They did}} not reach your teammates; nobody else in this team may approve it: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.',
      own_versionNobody: 'you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts. {times, plural, one {It did} other {They did}} not reach your teammates; nobody else in this team may approve it: an owner may turn on “Authors may approve their own posts” in Settings, or make another member an approver.',
      not_held: '{times, plural, one {it is of a version} other {they are of versions}} the team does not hold (the post changed, or its change has not reached the team yet). {times, plural, one {It did} other {They did}} not reach your teammates; read the post again and approve the version the team holds.',
    },
    noCaption: '(no caption)',
    dismiss: 'Dismiss',
    /** h-refused (walk 42a): the list could not be drawn (its boundary): said in its place; the rest of the screen stands. */
    failed: 'Your refused approvals held on this computer could not be shown here; postroom team status lists them.',
  },
};
