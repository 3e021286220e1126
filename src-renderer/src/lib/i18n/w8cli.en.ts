/**
 * English strings of w8cli (walk 8): Compose's line under a channel's own caption, by the publisher's
 * grouping (lib/captions.ts postOf): an own caption with the same text as the main one (or as another
 * channel's) goes in one Hub post with them, never "a post of its own".
 * Spread into `en`; `w8cli.vi.ts` is typed against this shape.
 */
export const w8cliEn = {
  w8cli: {
    own: {
      main: 'The same text as the main caption: sent in one post with {channels}.',
      shared: 'The same caption as {channels}: sent in one post {count, plural, =1 {with it} other {with them}}.',
    },
  },
};
