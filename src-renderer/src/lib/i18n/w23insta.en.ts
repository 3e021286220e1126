/**
 * English strings of w23insta: a required field's problem said where the field is not known (the campaign Posts tab's
 * reason carries only the problem's code): "A required field is empty ()." became "A required field is empty."; a photo outside a
 * channel's ratio range is "taller" or "wider" than it takes (walk 20), never "wider or taller".
 * Spread into `en`; `w23insta.vi.ts` is typed against this shape.
 */
export const w23instaEn = {
  w23insta: {
    missingFieldAny: 'A required field is empty.',
    photo_too_tall: '{n, plural, =0 {A photo is} one {Photo {photos} is} other {Photos {photos} are}} taller than this channel takes: it may crop or refuse it.',
    photo_too_wide: '{n, plural, =0 {A photo is} one {Photo {photos} is} other {Photos {photos} are}} wider than this channel takes: it may crop or refuse it.',
  },
};
