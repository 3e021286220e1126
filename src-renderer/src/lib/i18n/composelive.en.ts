/**
 * English strings of composelive (issue 34, walk 5): a revoked member's "You" lines say the token was revoked
 * (not the role it had), and the Who line of a post I edited after its approval says so with its subject.
 * Spread into `en`; `composelive.vi.ts` is typed against this shape.
 */
export const composeliveEn = {
  composelive: {
    /** The sidebar's team line of a member whose token was revoked (instead of "You: editor"). */
    revokedLine: 'You: {name} — token revoked',
    /** Settings → Team, a member whose token was revoked (instead of "You are Lan, editor."). */
    revokedYou: 'You are {name}: this computer’s member token was revoked.',
    /** The Who column of a post I edited after {by} approved it. */
    editedAfterByMe: 'edited by you after {by} approved',
  },
};
