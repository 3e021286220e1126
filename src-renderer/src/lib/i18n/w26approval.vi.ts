import type { MessagesShape } from './en';
import type { w26approvalEn } from './w26approval.en';

/** Vietnamese strings of w26approval (walk 24, 3): typed against `w26approvalEn`. */
export const w26approvalVi: MessagesShape<typeof w26approvalEn> = {
  w26approval: {
    line: '{n, plural, =1 {Phê duyệt của bạn đã bị máy chủ nhóm từ chối: phê duyệt này được giữ} other {{n} phê duyệt của bạn {posts, plural, =1 {cho một bài} other {cho # bài}} đã bị máy chủ nhóm từ chối: các phê duyệt này được giữ}} trên máy này, không bao giờ gửi lại; các thay đổi khác của bạn vẫn được đồng bộ.',
    refused: '{times, plural, =1 {Phê duyệt của bạn cho {rule, select, not_held {một phiên bản trước của bài} other {bài}}} other {# phê duyệt của bạn cho {rule, select, not_held {các phiên bản trước của bài} other {bài}}}} "{caption}" đã bị máy chủ nhóm từ chối: {reason}',
    reason: {
      own_post: 'bạn là người tạo bài này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. {times, plural, =1 {Phê duyệt này} other {Các phê duyệt này}} chưa đến được đồng đội; một người duyệt khác phải phê duyệt bài.',
      own_version: 'bạn đã thay đổi nội dung sẽ đăng trong phiên bản này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. {times, plural, =1 {Phê duyệt này} other {Các phê duyệt này}} chưa đến được đồng đội; một người duyệt khác phải phê duyệt bài.',
      own_postNobody: 'bạn là người tạo bài này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. {times, plural, =1 {Phê duyệt này} other {Các phê duyệt này}} chưa đến được đồng đội; trong nhóm không còn ai khác duyệt được bài này: chủ nhóm có thể bật “Người viết được tự duyệt bài của mình” trong Cài đặt, hoặc cho một thành viên khác làm người duyệt.',
      own_versionNobody: 'bạn đã thay đổi nội dung sẽ đăng trong phiên bản này, và theo cài đặt trên máy chủ, nhóm không cho tác giả tự phê duyệt bài của mình. {times, plural, =1 {Phê duyệt này} other {Các phê duyệt này}} chưa đến được đồng đội; trong nhóm không còn ai khác duyệt được bài này: chủ nhóm có thể bật “Người viết được tự duyệt bài của mình” trong Cài đặt, hoặc cho một thành viên khác làm người duyệt.',
      not_held: '{times, plural, =1 {phê duyệt này dành cho một phiên bản} other {các phê duyệt này dành cho những phiên bản}} mà nhóm không có (bài đã thay đổi, hoặc thay đổi của bài chưa đến được nhóm). {times, plural, =1 {Phê duyệt} other {Các phê duyệt}} chưa đến được đồng đội; hãy đọc lại bài và phê duyệt phiên bản mà nhóm đang có.',
    },
    noCaption: '(không có chú thích)',
    dismiss: 'Ẩn thông báo',
    failed: 'Không hiển thị được ở đây các phê duyệt bị từ chối đang giữ trên máy này; lệnh postroom team status liệt kê chúng.',
  },
};
