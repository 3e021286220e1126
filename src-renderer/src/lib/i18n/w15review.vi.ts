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
    ask: {
      approve: '{n, plural, =1 {duyệt bài ở thẻ Xét duyệt} other {duyệt các bài ở thẻ Xét duyệt}}',
      mixed: 'duyệt {n} bài ở thẻ Xét duyệt; {others} bài còn lại là bài của bạn: nhờ {who} duyệt',
    },
    allInReview: '{n, plural, =1 {Bài còn lại đang được xét duyệt: bài đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi bài được duyệt. Hãy {ask}{again, select, yes {, rồi chạy thử lại} other {}}.} other {Cả # bài còn lại đều đang được xét duyệt: các bài đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi các bài được duyệt. Hãy {ask}{again, select, yes {, rồi chạy thử lại} other {}}.}}',
    allBoth: 'Cả {n} bài còn lại đều đang chờ nhóm xét duyệt, nên sẽ không có gì được gửi cho đến khi các bài được duyệt. {inReview} bài đang được xét duyệt, đang chờ {who} phê duyệt: hãy {ask}; {toSubmit} bài chưa được gửi để duyệt (hãy gửi để duyệt ở thẻ Xét duyệt){again, select, yes {. Rồi chạy thử lại} other {}}.',
    allWaiting: '{n, plural, =1 {Bài còn lại đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi bài được duyệt. Hãy gửi bài để duyệt hoặc {ask}{again, select, yes {, rồi chạy thử lại} other {}}.} other {Cả # bài còn lại đều đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi các bài được duyệt. Hãy gửi các bài để duyệt hoặc {ask}{again, select, yes {, rồi chạy thử lại} other {}}.}}',
  },
};
