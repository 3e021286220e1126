/**
 * English strings of h-w34csv (walk 34, 1): the Outbox Table's row of this computer's call that was a replay of a
 * teammate's (the Hub ran theirs; the row names them: "sent by Lan"), said beside it, with where this computer's call
 * was made. Spread into `en`; `w34csv.vi.ts` is typed against it.
 */
export const w34csvEn = {
  w34csv: {
    replayHere: {
      cli: "this computer's call from the CLI was a replay of theirs",
      app: "this computer's call from the app was a replay of theirs",
      any: "this computer's call was a replay of theirs",
    },
  },
};
