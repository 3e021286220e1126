/** Vietnamese strings of w16camprow (typed against `w16camprow.en.ts`). */
import type { MessagesShape } from './en';
import type { w16camprowEn } from './w16camprow.en';

export const w16camprowVi: MessagesShape<typeof w16camprowEn> = {
  w16camprow: {
    sendHere: 'đã chuyển đi đăng (từ Soạn bài hoặc publish, ngoài lần Gửi này)',
  },
};
