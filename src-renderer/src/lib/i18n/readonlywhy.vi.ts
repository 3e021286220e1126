import type { MessagesShape } from './en';
import type { readonlywhyEn } from './readonlywhy.en';

/** Vietnamese strings of readonlywhy: typed against `readonlywhyEn`, so none can be missing. */
export const readonlywhyVi: MessagesShape<typeof readonlywhyEn> = {
  readonlywhy: {
    draft: {
      viewer: 'Bạn là người xem trong nhóm này: bạn có thể đọc bản nháp, không thay đổi được.',
      revoked: 'Nhóm đã thu hồi mã của máy này: bạn có thể đọc bản nháp, không thay đổi được. Hãy xin chủ nhóm một mã mới và tham gia lại trong Cài đặt.',
      left: 'Bạn đã rời nhóm này: bạn có thể đọc bản nháp; bài được duyệt và đăng qua nhóm.',
      leftOn: 'Bạn đã rời {team} lúc {when}: bài này được giữ ở đây ở chế độ chỉ đọc. Hãy nhân bản để sửa một bản của riêng bạn, hoặc tham gia lại nhóm.',
      theTeam: 'nhóm',
      leftDuplicate: 'Nhân bản để sửa',
      rowReadOnly: 'Chỉ đọc',
    },
    note: {
      viewer: 'Bạn có thể xem thư viện nhưng không thay đổi được.',
      revoked: 'Nhóm đã thu hồi mã của máy này: bạn có thể xem thư viện nhưng không thay đổi được.',
      left: 'Bạn đã rời nhóm này: bạn có thể đọc các bản nháp của nhóm, không thay đổi được.',
    },
    campaigns: {
      viewer: 'Bạn là người xem trong nhóm này: bạn có thể xem các chiến dịch và lịch của chúng, không tạo, nhân bản hay dời được gì.',
      revoked: 'Nhóm đã thu hồi mã của máy này: bạn có thể xem các chiến dịch và lịch của chúng, không tạo, nhân bản hay dời được gì.',
      left: 'Bạn đã rời nhóm này: bạn có thể xem các chiến dịch và lịch của chúng, không tạo, nhân bản hay dời được gì.',
    },
    campaign: {
      viewer: 'Bạn là người xem trong nhóm này: bạn có thể xem chiến dịch này, không sửa, nhập, lên lịch hay gửi được.',
      revoked: 'Nhóm đã thu hồi mã của máy này: bạn có thể xem chiến dịch này, không sửa, nhập, lên lịch hay gửi được.',
      left: 'Bạn đã rời nhóm này: bạn có thể xem chiến dịch này, không sửa, nhập, lên lịch hay gửi được.',
    },
    all: {
      nothingSubmit: 'Mọi bài đều đang chờ duyệt hoặc đã được duyệt.',
      nothingApprove: 'Mọi bài đều đã được duyệt.',
      empty: 'Chiến dịch này chưa có bài nào.',
      refused: '{action}: chưa được — {reason}',
    },
  },
};
