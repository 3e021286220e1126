/**
 * English strings of teamsendtext (issue 34, walk 5): a teammate's send whose draft was edited since it
 * went out says the Hub holds the approved text, not the caption shown.
 * Spread into `en`; `teamsendtext.vi.ts` is typed against this shape.
 */
export const teamsendtextEn = {
  teamsendtext: {
    edited: 'Edited since it was sent: the Hub holds the text as it was approved on {date}, not this.',
  },
};
