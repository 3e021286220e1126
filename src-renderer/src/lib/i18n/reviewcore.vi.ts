import type { MessagesShape } from './en';
import type { reviewcoreEn } from './reviewcore.en';

/** Vietnamese strings of a client's decisions brought back: typed against `reviewcoreEn`, so none can be missing. */
export const reviewcoreVi: MessagesShape<typeof reviewcoreEn> = {
  clientImport: {
    beforePick: 'Tệp quyết định không có chữ ký: chỉ nhập tệp do chính khách gửi lại.',
    title: 'Quyết định của khách',
    madeBy: 'Trang xem trước do {by} tạo ngày {date}; {me} mang quyết định về.',
    mayApprove: 'Vai trò của bạn được duyệt bài: các bài khách duyệt nay do bạn duyệt, có ghi rằng khách đã quyết định.',
    mayNotApprove: 'Vai trò của bạn không duyệt bài: các bài khách duyệt sẽ chờ một người duyệt xác nhận. Các yêu cầu sửa của khách đã được áp dụng.',
    undecided: 'Khách chưa quyết định ({n} bài), không có gì thay đổi với các bài này: {posts}',
    unsigned: 'Tệp không có chữ ký: hãy kiểm tra nó đúng là do khách gửi. Không thể phân biệt một quyết định bị sửa tay với quyết định của khách; Postroom chỉ kiểm tra tệp trả lời đúng trang xem trước này, liệt kê mỗi bài của trang đúng một lần (không bỏ ra, không thêm vào), đúng phiên bản khách đã xem.',
    postsChanged: 'Tệp này không liệt kê {total, plural, other {# bài}} của trang xem trước đúng như trang đã ghi: {parts}. Chưa thay đổi gì. Hãy xin khách đúng tệp mà trang của họ đã tải về; nếu vẫn thiếu bài, hãy gửi khách trang xem trước mới.',
    postsMissing: '{n, plural, other {thiếu # bài}}',
    postsExtra: '{n, plural, other {# bài không có trong trang xem trước}}',
    postsTwice: '{n, plural, other {# bài bị ghi hai lần}}',
    outcome: {
      approved: 'Khách đã duyệt — bạn đã duyệt',
      waiting_for_approver: 'Khách đã duyệt — chờ người duyệt xác nhận',
      changes_requested: 'Khách yêu cầu sửa — đã chuyển sang cần sửa, ghi chú của khách thành bình luận',
      changesNoNote: 'Khách yêu cầu sửa — đã chuyển sang cần sửa (khách không ghi chú)',
      noted: 'Đã như vậy — ghi chú của khách được thêm thành bình luận',
      unchanged: 'Đã như vậy — không có gì thay đổi',
    },
    done: 'Đã nhận quyết định của khách: {approved} bài được duyệt, {waiting} bài chờ người duyệt, {changes} bài cần sửa.',
    close: 'Đóng',
    clientDecided: '(khách đã quyết định)',
  },
};
