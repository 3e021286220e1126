import type { MessagesShape } from './en';
import type { w43clientEn } from './w43client.en';

/** Vietnamese strings of walk 43a: typed against `w43clientEn`, so none can be missing. */
export const w43clientVi: MessagesShape<typeof w43clientEn> = {
  w43client: {
    part: '{n} bài chưa được duyệt: trong nhóm không còn ai khác duyệt được',
    partAnswered: '{n} bài khách duyệt trên trang làm trước khi nhóm yêu cầu sửa: đang chờ được sửa',
    answered: 'Khách đã duyệt — CHƯA được duyệt: trang được làm trước khi nhóm yêu cầu sửa, và yêu cầu đó đã trả lời quyết định duyệt của khách. Bài đang chờ được sửa; không ai cần xác nhận.',
    mayNotApproveNoneWaits: 'Vai trò của bạn không duyệt bài. Không có quyết định duyệt nào của khách ở đây phải chờ người duyệt: lý do ghi ở từng bài bên dưới. Các yêu cầu sửa của khách đã được áp dụng.',
  },
};
