import type { MessagesShape } from './en';
import type { w28stateEn } from './w28state.en';

/** Vietnamese strings of w28state: typed against `w28stateEn`, so none can be missing. */
export const w28stateVi: MessagesShape<typeof w28stateEn> = {
  w28state: {
    state_unknownOutcome: 'chưa xong: {n} bài chưa rõ kết quả — hãy hỏi Hub trong Hộp thư đi',
    state_doneRefused: 'không gửi được bài nào: Hub đã từ chối mọi bài',
    unknown: '{n} bài chưa rõ kết quả',
    refused: '{n} bài bị Hub từ chối (không gửi được gì)',
    rows: {
      in_review: '{n} đang chờ duyệt',
      to_submit: '{n} chưa gửi duyệt',
      changes: '{n} được yêu cầu sửa',
      changesBy: '{n} được {who} yêu cầu sửa',
      resend: '{n} đã gửi theo lần duyệt trước (cần duyệt lại)',
      role: '{n} bị giữ lại: vai trò của bạn không được đăng',
    },
  },
};
