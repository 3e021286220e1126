/**
 * English strings of walk 43a (2): a client's approval an editor relayed, of a version nobody else in this team may approve
 * (the core's preview/decisions.ts `nobodyApproves`): the import toast never says it waits for an approver. Spread into
 * `en`; `w43client.vi.ts` is typed against this shape.
 */
export const w43clientEn = {
  w43client: {
    /** The import toast's part: client approvals nobody in this team may approve. */
    part: '{n, plural, one {# not approved: nobody else in this team may approve it} other {# not approved: nobody else in this team may approve them}}',
    /** Walk 43a (1): the toast's part: client approvals of a page made before the team's request for changes, which answers them. */
    partAnswered: '{n, plural, one {# approved on a page made before the team asked for changes: it waits for its edit} other {# approved on a page made before the team asked for changes: they wait for their edits}}',
    /** The import panel's line of it. */
    answered: 'Client approved — NOT approved: the page was made before the team asked for changes, which answers the client’s approval. The post waits for its edit; nobody needs to confirm it.',
    /** The import panel's header for a member whose role does not approve, when none of the client's approvals waits for anyone (roleKey). */
    mayNotApproveNoneWaits: 'Your role does not approve. None of the client’s approvals here waits for an approver: each says why, below. Their requests for changes are applied.',
  },
};
