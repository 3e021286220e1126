/** Vietnamese strings of w16camprow (typed against `w16camprow.en.ts`). */
import type { MessagesShape } from './en';
import type { w16camprowEn } from './w16camprow.en';

export const w16camprowVi: MessagesShape<typeof w16camprowEn> = {
  w16camprow: {
    sendHere: 'đã gửi từ máy này',
    sendReplayed: 'Hub đã có bài này (máy này gửi lại)',
    sendHereTitle: 'Đã chuyển đi đăng từ máy này (Soạn bài, Hộp thư đi hoặc postroom publish), ngoài lần Gửi của chiến dịch này: chiến dịch tính bài này là đã gửi.',
  },
};
