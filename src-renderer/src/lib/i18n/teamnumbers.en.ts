/**
 * English strings of teamnumbers (issue 34, walk 6): Outbox → Table counts the team's sends (with how
 * many teammates sent), and Settings → Team says the review settings have changes not saved yet.
 * Spread into `en`; `teamnumbers.vi.ts` is typed against this shape.
 */
export const teamnumbersEn = {
  teamnumbers: {
    /** Outbox → Table on a team laptop: the counts and rows are the team's. */
    /** w16twice (walk 15): in the summary's unit (a channel of a post), the very counts of its total and its "of which by teammates" line. */
    tableTeam: 'These counts are the team’s, one for each channel of a post: {here} sent from this computer and {n} sent by teammates (the rows “sent by …” below).',
    /** The summary's line under the total: of those, the channels teammates sent. */
    ofWhich: 'of which by teammates',
    ofWhichTitle: '{outcome}: {n} of these sent by teammates',
    /** A table row a teammate sent. */
    by: 'sent by {who}',
    /** Settings → Team → review settings: the checkboxes differ from what is saved. */
    unsaved: 'Unsaved changes: press Save to apply them to the team.',
  },
};
