/** Vietnamese strings of w13revoked (typed against `w13revoked.en.ts`). */
import type { MessagesShape } from './en';
import type { w13revokedEn } from './w13revoked.en';

export const w13revokedVi: MessagesShape<typeof w13revokedEn> = {
  w13revoked: {
    state_notSentRevoked: 'chưa gửi: quyền truy cập của máy này đã bị thu hồi',
    seg_revoked: 'bị giữ lại: quyền truy cập của máy này đã bị thu hồi',
  },
};
