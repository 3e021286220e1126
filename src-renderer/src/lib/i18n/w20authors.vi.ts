import type { MessagesShape } from './en';
import type { w20authorsEn } from './w20authors.en';

/** Vietnamese strings of w20authors: typed against `w20authorsEn`, so none can be missing. */
export const w20authorsVi: MessagesShape<typeof w20authorsEn> = {
  w20authors: {
    waiting_approval: 'Đang chờ duyệt, nhưng trong nhóm không ai duyệt được bài này: chủ nhóm có thể bật “Người viết được tự duyệt bài của mình” trong Cài đặt, hoặc cho một thành viên khác làm người duyệt.',
    waiting_review: 'Chưa gửi duyệt, và trong nhóm không ai duyệt được bài này: chủ nhóm có thể bật “Người viết được tự duyệt bài của mình” trong Cài đặt, hoặc cho một thành viên khác làm người duyệt.',
    noApprover: 'Trong nhóm không ai duyệt được bài này: chủ nhóm có thể cho một thành viên khác làm người duyệt.',
    campaign: '{n} bài không ai trong nhóm duyệt được: chủ nhóm có thể bật “Người viết được tự duyệt bài của mình” trong Cài đặt, hoặc cho một thành viên khác làm người duyệt.',
    campaignNoApprover: '{n} bài không ai trong nhóm duyệt được: chủ nhóm có thể cho một thành viên khác làm người duyệt.',
    reason: '{n} bài không ai trong nhóm duyệt được',
    row: 'chưa gửi (trong nhóm không ai duyệt được bài này)',
  },
};
