/** w26approval (walk 24, 3): my approval the team server refused by its author rule (the core's status `refused.approvals`). */
export const w26approvalEn = {
  w26approval: {
    /** The sidebar's line while one is set aside here. */
    line: '{n, plural, one {Your approval was refused by the team server} other {# of your approvals were refused by the team server}}: it is kept on this computer, never sent again; your other changes still sync.',
    /** One refused approval: the post's caption start, and why (the rule the team server applied). */
    /** walk 25 (2): a version the team does not hold is an earlier one than the caption shown here (this laptop's edits wait for the team first: w28order). */
    refused: 'Your approval of {rule, select, not_held {an earlier version of } other {}}"{caption}" was refused by the team server: {reason}',
    reason: {
      own_post: 'you created this post, and the team, as its server has the settings, does not let authors approve their own posts. It did not reach your teammates; another approver must approve it.',
      own_version: 'you changed what goes out in this version, and the team, as its server has the settings, does not let authors approve their own posts. It did not reach your teammates; another approver must approve it.',
      /** w27order (walk 25): the team's library held another version when the approval arrived. */
      not_held: 'it is of a version the team does not hold (the post changed, or its change has not reached the team yet). It did not reach your teammates; read the post again and approve the version the team holds.',
    },
    noCaption: '(no caption)',
    dismiss: 'Dismiss',
  },
};
