/**
 * English strings of w23insta: a required field's problem said where the field is not known (the campaign Posts tab's
 * reason carries only the problem's code): "A required field is empty ()." became "A required field is empty.".
 * Spread into `en`; `w23insta.vi.ts` is typed against this shape.
 */
export const w23instaEn = {
  w23insta: {
    missingFieldAny: 'A required field is empty.',
  },
};
