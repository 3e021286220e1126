import type { MessagesShape } from './en';
import type { w42aEn } from './w42a.en';

/** Vietnamese strings of walk 42a: typed against `w42aEn`, so none can be missing. */
export const w42aVi: MessagesShape<typeof w42aEn> = {
  w42a: {
    part: '{n} bài bạn không duyệt được (bạn đã viết hoặc sửa): duyệt của khách đang chờ',
    outcome: 'Khách đã duyệt — CHƯA được duyệt: {reason}. Duyệt của khách đang chờ. {who}',
    mayApproveNotOwn: 'Vai trò của bạn được duyệt: các bài khách duyệt giờ là bài bạn duyệt, có ghi rõ là khách đã quyết định — trừ phiên bản bạn đã viết hoặc sửa, mà nhóm này không cho bạn tự duyệt: các bài đó đang chờ, như bên dưới.',
    clientWaitingNobody: 'Khách đã duyệt (qua {by}) — chưa được duyệt: trong nhóm không còn ai khác duyệt được phiên bản này',
  },
};
