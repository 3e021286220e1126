/**
 * English strings of h-pubsync (walk 41a, 2): a post sent AFTER the request for changes its review holds now (the core's
 * sentAfterRequest), said beside "At the Hub since …" with both times to the second (they were 0.8 s apart).
 * `pubsync.vi.ts` is typed against this shape.
 */
export const pubsyncEn = {
  pubsync: {
    /** {by}: who sent it ("you"); {at}: when it was sent; {who}: who asked for changes ("you"); {asked}: when. */
    sentAfter: 'Sent by {by} at {at}, after {who} asked for changes at {asked}.',
  },
};
