import type { MessagesShape } from './en';
import type { w17youEn } from './w17you.en';

/** Vietnamese strings of branch w17you: typed against `w17youEn`, so none can be missing. */
export const w17youVi: MessagesShape<typeof w17youEn> = {
  w17you: {
    leftTitle: '{n, plural, =1 {Giữ lại từ nhóm bạn đã rời: 1 bài đang duyệt, như lúc bạn rời nhóm. Ở đây không thể làm bước duyệt nào: hãy tham gia lại nhóm để duyệt.} other {Giữ lại từ nhóm bạn đã rời: # bài đang duyệt, như lúc bạn rời nhóm. Ở đây không thể làm bước duyệt nào: hãy tham gia lại nhóm để duyệt.}}',
  },
};
