import type { MessagesShape } from './en';
import type { xcaptionEn } from './xcaption.en';

/** Vietnamese strings of the caption block of Compose (xcaption): typed against `xcaptionEn`, so none can be missing. */
export const xcaptionVi: MessagesShape<typeof xcaptionEn> = {
  xcaption: {
    ownFor: 'chú thích riêng: {channels} ({posts, plural, =1 {giống hệt chú thích chính: một bài trên Hub cho mọi kênh} other {# bài trên Hub: một bài trong Thư viện, mỗi bài một thẻ trong Hộp thư đi}})',
  },
};
