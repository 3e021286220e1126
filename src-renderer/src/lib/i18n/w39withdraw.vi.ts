import type { MessagesShape } from './en';
import type { w39withdrawEn } from './w39withdraw.en';

/** Vietnamese strings of walk 39b: typed against `w39withdrawEn`, so none can be missing. */
export const w39withdrawVi: MessagesShape<typeof w39withdrawEn> = {
  w39withdraw: {
    againWaitWithdraw: 'Bài đã được gửi lên Hub theo lần duyệt hiện tại: gửi lại thành bài mới phải chờ {who} rút bài khỏi duyệt trong mục Xét duyệt rồi gửi duyệt lại.',
    againNobodyWithdraw: 'Bài đã được gửi lên Hub theo lần duyệt hiện tại: muốn gửi lại thành bài mới, bài phải được rút khỏi duyệt trong mục Xét duyệt trước, nhưng hiện không thành viên nào được phép rút (tác giả hoặc chủ nhóm) làm được: hãy hỏi chủ nhóm.',
  },
};
