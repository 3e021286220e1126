/**
 * English strings of walk 42a: a client's decisions import never approves what the importer may not approve (the core's
 * preview/decisions.ts ownVersionWait: `review approve`'s rule). An approver who wrote or changed a version is told the
 * client's approval of it waits, why, and who may confirm it, never "approved by you". Spread into `en`; `w42a.vi.ts` is
 * typed against this shape.
 */
export const w42aEn = {
  w42a: {
    /** The import toast's part: posts whose version the importer wrote or changed. */
    part: '{n, plural, one {# not approved by you (you wrote or changed it): the client’s approval waits} other {# not approved by you (you wrote or changed them): the client’s approvals wait}}',
    /** The import panel's line. {reason}: the review table's reason (review.reason.own_post / own_edit); {who}: w19selfedit's who/nobody/unknown. */
    outcome: 'Client approved — NOT approved: {reason}. The client’s approval waits. {who}',
    /** The panel's header when the importer's role approves but some version was theirs. */
    mayApproveNotOwn: 'Your role approves: the client’s approvals are now your approvals, noting that the client decided — except of a version you wrote or changed, which this team does not let you approve: those wait, as below.',
    /** A client's approval waiting on a post the reader wrote or changed, which nobody else in the team may approve (ClientWaiting). */
    clientWaitingNobody: 'The client approved (via {by}) — not approved: nobody else in this team may approve this version',
  },
};
