/**
 * English strings of the client decisions fixes (branch clientfix): a second import of one
 * preview's decisions, an editor's relay that leaves an approval standing, and a post the client
 * asked to change that is already at the Hub. Spread into `en`; `clientfix.vi.ts` is typed against it.
 */
export const clientfixEn = {
  clientfix: {
    alreadySame: 'These decisions were already imported by {by} on {date}. Nothing was added.',
    alreadyOther: 'This preview’s decisions were already imported by {by} on {date}, with other decisions. Nothing was changed. If the client changed their mind, send them a new preview.',
    approvalKept: 'Client asked for changes — but an approver already approved it, and your role does not approve: the approval stands, the client’s note is added as a comment for an approver to decide',
    approvalKeptNoNote: 'Client asked for changes — but an approver already approved it, and your role does not approve: the approval stands, for an approver to decide (the client wrote no note)',
    atHubScheduled: 'Still scheduled at the Hub: this request does not stop it, and the Hub cannot cancel it. A changed post can only be sent as a new one.',
    atHubSent: 'Already published: the request cannot change what went out.',
    atHubUnknown: 'Sent to the Hub, its answer never came back: it may be scheduled or out already. This request does not stop it; a changed post can only be sent as a new one.',
    clientApproved: 'The client approved (via {by}) — confirm',
    confirm: 'Confirm the client’s approval',
    confirmed: 'Approved: you confirmed the client’s approval.',
    toast: 'The client approved “{caption}” (via {by}): confirm it in Review.',
  },
};
