import type { MessagesShape } from './en';
import type { w26approvalEn } from './w26approval.en';

/** Vietnamese strings of w26approval (walk 24, 3): typed against `w26approvalEn`. */
export const w26approvalVi: MessagesShape<typeof w26approvalEn> = {
  w26approval: {
    line: '{n, plural, =1 {Phê duyệt của bạn đã} other {# phê duyệt của bạn đã}} bị máy chủ nhóm từ chối: được giữ trên máy này, không bao giờ gửi lại; các thay đổi khác của bạn vẫn được đồng bộ.',
    refused: 'Phê duyệt của bạn cho {rule, select, not_held {một phiên bản trước của bài} other {bài}} "{caption}" đã bị máy chủ nhóm từ chối: {reason}',
    reason: {
      own_post: 'bạn là người tạo bài này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. Phê duyệt này chưa đến được đồng đội; một người duyệt khác phải phê duyệt bài.',
      own_version: 'bạn đã thay đổi nội dung sẽ đăng trong phiên bản này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. Phê duyệt này chưa đến được đồng đội; một người duyệt khác phải phê duyệt bài.',
      not_held: 'phê duyệt này dành cho một phiên bản mà nhóm không có (bài đã thay đổi, hoặc thay đổi của bài chưa đến được nhóm). Phê duyệt chưa đến được đồng đội; hãy đọc lại bài và phê duyệt phiên bản mà nhóm đang có.',
    },
    noCaption: '(không có chú thích)',
    dismiss: 'Ẩn thông báo',
  },
};
