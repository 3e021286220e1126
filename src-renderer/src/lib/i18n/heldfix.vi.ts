import type { MessagesShape } from './en';
import type { heldfixEn } from './heldfix.en';

/** Vietnamese strings of heldfix: typed against `heldfixEn`, so none can be missing. */
export const heldfixVi: MessagesShape<typeof heldfixEn> = {
  heldfix: {
    waits: {
      waiting_approval: 'Đang chờ {who} phê duyệt.',
      waiting_review: 'Cần {who} phê duyệt: hãy gửi bài để duyệt trước.',
      changes_requested: 'Bài được yêu cầu sửa: hãy sửa bài rồi gửi duyệt lại.',
      changes_requested_by: '{who} yêu cầu sửa: hãy sửa bài rồi gửi duyệt lại.',
      role_cannot_publish: 'Người xem không đăng được bài: hãy nhờ một biên tập viên, người duyệt hoặc chủ nhóm gửi bài.',
      resend_needs_approval: 'Muốn đăng lại cần được duyệt lại: hãy gửi bài để duyệt lại.',
    },
    approvers: {
      owner: 'chủ nhóm',
      approver: 'người duyệt',
      both: 'chủ nhóm hoặc người duyệt',
    },
    dryWaiting: '{n, plural, other {# bài}} đang chờ {who} phê duyệt và chưa được gửi cho đến khi được duyệt: hãy gửi duyệt, hoặc nhờ người duyệt (đánh dấu “Chờ duyệt” bên dưới).',
    rowWaiting: 'Chờ duyệt',
    notSent: 'Chưa gửi. {reason}',
  },
};
