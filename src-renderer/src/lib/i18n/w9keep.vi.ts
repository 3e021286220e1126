import type { MessagesShape } from './en';
import type { w9keepEn } from './w9keep.en';

/** Vietnamese strings of branch w9keep: typed against `w9keepEn`, so none can be missing. */
export const w9keepVi: MessagesShape<typeof w9keepEn> = {
  w9keep: {
    leftTeam: 'Không gian làm việc này đã rời nhóm: các bài của nhóm giữ lại ở đây được duyệt và đăng qua nhóm (hãy tham gia lại để duyệt chúng, hoặc Nhân bản bài để có một bản của riêng bạn). Khi đã rời nhóm, không bước duyệt nào được ghi ở đây, kể cả với bài bạn tự viết: hãy tham gia lại, rồi gửi bài đi duyệt.',
  },
};
