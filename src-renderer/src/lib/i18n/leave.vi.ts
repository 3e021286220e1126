import type { MessagesShape } from './en';
import type { leaveEn } from './leave.en';

/** Vietnamese strings of leave (issue 34): typed against `leaveEn`. */
export const leaveVi: MessagesShape<typeof leaveEn> = {
  leave: {
    heldWhy: 'Bạn đã rời nhóm sở hữu bài này: bài của nhóm được đăng qua nhóm. Hãy tham gia lại, hoặc Nhân bản bài để đăng một bản của riêng bạn.',
    notAccepted: '{n, plural, other {# thay đổi làm trên máy này}} không được nhóm nhận: vai trò hiện tại của bạn không được sửa thư viện. Chúng vẫn ở đây để đọc.',
  },
};
