/** leave (issue 34, walk 4): a revoked or rejoined member's changes the team did not accept. */
export const leaveEn = {
  leave: {
    /** Compose's line under a disabled Publish on a kept draft of a team this workspace left. */
    heldWhy: 'You left the team this post belongs to: its posts are published through the team. Rejoin it, or Duplicate the post to publish a copy as your own.',
    notAccepted: '{n, plural, one {# change made on this computer was not accepted by the team} other {# changes made on this computer were not accepted by the team}}: your role now may not change the library. They stay here to read.',
  },
};
