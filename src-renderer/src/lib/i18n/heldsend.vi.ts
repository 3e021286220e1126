import type { MessagesShape } from './en';
import type { heldsendEn } from './heldsend.en';

/** Vietnamese strings of heldsend: typed against `heldsendEn`, so none can be missing. */
export const heldsendVi: MessagesShape<typeof heldsendEn> = {
  heldsend: {
    allWaiting: '{n, plural, =1 {Bài còn lại đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi bài được duyệt. Hãy gửi bài để duyệt hoặc nhờ người duyệt (thẻ Xét duyệt), rồi chạy thử lại.} other {Cả # bài còn lại đều đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi các bài được duyệt. Hãy gửi các bài để duyệt hoặc nhờ người duyệt (thẻ Xét duyệt), rồi chạy thử lại.}}',
    nothingSent: 'Sẽ không có gì được gửi cho đến khi xử lý xong những bài này; sau đó hãy chạy thử lại:',
    partErrors: '{n, plural, other {# bài bị giữ lại vì có vấn đề: hãy sửa ở thẻ Bài đăng.}}',
    partWaiting: '{n, plural, other {# bài đang chờ {who} phê duyệt (thẻ Xét duyệt).}}',
    partChanges: '{n, plural, other {# bài được yêu cầu sửa: hãy sửa rồi gửi duyệt lại.}}',
    someChanges: '{n, plural, other {# bài được yêu cầu sửa và chưa được gửi cho đến khi được sửa và duyệt.}}',
    someWaiting: '{n, plural, other {# bài đang chờ {who} phê duyệt và chưa được gửi cho đến khi được duyệt (thẻ Xét duyệt).}}',
    postsInReview: '{n, plural, other {# bài đang chờ duyệt}}',
    postsChanges: '{n, plural, other {# bài cần sửa}}',
  },
};
