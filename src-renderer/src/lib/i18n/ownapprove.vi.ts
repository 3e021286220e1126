import type { MessagesShape } from './en';
import type { ownapproveEn } from './ownapprove.en';

/** Vietnamese strings of h-ownapprove (walk 43b, 3): typed against `ownapproveEn`. */
export const ownapproveVi: MessagesShape<typeof ownapproveEn> = {
  ownapprove: {
    onlyHere: 'trên máy này, nhóm chưa nhận',
    onlyHereWhy: 'Bạn đã duyệt bài trên máy này. Máy chủ nhóm chưa nhận phê duyệt này (chưa được gửi, hoặc chưa có trả lời) và vẫn có thể từ chối.',
    reason: {
      own_post: 'bạn là người tạo bài này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. {times, plural, =1 {Phê duyệt này} other {Các phê duyệt này}} chưa đến được đồng đội; {names} có thể phê duyệt bài.',
      own_version: 'bạn đã thay đổi nội dung sẽ đăng trong phiên bản này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. {times, plural, =1 {Phê duyệt này} other {Các phê duyệt này}} chưa đến được đồng đội; {names} có thể phê duyệt bài.',
    },
  },
};
