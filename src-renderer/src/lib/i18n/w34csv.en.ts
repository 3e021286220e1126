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
    /**
     * h-replaywho (walk 41b, 2): a replay of a call no teammate's outcome names (core post-state `replayed`, the row's
     * `replayed.of` null with no `by`: a revoked member's, whose news never reached the team): never "sent from this computer".
     */
    replayUnnamed: 'the Hub already had it: replayed here',
    replayUnnamedTitle: "This computer's call was a replay of an earlier call under the same key (not known here whose: its computer never told the team): the Hub ran that call and holds one post.",
  },
};
