/**
 * English strings of unknowncard (walk 31): an outcome the Hub has told is shown as the Hub's, with who asked and when,
 * and nothing stale stays (publisher team-sends.ts jobKnown, record.ts asks). Spread into `en`; `unknowncard.vi.ts` is typed against it.
 */
export const unknowncardEn = {
  unknowncard: {
    /** This computer's call went unanswered; a teammate's laptop has the Hub's answer for the same key (the card's source line). */
    knownFrom: "The Hub's answer, as {name}'s laptop read it (this computer's own call was not answered).",
  },
};
