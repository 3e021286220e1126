/** Vietnamese strings of w17postsreason (typed against `w17postsreason.en.ts`). */
import type { MessagesShape } from './en';
import type { w17postsreasonEn } from './w17postsreason.en';

export const w17postsreasonVi: MessagesShape<typeof w17postsreasonEn> = {
  w17postsreason: {
    problems: 'chưa gửi (có lỗi)',
    problemsNamed: 'chưa gửi (có lỗi: {problems})',
    left: 'chưa gửi (bạn đã rời nhóm: bài của nhóm được đăng qua nhóm)',
    inReview: 'chưa gửi (đang chờ {who} phê duyệt)',
    toSubmit: 'chưa gửi (chưa được gửi để duyệt)',
    takenBack: 'chưa gửi ({who} đã rút lại duyệt)',
    resend: 'chưa gửi (cần được duyệt lại trước khi gửi lần nữa)',
    role: 'chưa gửi (người xem không thể đăng bài)',
    revoked: 'chưa gửi (quyền truy cập của máy này đã bị thu hồi)',
    revokedProblems: 'chưa gửi (quyền truy cập của máy này đã bị thu hồi; và có lỗi: {problems})',
    ready: 'chưa gửi (giờ đã sẵn sàng gửi)',
    unchecked: 'chưa gửi (chưa được kiểm tra lại từ lần gửi đó)',
  },
};
