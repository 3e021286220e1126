/**
 * English strings of w28errors (walk 24, 2): the app's rejoin says which review rows it dropped — written here while
 * out of the team, which the team's server never had (w26left) — as the CLI's `workspace join` lists them. Spread
 * into `en`; `w28errors.vi.ts` is typed against this shape.
 */
export const w28errorsEn = {
  w28errors: {
    dropped: {
      lead: "Rejoining {team}, this computer dropped what was written here while out of the team (the team's server never had it): {steps, plural, one {# review step} other {# review steps}}, {comments, plural, one {# comment} other {# comments}} and {client, plural, one {# client preview row} other {# client preview rows}}. The team's server state is kept.",
      step: '“{caption}”: {action} by {by}, {when}',
      noCaption: 'a post without a caption',
      todo: 'Send these posts for review again now that you are back.',
      dismiss: 'Got it',
      action: {
        submit: 'sent for review',
        approve: 'approved',
        request_changes: 'changes asked for',
        withdraw: 'taken back from review',
        comment: 'commented on',
        edit_content: 'edited',
        publish: 'published',
        other: 'a review step',
      },
    },
  },
};
