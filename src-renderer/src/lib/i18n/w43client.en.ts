/**
 * English strings of walk 43a (2): a client's approval an editor relayed, of a version nobody else in this team may approve
 * (the core's preview/decisions.ts `nobodyApproves`): the import toast never says it waits for an approver. Spread into
 * `en`; `w43client.vi.ts` is typed against this shape.
 */
export const w43clientEn = {
  w43client: {
    /** The import toast's part: client approvals nobody in this team may approve. */
    part: '{n, plural, one {# not approved: nobody else in this team may approve it} other {# not approved: nobody else in this team may approve them}}',
  },
};
