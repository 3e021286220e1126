import type { MessagesShape } from './en';
import type { mend32En } from './mend32.en';

/** Vietnamese strings of issue 32's fresh-eyes mends: typed against `mend32En`, so none can be missing. */
export const mend32Vi: MessagesShape<typeof mend32En> = {
  mend32: {
    time: {
      scheduledFor: 'Lên lịch lúc {time}',
      publishedAt: 'Đã đăng lúc {time}',
      handedAt: 'Đã giao cho Hub lúc {time}',
      inZone: '{time} ({zone})',
    },
    summary: {
      scope: 'Đếm đúng những gì bộ lọc đang hiện: {filters}, mọi kết quả.',
    },
    calendar: {
      zoneNote: 'Giờ ghi theo đồng hồ riêng của từng bài; bài ở múi giờ khác múi giờ của bạn ({zone}) ghi kèm tên múi giờ.',
    },
  },
};
