/**
 * English strings of w9words (walk 9): words addressed to the reader say "you" (a request for changes of
 * their own, a client's decision they relayed), the decisions import's toast says what was already so,
 * the import's panel once its posts changed since, and the review settings' line beside unsaved changes.
 * Spread into `en`; `w9words.vi.ts` is typed against this shape.
 */
export const w9wordsEn = {
  w9words: {
    /** A name that is the reader's own, said to them (mid-sentence: "relayed by you"). */
    you: 'you',
    /** clientchange/clientnote sentences when the request for changes is the reader's own. */
    mine: {
      toastOver: 'The client approved “{caption}” (via {by}), but you asked for changes on this version: see it in Review.',
      confirmedOver: 'Approved over your own request for changes; the history says so.',
      question: 'Confirming approves this post as it is, over your own request for changes of {date}. The post’s history will say you approved it over that request.',
      overRequest: 'The client approved (via {by}), but you asked for changes on {date} and this version was not changed since: “{comment}”',
      overRequestNoComment: 'The client approved (via {by}), but you asked for changes on {date} and this version was not changed since.',
      outcome: 'the client approved it, but you asked for changes on this version on {date}: not approved; it waits for an approver to confirm it over that request',
    },
    /** The import toast's parts for decisions the posts already had (was "1 already so"). */
    part: {
      alreadyApproved: '{n} already approved',
      alreadyChanges: '{n} already with changes requested',
    },
    /** The import panel's line of a decision the post already had: which decision, and whether the client's note was added (was "Already so — …"). */
    outcome: {
      alreadyApproved: 'Client approved — already approved, nothing changed',
      alreadyApprovedNoted: 'Client approved — already approved; their note added as a comment',
      alreadyChanges: 'Client asked for changes — changes were already requested, nothing changed',
      alreadyChangesNoted: 'Client asked for changes — changes were already requested; their note added as a comment',
    },
    /** The import's panel once a post it reported on took another step: it no longer lists what the import did as if it were now. */
    changed: 'The client’s decisions were imported; since then {n, plural, =1 {1 of their posts has} other {# of their posts have}} changed. The table below shows where each post stands now.',
    /** Review settings: the saved rule and, beside unsaved changes, what the unsaved choice would do. */
    settings: {
      unsaved: '{saved, select, true {Saved: publishing waits for an approval.} other {Saved: posts can be published without an approval.}} {chosen, select, true {Once you save: publishing will wait for an approval.} other {Once you save: posts can be published without an approval.}}',
    },
  },
};
