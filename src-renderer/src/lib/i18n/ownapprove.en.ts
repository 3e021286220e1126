/** h-ownapprove (walk 43b, 3): an approval made on this computer that the team server has not accepted yet (the core's `approvalOnlyHere`). */
export const ownapproveEn = {
  ownapprove: {
    /** After "Approved" in the review badge (the CLI: "approved here, not yet accepted by the team"). */
    onlyHere: 'here, not yet accepted by the team',
    /** The badge's tooltip. */
    onlyHereWhy: 'You approved it on this computer. The team server has not accepted the approval yet (it has not been sent, or its answer has not come), and may still refuse it.',
    /** A refused approval's reason (w26approval.reason) naming who else may approve the post (the core's `approvers`). */
    reason: {
      own_post: 'you created this post, and the team, as its server has the settings, does not let authors approve their own posts. {times, plural, one {It did} other {They did}} not reach your teammates; {names} may approve it.',
      own_version: 'you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts. {times, plural, one {It did} other {They did}} not reach your teammates; {names} may approve it.',
    },
  },
};
