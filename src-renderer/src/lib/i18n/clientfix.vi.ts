import type { MessagesShape } from './en';
import type { clientfixEn } from './clientfix.en';

/** Vietnamese strings of the client decisions fixes: typed against `clientfixEn`, so none can be missing. */
export const clientfixVi: MessagesShape<typeof clientfixEn> = {
  clientfix: {
    alreadySame: 'Các quyết định này đã được {by} nhập lúc {date}. Không thêm gì.',
    alreadyOther: 'Quyết định từ trang xem trước này đã được {by} nhập lúc {date}, với các quyết định khác. Chưa thay đổi gì. Nếu khách đổi ý, hãy gửi khách trang xem trước mới.',
    approvalKept: 'Khách yêu cầu sửa — nhưng bài đã được người duyệt duyệt, và vai trò của bạn không duyệt bài: bài vẫn được duyệt, ghi chú của khách được thêm thành bình luận để người duyệt quyết định',
    approvalKeptNoNote: 'Khách yêu cầu sửa — nhưng bài đã được người duyệt duyệt, và vai trò của bạn không duyệt bài: bài vẫn được duyệt, để người duyệt quyết định (khách không ghi chú)',
    atHubScheduled: 'Vẫn đang lên lịch ở Hub: yêu cầu này không dừng được bài, và Hub không thể hủy bài. Bài đã sửa chỉ có thể gửi thành một bài mới.',
    atHubSent: 'Đã đăng: yêu cầu này không thay đổi được bài đã đăng.',
    atHubUnknown: 'Đã gửi lên Hub nhưng không nhận được trả lời: bài có thể đã lên lịch hoặc đã đăng. Yêu cầu này không dừng được bài; bài đã sửa chỉ có thể gửi thành một bài mới.',
    clientApproved: 'Khách đã duyệt (qua {by}) — cần xác nhận',
    confirm: 'Xác nhận bài khách đã duyệt',
    confirmed: 'Đã duyệt: bạn đã xác nhận bài khách duyệt.',
    toast: 'Khách đã duyệt “{caption}” (qua {by}): hãy xác nhận trong Xét duyệt.',
  },
};
