import type { MessagesShape } from './en';
import type { composeliveEn } from './composelive.en';

/** Vietnamese strings of composelive: typed against `composeliveEn`, so none can be missing. */
export const composeliveVi: MessagesShape<typeof composeliveEn> = {
  composelive: {
    revokedLine: 'Bạn: {name} — mã đã bị thu hồi',
    revokedYou: 'Bạn là {name}: mã thành viên của máy này đã bị thu hồi.',
    editedAfterByMe: 'Bạn đã sửa sau khi {by} duyệt',
  },
};
