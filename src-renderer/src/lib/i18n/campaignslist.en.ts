/**
 * English strings of campaignslist (issue 34, walk 4): the Campaigns list says each campaign's send
 * state as its status does (a campaign a teammate sent reads "sent", by them). {state}: a
 * `campaigns.state_*` word.
 */
export const campaignslistEn = {
  campaignslist: {
    /** A campaign's line in the Campaigns list, after its posts and date. */
    state: 'Send: {state}',
  },
};
