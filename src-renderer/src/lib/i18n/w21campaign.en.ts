/**
 * English strings of w21campaign (walk 19): a campaign's posts as one partition (campaigns send-now.ts campaignSplit), said
 * by its header and its Send tab: sent, ready to send now, held back with their reasons; a batch's post a teammate sent, by name.
 * Spread into `en`; `w21campaign.vi.ts` is typed against this shape.
 */
export const w21campaignEn = {
  w21campaign: {
    posts: '{n, plural, one {# post} other {# posts}}',
    sent: '{n} sent',
    ready: '{n} ready to send now',
    held: '{n} held back ({reasons})',
    heldBare: '{n} held back',
    reasonRevoked: "{n} because this computer's access was revoked",
    /** A batch's legend: a post the send held back because a teammate sent it, who. */
    segTeamSentBy: 'held back: sent by {name}',
  },
};
