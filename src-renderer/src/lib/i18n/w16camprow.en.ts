/**
 * English strings of w16camprow (walk 15): the campaign Posts tab's Send column of a post this laptop sent outside the
 * campaign's Send (Compose's Publish or Schedule, `postroom publish`), as the status counts it. Spread into `en`;
 * `w16camprow.vi.ts` is typed against this shape.
 */
export const w16camprowEn = {
  w16camprow: {
    /** The Posts tab's Send column: sent from here, not by the campaign's Send (its header counts it sent). */
    sendHere: 'sent from Compose',
    /** Its title (the column is narrow): the whole of it. */
    sendHereTitle: 'Sent for publishing from Compose (or postroom publish), outside this campaign’s Send: the campaign counts it as sent.',
  },
};
