/**
 * English strings of w16sends (walk 15): a draft the Hub holds more than once (one sender twice, or two senders), said
 * from the core's sends (publisher/post-sends.ts draftSends, draftAtHubSends) in Compose's Publish line, the Review
 * panel and the "Publish again…" question. Spread into `en`; `w16sends.vi.ts` is typed against it.
 */
export const w16sendsEn = {
  w16sends: {
    /** Compose's Publish line while the draft is in the Outbox and the Hub holds it as several posts (was "it is not sent twice"). */
    whyHeldMany: 'Already at the Hub as {count} posts, listed above.',
    /** The Review panel: each post the Hub holds — "sent by you Nov 27, 7:17 PM". */
    atHubOne: 'sent by {by} {since}',
    atHubMany: {
      edit: 'At the Hub as {count} posts ({list}): approving this edit lets it be sent again as a NEW post; it does not change the Hub’s posts.',
      approve: 'At the Hub as {count} posts ({list}): approving it lets it be sent again as a NEW post; it does not change the Hub’s posts.',
      held: 'At the Hub as {count} posts ({list}): an edit made now does not change the Hub’s posts; it can only be sent again as a NEW post.',
    },
    /** "Publish again…" of a draft already sent as several posts: each send, then what publishing again does. */
    publishAgainMany: 'Sent as {count} posts at the Hub: {list}. Publishing again makes one more NEW post with a new key: it will appear once more where it is live. Publish again?',
  },
};
