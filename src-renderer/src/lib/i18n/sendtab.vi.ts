import type { MessagesShape } from './en';
import type { sendtabEn } from './sendtab.en';

/** Vietnamese strings of sendtab: typed against `sendtabEn`, so none can be missing. */
export const sendtabVi: MessagesShape<typeof sendtabEn> = {
  sendtab: {
    partChangesBy: '{n, plural, other {{who} yêu cầu sửa # bài: hãy sửa rồi gửi duyệt lại.}}',
    someChangesBy: '{n, plural, other {{who} yêu cầu sửa # bài: bài chưa được gửi cho đến khi được sửa và duyệt.}}',
    reasonChangesBy: '{n} bài được {who} yêu cầu sửa',
  },
};
