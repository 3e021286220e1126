/**
 * English strings of h-campcount (walk 41b): a campaign's counts (its header, the Send tab's state line, the Campaigns
 * list) say what its rows say: a post the Hub already had from a call no teammate's outcome names (a revoked member's) is
 * never "sent by you", and a revoked teammate's sends whose outcome cannot reach the team say so. Spread into `en`;
 * `hcampcount.vi.ts` is typed against this shape.
 */
export const hcampcountEn = {
  hcampcount: {
    /** The posts whose calls here were replays of a call no teammate's outcome names (the rows' "the Hub already had it (replayed here)"). */
    hadAlready: '{n} the Hub already had (replayed here)',
    /** After "2 sent by Lan" / "2 by Lan": all of them went while Lan's outcome could still be shared, then Lan was revoked. */
    unsharedAll: 'outcome not shared since {name}’s access was revoked',
    /** The same, of some of them: {n} of Lan's posts. */
    /** h-replay2 (walk 42b, 1): a teammate's posts whose every call was a replay of a call no outcome here names. */
    replayedBy: '{n} the Hub already had ({name}’s {n, plural, one {call was a replay; who sent it} other {calls were replays; who sent them}} first is not known here)',
    unsharedSome: 'the outcome of {n} of them not shared since {name}’s access was revoked',
  },
};
