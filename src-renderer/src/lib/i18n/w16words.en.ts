/**
 * English strings of branch w16words (walk 15, round w15 left): the Send tab's words on a send's held posts. A post
 * already sent under its approval needs a new one (review-hold.ts `resend`), never "waiting for approval"; a batch held
 * back while this computer's access was revoked reads as past once the computer is back in the team.
 * Spread into `en`; `w16words.vi.ts` is typed against this shape.
 */
export const w16wordsEn = {
  w16words: {
    reasonResend: '{n, plural, =1 {1 needs a new approval before it can be sent again} other {# need a new approval before they can be sent again}}',
    /** A batch the send held back while this computer's access was revoked, read after it rejoined the team. */
    revokedPast: '{n, plural, =1 {1 held back: at that send, this computer’s access was revoked. It is back in the team now: a new dry run or Send would take it.} other {# held back: at that send, this computer’s access was revoked. It is back in the team now: a new dry run or Send would take them.}}',
    seg_revokedPast: 'held back: at that send, this computer’s access was revoked',
  },
};
