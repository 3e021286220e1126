/**
 * English strings of unknowncard (walk 31): an outcome the Hub has told is shown as the Hub's, with who asked and when,
 * and nothing stale stays (publisher team-sends.ts jobKnown, record.ts asks). Spread into `en`; `unknowncard.vi.ts` is typed against it.
 */
export const unknowncardEn = {
  unknowncard: {
    /** This computer's call went unanswered; a teammate's laptop has the Hub's answer for the same key (the card's source line). */
    knownFrom: "The Hub's answer, as {name}'s laptop read it (this computer's own call was not answered).",
    /**
     * The card's outcome, when a status read told it (JobDto hubSaid), and when the Hub said so. A read in this computer's
     * journal was asked here: by "you" (the member's name, kept in a team, goes in the record).
     */
    saidAskedYou: 'The Hub said so when you asked, {time}.',
    saidRead: "The Hub said so when Postroom read the post's status, {time}.",
    /** The record's list of status reads (publisher record.ts hubAnswers). */
    readsTitle: "What the Hub said when its post's status was read",
    readLine: '{time} · {who} · {answer}',
    whoAskedBy: 'asked by you ({name})',
    whoAskedYou: 'asked by you',
    whoRead: "Postroom's own status read",
  },
};
