import type { MessagesShape } from './en';
import type { w11wordsEn } from './w11words.en';

/** Vietnamese strings of w11words: typed against `w11wordsEn`, so none can be missing. */
export const w11wordsVi: MessagesShape<typeof w11wordsEn> = {
  w11words: {
    kept: '{by} đã giữ nguyên duyệt dù khách yêu cầu sửa',
    toastDetail: 'Chi tiết',
  },
};
