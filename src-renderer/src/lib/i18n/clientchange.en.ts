/**
 * English strings of branch clientchange (walk 6): a client's approval of a post the agency itself
 * asked to change is flagged, and confirming it over that request is its own choice.
 * Spread into `en`; `clientchange.vi.ts` is typed against this shape.
 */
export const clientchangeEn = {
  clientchange: {
    /** The queue row / review panel: who asked, when, what. */
    overRequest: 'The client approved (via {by}), but {asker} asked for changes on {date} and this version was not changed since: “{comment}”',
    overRequestNoComment: 'The client approved (via {by}), but {asker} asked for changes on {date} and this version was not changed since.',
    confirmOver: 'Confirm over this request…',
    /** The ConfirmPanel's question. */
    question: 'Confirming approves this post as it is, over {asker}’s request for changes of {date}. The post’s history will say you approved it over that request.',
    yes: 'Approve over the request',
    confirmedOver: 'Approved over {asker}’s request for changes; the history says so.',
    /**
     * Walk 38 (2): the comment the approval leaves in the post's history, read by the whole team (names, never "you"; the
     * date with its zone). {asker}: who asked for the changes.
     */
    historyComment: "Confirmed the client's approval over an open change request: {asker} asked for changes on {date}: “{comment}”",
    historyCommentNone: "Confirmed the client's approval over an open change request: {asker} asked for changes on {date} (no comment)",
    /** The import report's line. */
    outcome: 'the client approved it, but {asker} asked for changes on this version on {date}: not approved; it waits for an approver to confirm it over that request',
    /** Approve all (campaign) left flagged posts. */
  },
};
