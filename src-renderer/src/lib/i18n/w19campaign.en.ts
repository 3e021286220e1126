/**
 * English strings of w19campaign (walk 17, 6): a campaign batch's legend names the teammate who sent its posts when this
 * laptop's calls were replays of theirs (the core's batch `sentBy`): "1 scheduled (sent by Bảo)", "3 scheduled (1 sent by Bảo)".
 * Spread into `en`; `w19campaign.vi.ts` is typed against this shape.
 */
export const w19campaignEn = {
  w19campaign: {
    /** Every post of the segment sent by one teammate. `what`: the segment's word (campaigns.seg_*); in brackets, so "accepted, awaiting outcome (sent by Bảo)" reads as who sent it. */
    segBy: '{n} {what} (sent by {name})',
    /** Some of them, or several teammates: `parts` joins segByOne. */
    segByPart: '{n} {what} ({parts})',
    segByOne: '{n} sent by {name}',
  },
};
