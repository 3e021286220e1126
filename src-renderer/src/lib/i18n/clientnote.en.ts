/**
 * English strings of branch clientnote (walk 7): a client's request for changes on a post an approver
 * approved waits for an approver, who keeps the approval or asks for changes.
 * Spread into `en`; `clientnote.vi.ts` is typed against this shape.
 */
export const clientnoteEn = {
  clientnote: {
    /** The queue row / review panel / campaign Review tab. */
    asked: 'The client asked for changes (via {by}, {date}): “{comment}” — the approval stands until an approver decides',
    askedNoComment: 'The client asked for changes (via {by}, {date}) — the approval stands until an approver decides',
    /** To a member who may decide. */
    decide: 'Keep the approval, or press Request changes to send it back to its editor.',
    /** A post the Hub holds (c44018e's words). */
    atHub: 'The Hub holds it: it goes out as scheduled unless someone edits it and sends a new one.',
    toastOver: 'The client approved “{caption}” (via {by}), but {asker} asked for changes on this version: see it in Review.',
    keep: 'Keep the approval',
    kept: 'The approval is kept; the client’s request is answered.',
  },
};
