/**
 * English strings of teamnumbers (issue 34, walk 6): Outbox → Table counts the team's sends (with how
 * many teammates sent), and Settings → Team says the review settings have changes not saved yet.
 * Spread into `en`; `teamnumbers.vi.ts` is typed against this shape.
 */
export const teamnumbersEn = {
  teamnumbers: {
    /** Outbox → Table on a team laptop: the counts and rows are the team's. */
    tableTeam: 'These counts are the team’s: this computer’s sends and {n, plural, one {# post} other {# posts}} sent by teammates (listed below too).',
    /** The summary's line under the total: of those, the channels teammates sent. */
    ofWhich: 'of which by teammates',
    ofWhichTitle: '{outcome}: {n} of these sent by teammates',
    /** A table row a teammate sent. */
    by: 'sent by {who}',
    /** Settings → Team → review settings: the checkboxes differ from what is saved. */
    unsaved: 'Unsaved changes: press Save to apply them to the team.',
  },
};
