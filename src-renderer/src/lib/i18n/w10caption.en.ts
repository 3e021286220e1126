/**
 * English strings of w10caption (walk 10, F1): a teammate's send whose draft was edited since it went
 * out. The card and the Table's row say it; when the caption shown is the one the sender's laptop sent
 * (`captionAsSent`), it IS the Hub's text, and the words say so.
 * Spread into `en`; `w10caption.vi.ts` is typed against this shape.
 */
export const w10captionEn = {
  w10caption: {
    /** The card, the caption shown being the one sent. */
    editedAsSent: 'The draft was edited since: the Hub holds this text, as it was approved on {date}.',
    /** The Table row's short note, and its hover words. */
    rowAsSent: 'draft edited since',
    rowAsSentTitle: 'The draft was edited since it was sent: the Hub holds this caption, as it was approved on {date}.',
    rowNotSent: 'edited since it was sent: not the Hub’s text',
    rowNotSentTitle: 'Edited since it was sent: the Hub holds the text as it was approved on {date}, not this caption.',
  },
};
