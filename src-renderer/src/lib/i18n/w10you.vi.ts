import type { MessagesShape } from './en';
import type { w10youEn } from './w10you.en';

/** Vietnamese strings of w10you: typed against `w10youEn`, so none can be missing. */
export const w10youVi: MessagesShape<typeof w10youEn> = {
  w10you: {
    toastKept: '{by} đã giữ nguyên duyệt “{caption}” dù khách yêu cầu sửa',
  },
};
