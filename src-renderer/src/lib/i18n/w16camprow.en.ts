/**
 * English strings of w16camprow (walk 15): the campaign Posts tab's Send column of a post this laptop sent outside the
 * campaign's Send (Compose's Publish or Schedule, `postroom publish`), as the status counts it. Spread into `en`;
 * `w16camprow.vi.ts` is typed against this shape.
 */
export const w16camprowEn = {
  w16camprow: {
    /** The Posts tab's Send column: sent from here, not by the campaign's Send (its header counts it sent). */
    // w24rows (walk 21, 2): the journal does not record which screen or command sent it (Lan's `postroom publish` read
    // "sent from Compose"): where is the one truth it holds.
    sendHere: 'sent from here',
    /** h-replaywho (walk 41b, 2): sent from here, but the Hub had it already from a call no teammate's outcome names (a revoked member's). */
    sendReplayed: 'the Hub already had it (replayed here)',
    /** Its title (the column is narrow): the whole of it. */
    sendHereTitle: 'Sent for publishing from this computer (Compose, the Outbox or postroom publish), outside this campaign’s Send: the campaign counts it as sent.',
  },
};
