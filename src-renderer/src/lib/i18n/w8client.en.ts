/**
 * English strings of w8client (walk 8): a client decisions import's toast counts and words each outcome as the core's
 * import result says it (team/preview/decisions.ts ImportOutcome); "Approve all" with posts left for their own confirm.
 * Spread into `en`; `w8client.vi.ts` is typed against this shape.
 */
export const w8clientEn = {
  w8client: {
    /** The toast after an import: `{parts}` is the list of the outcomes below that happened, joined by ", ". */
    done: 'The client’s decisions are in: {parts}.',
    part: {
      approved: '{n} approved by you',
      waiting: '{n} waiting for an approver to confirm',
      over: '{n, plural, =1 {1 left for its own confirmation (the team asked to change that version)} other {# left for their own confirmation (the team asked to change those versions)}}',
      changes: '{n} with changes requested',
      kept: '{n, plural, =1 {1 approved post the client asked to change: its approval stands until an approver keeps it or sends it back} other {# approved posts the client asked to change: their approvals stand until an approver keeps them or sends them back}}',
      already: '{n} already so',
    },
    /** The report's header for a member who does not approve, when a client's request met an approved post. */
    mayNotApproveKept: 'Your role does not approve: the client’s approvals wait for an approver to confirm them. Their requests for changes are applied to posts not yet approved; on an approved post the approval stands until an approver keeps it or sends it back.',
    /** "Approve all" shut: nothing to approve but posts left for their own confirm. */
    nothingApproveFlagged: '{n, plural, =1 {Every other post is approved. 1 post waits for its own confirm: the client approved a version the team asked to change.} other {Every other post is approved. # posts wait for their own confirm: the client approved versions the team asked to change.}}',
  },
};
