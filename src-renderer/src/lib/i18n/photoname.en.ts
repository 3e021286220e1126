/**
 * English strings of a photo's name (walk 3a, `photoname`): a photo whose file name is not known
 * (a teammate's photo from an older build) is named by its number, never by its hash.
 * Spread into `en`; `photoname.vi.ts` is typed against this shape.
 */
export const photonameEn = {
  photoName: {
    numbered: 'Photo {n}',
  },
};
