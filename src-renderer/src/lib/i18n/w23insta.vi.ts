import type { MessagesShape } from './en';
import type { w23instaEn } from './w23insta.en';

/** Vietnamese strings of w23insta: typed against `w23instaEn`, so none can be missing. */
export const w23instaVi: MessagesShape<typeof w23instaEn> = {
  w23insta: {
    missingFieldAny: 'Một trường bắt buộc đang trống.',
  },
};
