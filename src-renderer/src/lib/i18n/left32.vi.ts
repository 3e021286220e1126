import type { MessagesShape } from './en';
import type { left32En } from './left32.en';

/** Vietnamese strings of the Outbox's second round: typed against `left32En`, so none can be missing. */
export const left32Vi: MessagesShape<typeof left32En> = {
  attempts: {
    sentAgain: 'Đã gửi lại',
    sentAgainTitle: 'Một lần gửi trước của dòng bên trên: bài đã được gửi lại thành bài mới. Kết quả của lần này vẫn như Hub để lại; lần này không được tính trong bảng tổng hợp.',
    shownEarlier: '{n, plural, =1 {# lần gửi trước, hiển thị sau dòng đã thay thế nó} other {# lần gửi trước, mỗi lần hiển thị sau dòng đã thay thế nó}}',
    took: {
      completed: 'đã nhận bài và đăng lên mọi kênh.',
      partial: 'đã nhận bài; một số kênh từ chối bài.',
      failed: 'đã nhận bài; các kênh của bài đã từ chối.',
      processing: 'đã nhận bài và khi đó vẫn đang xử lý.',
      scheduled: 'đã nhận bài và giữ bài đến giờ đăng.',
      other: 'đã nhận bài.',
    },
  },
};
