/**
 * English strings of the caption block of Compose (xcaption, walk 6): how many Hub posts the
 * channels' captions make, as the core derives it (publisher/captions.ts captionGroups).
 * Spread into `en`; `xcaption.vi.ts` is typed against this shape.
 */
export const xcaptionEn = {
  xcaption: {
    ownFor: 'own caption: {channels} ({posts, plural, =1 {the same text as the main caption: one Hub post for every channel} other {# Hub posts: one post in the Library, one card each in the Outbox}})',
  },
};
