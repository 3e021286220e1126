import type { MessagesShape } from './en';
import type { insyncEn } from './insync.en';

/** Vietnamese strings of branch insync: typed against `insyncEn`, so none can be missing. */
export const insyncVi: MessagesShape<typeof insyncEn> = {
  insync: {
    savedNotShared: {
      revoked: 'Đã lưu trên máy này — chưa chia sẻ: mã của bạn đã bị thu hồi',
      unauthorized: 'Đã lưu trên máy này — chưa chia sẻ: máy chủ nhóm không chấp nhận mã của bạn',
    },
    membersStale: {
      revoked: 'Danh sách này từ lúc {time}: mã của bạn đã bị thu hồi nên không thể đọc lại.',
      unauthorized: 'Danh sách này từ lúc {time}: máy chủ nhóm không chấp nhận mã của bạn nên không thể đọc lại.',
    },
    onlineUnknown: 'không rõ',
  },
};
