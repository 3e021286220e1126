/**
 * w17unchanged (walk 16, finding 2): a post sent back with "changes requested" and sent for review again with no
 * change (the core's team/review-unchanged.ts). Spread into `en`; `w17unchanged.vi.ts` is typed against this shape.
 */
export const w17unchangedEn = {
  w17unchanged: {
    /** Beside "sent for review by Lan" on the approver's queue row, Compose review panel and campaign Review tab. */
    who: 'sent again unchanged since {asker} asked for changes',
    /** The author's question before sending it again unchanged (Compose's review panel). */
    question: 'You have not changed it since {asker} asked for changes. Send it for review unchanged? Add a comment to say why.',
    comment: 'Why it goes unchanged (optional)',
    yes: 'Send unchanged',
  },
};
