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
    unsigned: 'Tệp không có chữ ký: hãy kiểm tra nó đúng là do khách gửi. Không thể phân biệt một tệp bị sửa tay với tệp của khách; Postroom chỉ kiểm tra tệp trả lời đúng trang xem trước này, đúng các bài và phiên bản của chúng.',
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
