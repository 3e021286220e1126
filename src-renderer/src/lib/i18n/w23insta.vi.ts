import type { MessagesShape } from './en';
import type { w23instaEn } from './w23insta.en';

/** Vietnamese strings of w23insta: typed against `w23instaEn`, so none can be missing. */
export const w23instaVi: MessagesShape<typeof w23instaEn> = {
  w23insta: {
    missingFieldAny: 'Một trường bắt buộc đang trống.',
    photo_too_tall: '{n, plural, =0 {Có ảnh} other {Ảnh {photos}}} cao hơn tỉ lệ kênh này nhận: kênh có thể cắt hoặc từ chối ảnh.',
    photo_too_wide: '{n, plural, =0 {Có ảnh} other {Ảnh {photos}}} rộng hơn tỉ lệ kênh này nhận: kênh có thể cắt hoặc từ chối ảnh.',
  },
};
