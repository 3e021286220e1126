/** Vietnamese strings of w27sendtab (typed against `w27sendtab.en.ts`). */
import type { MessagesShape } from './en';
import type { w27sendtabEn } from './w27sendtab.en';

export const w27sendtabVi: MessagesShape<typeof w27sendtabEn> = {
  w27sendtab: {
    reasonLeft: '{n} bài vì bạn đã rời nhóm',
    allSentNone: '{n, plural, =1 {Bài này đã được {names} gửi: bài không được gửi lại.} other {Cả # bài đã được {names} gửi: các bài không được gửi lại.}}',
  },
};
