import type { MessagesShape } from './en';
import type { leaveEn } from './leave.en';

/** Vietnamese strings of leave (issue 34): typed against `leaveEn`. */
export const leaveVi: MessagesShape<typeof leaveEn> = {
  leave: {
    notAccepted: '{n, plural, other {# thay đổi làm trên máy này}} không được nhóm nhận: vai trò hiện tại của bạn không được sửa thư viện. Chúng vẫn ở đây để đọc.',
  },
};
