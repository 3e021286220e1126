/**
 * English strings of w30campaign (helpers' left-outs): a campaign whose handed posts were withdrawn (their jobs cancelled
 * in the Outbox before they went) sent nothing (campaigns campaign-word.ts 'doneWithdrawn'); it read "sent".
 * Spread into `en`; `w30campaign.vi.ts` is typed against this shape.
 */
export const w30campaignEn = {
  w30campaign: {
    /** The state word: the send ended, and the posts it handed were withdrawn before they went (nothing sent). */
    state_doneWithdrawn: 'nothing sent: its posts were withdrawn before they went',
  },
};
