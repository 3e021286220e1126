import type { MessagesShape } from './en';
import type { presenceEn } from './presence.en';

/** Vietnamese strings of the presence branch: typed against `presenceEn`, so none can be missing. */
export const presenceVi: MessagesShape<typeof presenceEn> = {
  presenceTeam: {
    revoked: 'đã thu hồi {when}',
    revokedTitle: 'Mã của thành viên này đã bị thu hồi: họ không thể đọc hay thay đổi thư viện của nhóm nữa.',
    onlineHint: 'Trực tuyến nghĩa là đang kết nối với máy chủ nhóm lúc này; danh sách tự cập nhật khi có người kết nối, rời đi hoặc bị thu hồi.',
  },
};
