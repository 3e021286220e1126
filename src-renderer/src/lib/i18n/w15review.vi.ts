import type { MessagesShape } from './en';
import type { w15reviewEn } from './w15review.en';

/** Vietnamese strings of branch w15review: typed against `w15reviewEn`, so none can be missing. */
export const w15reviewVi: MessagesShape<typeof w15reviewEn> = {
  w15review: {
    why: {
      notSentYou: 'chưa gửi duyệt — bạn có thể gửi, hoặc {author}',
      notSentYouNoAuthor: 'chưa gửi duyệt — bạn có thể gửi',
    },
  },
};
