/** Vietnamese strings of w20outbox (typed against `w20outbox.en.ts`). */
import type { MessagesShape } from './en';
import type { w20outboxEn } from './w20outbox.en';

export const w20outboxVi: MessagesShape<typeof w20outboxEn> = {
  w20outbox: {
    retried: 'Đã gửi lại bằng lần thử lại → {state}',
    retriedAway: 'Đã gửi lại bằng một lần thử lại',
    retriedTitle: 'Hub giữ bài này với {channel} bị từ chối. Một lần thử lại các kênh bị từ chối đã gửi lại {channel} thành một bài riêng: dòng của nó có trong bảng này. Ở đây không còn gì phải sửa.',
    showRetry: 'Xem lần thử lại',
  },
};
