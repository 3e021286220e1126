/**
 * English strings of w13revoked (walk 13): a send that sent nothing because the team revoked this computer's member
 * token says so (the core's state word 'notSentRevoked', skip kind `revoked`), never "every post has problems".
 * Spread into `en`; `w13revoked.vi.ts` is typed against this shape.
 */
export const w13revokedEn = {
  w13revoked: {
    /** The state word: nothing sent, this computer's access was revoked (the campaign is not done). */
    state_notSentRevoked: "not sent: this computer's access was revoked",
    /** A batch's legend, after its count: posts held because this computer's access was revoked. */
    seg_revoked: "held back: this computer's access was revoked",
  },
};
