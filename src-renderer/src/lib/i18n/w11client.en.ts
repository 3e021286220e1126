/**
 * English strings of w11client (walk 11): a client's approval of a version already approved is the client's agreement,
 * not a step anyone confirms (team/preview/agrees.ts): the decisions import says it plainly, the teammates' toast says
 * the client agrees (never "confirm it"), the queue row's Who line says "the client agrees". Spread into `en`;
 * `w11client.vi.ts` is typed against this shape.
 */
export const w11clientEn = {
  w11client: {
    /** The import toast's part (outcome client_agrees). */
    part: '{n} already approved — the client agrees',
    /** The import panel's line (outcome client_agrees), without and with the client's note. */
    outcome: 'Client approved — already approved: the client agrees, nothing to confirm',
    outcomeNoted: 'Client approved — already approved: the client agrees, nothing to confirm; their note added as a comment',
    /** A teammate's relay told to approvers (review event client_agreed). {by}: who relayed it. */
    toast: 'The client (via {by}) also approved “{caption}”: it was already approved, nothing to confirm.',
    /** The Who column after "approved by Bảo": the client approved this very version too. */
    whoAgrees: '— the client agrees',
  },
};
