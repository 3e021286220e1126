import type { MessagesShape } from './en';
import type { w16wordsEn } from './w16words.en';

/** Vietnamese strings of branch w16words: typed against `w16wordsEn`, so none can be missing. */
export const w16wordsVi: MessagesShape<typeof w16wordsEn> = {
  w16words: {
    reasonResend: '{n, plural, =1 {1 bài cần được duyệt lại trước khi gửi lần nữa} other {# bài cần được duyệt lại trước khi gửi lần nữa}}',
    revokedPast: '{n, plural, =1 {1 bài bị giữ lại: vào lần gửi đó, quyền truy cập của máy này đã bị thu hồi. Giờ máy đã trở lại nhóm: một lần chạy thử hoặc Gửi mới sẽ gửi bài này.} other {# bài bị giữ lại: vào lần gửi đó, quyền truy cập của máy này đã bị thu hồi. Giờ máy đã trở lại nhóm: một lần chạy thử hoặc Gửi mới sẽ gửi các bài này.}}',
    seg_revokedPast: 'bị giữ lại: vào lần gửi đó, quyền truy cập của máy này đã bị thu hồi',
  },
};
