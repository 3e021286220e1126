/**
 * English strings of a client's decisions brought back (issue 34, reviewcore): the campaign Review
 * tab's import report, per post, and the warning that a decisions file is not signed. Spread into
 * `en`; `reviewcore.vi.ts` is typed against this shape.
 */
export const reviewcoreEn = {
  clientImport: {
    beforePick: 'A decisions file is not signed: import only a file that came from your client.',
    title: 'The client’s decisions',
    madeBy: 'Preview made by {by} on {date}; brought back by {me}.',
    mayApprove: 'Your role approves: the client’s approvals are now your approvals, noting that the client decided.',
    mayNotApprove: 'Your role does not approve: the client’s approvals wait for an approver to confirm them. Their requests for changes are applied.',
    /** Walk 40a (1): the page's posts the client did not decide. {posts}: their first lines, " · " between. */
    undecided: '{n, plural, one {Not decided by the client (# post), nothing changed of it: {posts}} other {Not decided by the client (# posts), nothing changed of them: {posts}}}',
    unsigned: 'The file is not signed: check it came from your client. A decision changed by hand cannot be told from the client’s own; Postroom checks only that the file answers this preview and lists each of its posts once (none taken out or added), at the versions the client saw.',
    // h-decisions (walk 39a, 3): a file refused for its post list, counted ({parts}: the three below, those that apply).
    postsChanged: 'This file does not list the preview’s {total, plural, one {# post} other {# posts}} as the page wrote them: {parts}. Nothing was changed. Ask the client for the file exactly as their page downloaded it; if posts are still missing, send them a new preview.',
    postsMissing: '{n, plural, one {# of them is missing} other {# of them are missing}}',
    postsExtra: '{n, plural, one {# post is not in the preview} other {# posts are not in the preview}}',
    postsTwice: '{n, plural, one {# post is listed twice} other {# posts are listed twice}}',
    outcome: {
      approved: 'Client approved — approved by you',
      waiting_for_approver: 'Client approved — waiting for an approver to confirm',
      changes_requested: 'Client asked for changes — changes requested, their note added as a comment',
      changesNoNote: 'Client asked for changes — changes requested (the client wrote no note)',
      noted: 'Already so — the client’s note added as a comment',
      unchanged: 'Already so — nothing changed',
    },
    done: 'The client’s decisions are in: {approved} approved, {waiting} waiting for an approver, {changes} with changes requested.',
    close: 'Close',
    clientDecided: '(the client decided)',
  },
};
