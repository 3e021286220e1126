/**
 * English strings of h-w34csv (walk 34, 1): the Outbox Table's row of this computer's call that was a replay of a
 * teammate's (the Hub ran theirs; the row names them: "sent by Lan"), said beside it, with where this computer's call
 * was made. Spread into `en`; `w34csv.vi.ts` is typed against it.
 */
export const w34csvEn = {
  w34csv: {
    /** Beside "sent by Lan": where this computer's own call (a replay) was made; short, the cell is narrow. */
    replayHere: {
      cli: 'replayed here from the CLI',
      app: 'replayed here from the app',
      any: 'replayed here',
    },
    /** The same, whole, on hover. */
    replayTitle: "This computer's call was a replay of {who}'s under the same key: the Hub ran {who}'s call and holds one post.",
  },
};
