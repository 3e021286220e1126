/**
 * English strings of w15compose (walk 14): Compose's state line for a draft sent by two members — each send named
 * truly, from the core's sends (publisher/post-sends.ts). Spread into `en`; `w15compose.vi.ts` is typed against it.
 */
export const w15composeEn = {
  w15compose: {
    /** Above the list: the draft went out as this many Hub posts (two or more). */
    sendsHead: 'Sent as {count} posts at the Hub:',
    /** Beside a send this computer's Outbox holds (its own, or its replay of a teammate's). */
    hereNote: 'In this computer’s Outbox.',
  },
};
