/**
 * English strings of sendtab (issue 34, walk 6): the campaign Send tab and dry run name who asked
 * for changes ({who}: the names the core gives, "Bảo" or "Bảo, Chi").
 * Spread into `en`; `sendtab.vi.ts` is typed against this shape.
 */
export const sendtabEn = {
  sendtab: {
    /** Send, when nothing would go and some posts came back with changes requested. */
    partChangesBy: '{n, plural, one {{who} asked for changes on # post: edit it and send it for review again.} other {{who} asked for changes on # posts: edit them and send them for review again.}}',
    /** Send and the dry run, when some posts go and others came back with changes requested. */
    someChangesBy: '{n, plural, one {{who} asked for changes on # post: it is not sent until it is edited and approved.} other {{who} asked for changes on # posts: they are not sent until they are edited and approved.}}',
    /** The held-back posts' reasons (sendwords.sendCounts, summaryHeld). */
    reasonChangesBy: '{n} with changes requested by {who}',
  },
};
