import type { MessagesShape } from './en';
import type { w15composeEn } from './w15compose.en';

/** Vietnamese strings of w15compose: typed against `w15composeEn`, so none can be missing. */
export const w15composeVi: MessagesShape<typeof w15composeEn> = {
  w15compose: {
    sendsHead: 'Đã gửi thành {count} bài trên Hub:',
    hereNote: 'Nằm trong Hộp thư đi của máy này.',
  },
};
