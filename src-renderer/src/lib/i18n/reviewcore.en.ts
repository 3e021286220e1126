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
    unsigned: 'The file is not signed: check it came from your client. A file edited by hand cannot be told from the client’s own; Postroom checks only that it answers this preview, its posts and their versions.',
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
