/**
 * English strings of w32restore: the Send tab's "Restore withdrawn posts" (bridge campaigns.restoreWithdrawn; core:
 * campaigns restore.ts, the state × action table's `restore` column). The reasons a post is kept are the table's own
 * (truth.reason.<key>). Spread into `en`; `w32restore.vi.ts` is typed against this shape.
 */
export const w32restoreEn = {
  w32restore: {
    button: 'Restore withdrawn posts',
    /** The button shut: none of the withdrawn posts may be restored (Postroom's own check, the table), and why. */
    shut: 'Postroom cannot restore {n, plural, one {the withdrawn post} other {any of the # withdrawn posts}}: {reasons}',
    confirm: '{n, plural, one {Restore 1 withdrawn post?} other {Restore # withdrawn posts?}} The next Send takes {n, plural, one {that post} other {those posts}}: nothing is sent now.',
    /** Said in the confirm when some withdrawn posts stay out. */
    confirmKept: '{n, plural, one {1 other stays withdrawn} other {# others stay withdrawn}}: {reasons}',
    yes: 'Restore',
    no: 'Keep them withdrawn',
    done: '{n, plural, =0 {No post restored.} one {1 post restored: the next Send takes it.} other {# posts restored: the next Send takes them.}}',
    /** After the toast's count: the posts Postroom kept withdrawn, by the table's reason. */
    kept: 'Postroom kept {n, plural, one {1 post} other {# posts}} withdrawn: {reason}',
    failed: 'Nothing was restored: {message}',
  },
};
