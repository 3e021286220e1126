import type { MessagesShape } from './en';
import type { rolesEn } from './roles.en';

/** Vietnamese strings of roles: typed against `rolesEn`, so none can be missing. */
export const rolesVi: MessagesShape<typeof rolesEn> = {
  roles: {
    refused: 'Vai trò chưa được đổi.',
    changeLabel: 'Vai trò của {name}',
    changed: '{name} giờ là {role}.',
    hint: 'Là chủ nhóm, bạn đổi vai trò của thành viên ở đây; ứng dụng của họ làm theo ngay. Nhóm luôn giữ ít nhất một chủ nhóm.',
  },
};
