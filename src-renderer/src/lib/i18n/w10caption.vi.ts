import type { MessagesShape } from './en';
import type { w10captionEn } from './w10caption.en';

/** Vietnamese strings of w10caption (walk 10, F1): typed against `w10captionEn`, so none can be missing. */
export const w10captionVi: MessagesShape<typeof w10captionEn> = {
  w10caption: {
    editedAsSent: 'Bản nháp đã được sửa sau đó: Hub giữ nội dung này, như lúc được duyệt ngày {date}.',
    rowAsSent: 'bản nháp đã sửa sau đó',
    rowAsSentTitle: 'Bản nháp đã được sửa sau khi gửi: Hub giữ chú thích này, như lúc được duyệt ngày {date}.',
    rowNotSent: 'đã sửa sau khi gửi: không phải nội dung Hub giữ',
    rowNotSentTitle: 'Đã sửa sau khi gửi: Hub giữ nội dung như lúc được duyệt ngày {date}, không phải chú thích này.',
  },
};
