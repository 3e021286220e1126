/**
 * English strings of w17postsreason (walk 16, 3): the campaign Posts tab's Send column of a post the last send held back,
 * by the reason the core counts it under for the Send tab (campaigns send-now.ts `notSentWhy`), never "problems" of a post
 * held only for its review. Spread into `en`; `w17postsreason.vi.ts` is typed against this shape.
 */
export const w17postsreasonEn = {
  w17postsreason: {
    problems: 'not sent (problems)',
    problemsNamed: 'not sent (problems: {problems})',
    left: 'not sent (you left the team: its posts are published through the team)',
    inReview: 'not sent (waits for approval by {who})',
    toSubmit: 'not sent (not sent for review yet)',
    /** h-reviewwords (walk 44a, 7): sent for review and approved, then {who} took the approval back. */
    takenBack: 'not sent ({who} took the approval back)',
    resend: 'not sent (needs a new approval before it can be sent again)',
    role: 'not sent (a viewer cannot publish)',
    revoked: "not sent (this computer's access was revoked)",
    revokedProblems: "not sent (this computer's access was revoked; and problems: {problems})",
    ready: 'not sent (ready to send now)',
    unchecked: 'not sent (not checked since the send)',
  },
};
