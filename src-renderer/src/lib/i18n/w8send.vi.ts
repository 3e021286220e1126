import type { MessagesShape } from './en';
import type { w8sendEn } from './w8send.en';

/** Vietnamese strings of the Send tab's named held posts: typed against `w8sendEn`, so none can be missing. */
export const w8sendVi: MessagesShape<typeof w8sendEn> = {
  w8send: {
    sendChangesBy: 'chưa gửi ({who} yêu cầu sửa)',
    sendChanges: 'chưa gửi (được yêu cầu sửa)',
    sendWaiting: 'chưa gửi (đang chờ duyệt)',
    heldProblems: '{n, plural, =1 {# bài bị giữ lại vì có lỗi: Gửi sẽ bỏ qua bài này cho đến khi bạn sửa nó trong thẻ Bài đăng.} other {# bài bị giữ lại vì có lỗi: Gửi sẽ bỏ qua các bài này cho đến khi bạn sửa chúng trong thẻ Bài đăng.}}',
    named: 'Bài {position} ({caption}): {problems}',
    more: '{n, plural, =1 {và # bài nữa} other {và # bài nữa}}',
  },
};
