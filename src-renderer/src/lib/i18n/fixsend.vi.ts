import type { fixSendEn } from './fixsend.en';
import type { MessagesShape } from './en';

/** Vietnamese strings of branch `fix-send`: typed against `fixSendEn`, so none can be missing. */
export const fixSendVi: MessagesShape<typeof fixSendEn> = {
  fixSend: {
    planStale: 'Kế hoạch đã thay đổi sau lần chạy thử: hãy chạy thử lại để xem Gửi sẽ làm gì bây giờ.',
    allHeld: '{n, plural, =1 {Bài còn lại bị giữ lại vì có vấn đề, nên sẽ không có gì được gửi. Hãy sửa bài ở thẻ Bài đăng rồi chạy thử lại.} other {Cả # bài còn lại đều bị giữ lại vì có vấn đề, nên sẽ không có gì được gửi. Hãy sửa các bài ở thẻ Bài đăng rồi chạy thử lại.}}',
    dstAfter: 'sau lần đổi giờ ngày {date}',
    dstAfterTitle: 'Đồng hồ đổi giờ vào ngày {date} ({from} → {to}), giữa bài trước trong múi giờ này và bài này.',
  },
};
