/**
 * English strings of branch w11held (walk 11): where a sent post is, in Compose's Publish line, as the core's
 * send hold says it (publisher/send-hold.ts), for a post a teammate's laptop sent. Spread into `en`;
 * `w11held.vi.ts` is typed against this shape.
 */
export const w11heldEn = {
  w11held: {
    /** The Hub holds it for its time (never "X's computer is sending it": nothing is being sent). */
    atHub: 'At the Hub, scheduled for {time} {zone} (sent by {who}): it is not sent twice.',
    atHubQueue: 'At the Hub, in its posting queue (sent by {who}): it is not sent twice.',
    unknown: 'The Hub did not say whether it took it, so it may hold it (sent by {who}): it is not sent twice.',
    out: '{who}’s computer sent it: the team has its outcome.',
  },
};
