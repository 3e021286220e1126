import type { MessagesShape } from './en';
import type { w20cliEn } from './w20cli.en';

/** Vietnamese strings of w20cli: typed against `w20cliEn`, so none can be missing. */
export const w20cliVi: MessagesShape<typeof w20cliEn> = {
  w20cli: {
    whoClientFirst: '— khách đã duyệt',
    ownerOnlyRevoked: 'Chỉ chủ nhóm mới thay đổi được các cài đặt này. Bạn từng là {role} cho đến khi mã thành viên của máy này bị thu hồi.',
  },
};
