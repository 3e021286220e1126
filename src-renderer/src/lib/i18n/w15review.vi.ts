import type { MessagesShape } from './en';
import type { w15reviewEn } from './w15review.en';

/** Vietnamese strings of branch w15review: typed against `w15reviewEn`, so none can be missing. */
export const w15reviewVi: MessagesShape<typeof w15reviewEn> = {
  w15review: {
    why: {
      notSentYou: 'chưa gửi duyệt — bạn có thể gửi, hoặc {author}',
      notSentYouNoAuthor: 'chưa gửi duyệt — bạn có thể gửi',
    },
    resend: '{n, plural, =1 {1 bài đã được gửi theo lần duyệt của nó: cần được duyệt lại trước khi gửi lần nữa (thẻ Xét duyệt).} other {# bài đã được gửi theo lần duyệt của chúng: cần được duyệt lại trước khi gửi lần nữa (thẻ Xét duyệt).}}',
    allResend: '{n, plural, =1 {Bài còn lại đã được gửi theo lần duyệt của nó: cần được duyệt lại trước khi gửi lần nữa, nên sẽ không có bài nào được gửi (thẻ Xét duyệt).} other {Cả # bài còn lại đã được gửi theo lần duyệt của chúng: cần được duyệt lại trước khi gửi lần nữa, nên sẽ không có bài nào được gửi (thẻ Xét duyệt).}}',
  },
};
