import type { MessagesShape } from './en';
import type { w10campEn } from './w10camp.en';

/** Vietnamese strings of w10camp: typed against `w10campEn`, so none can be missing. */
export const w10campVi: MessagesShape<typeof w10campEn> = {
  w10camp: {
    state_doneHeld: 'không gửi bài nào: mọi bài đều bị giữ lại',
    seg: {
      problems: 'không gửi (có lỗi)',
      changes: 'bị giữ lại: được yêu cầu sửa',
      approval: 'bị giữ lại: đang chờ duyệt',
      submit: 'bị giữ lại: chưa gửi duyệt',
      resend: 'bị giữ lại: đã gửi theo lần duyệt này, cần duyệt lại',
      teamSent: 'bị giữ lại: đồng đội đã gửi',
      other: 'bị giữ lại: vai trò của bạn không được đăng, hoặc bạn đã rời nhóm',
    },
  },
};
