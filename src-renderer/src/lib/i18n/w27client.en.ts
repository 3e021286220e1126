/**
 * English strings of w27client (walk 23): what the client preview page marks, told to whoever made it
 * (src-main/team/preview/verdict.ts: a channel that will not take a post as shown, or may refuse it).
 * Spread into `en`; `w27client.vi.ts` is typed against this shape.
 */
export const w27clientEn = {
  w27client: {
    cannot: '{n, plural, one {# post has a channel that will not take it as shown: the page marks it} other {# posts have a channel that will not take them as shown: the page marks them}} for your client (Postroom’s check).',
    may: '{n, plural, one {# post has a channel that may refuse it} other {# posts have a channel that may refuse them}} (marked on the page).',
  },
};
