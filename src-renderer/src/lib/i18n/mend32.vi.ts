import type { MessagesShape } from './en';
import type { mend32En } from './mend32.en';

/** Vietnamese strings of issue 32's fresh-eyes mends: typed against `mend32En`, so none can be missing. */
export const mend32Vi: MessagesShape<typeof mend32En> = {
  mend32: {
    time: {
      scheduledFor: 'Lên lịch lúc {time}',
      publishedAt: 'Đã đăng lúc {time}',
      handedAt: 'Đã giao cho Hub lúc {time}',
      unreachedSince: 'Đang chờ kết nối tới Hub (không kết nối được từ {time}; sẽ thử lại)',
      queuedBy: '{who} đưa vào hàng chờ lúc {time}, chưa tới Hub',
      replayedAt: '{who} phát lại lúc {time} (Hub đã có bài này)',
      inZone: '{time} ({zone})',
    },
    summary: {
      scope: 'Đếm đúng những gì bộ lọc đang hiện: {filters}, mọi kết quả.',
      total: 'Tổng những gì đang hiện',
    },
    calendar: {
      zoneNote: 'Giờ ghi theo đồng hồ riêng của từng bài; bài ở múi giờ khác múi giờ của bạn ({zone}) ghi kèm tên múi giờ.',
    },
    confirm: {
      resendYes: 'Gửi lại thành bài mới',
      liveYes: 'Đánh dấu đã đăng',
      same: 'Bản nháp chưa thay đổi kể từ khi các kênh từ chối: cùng một yêu cầu sẽ được gửi lại. Nếu bị từ chối vì nội dung (chữ, ảnh) thì sẽ bị từ chối lại; nếu vì lý do khác (tài khoản, giới hạn) thì có thể không.',
      sameYes: 'Vẫn gửi nguyên như cũ',
      sameNo: 'Mở bản nháp để sửa',
    },
  },
};
