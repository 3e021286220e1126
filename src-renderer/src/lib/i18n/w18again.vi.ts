import type { MessagesShape } from './en';
import type { w18againEn } from './w18again.en';

/** Vietnamese strings of w18again: typed against `w18againEn`, so none can be missing. */
export const w18againVi: MessagesShape<typeof w18againEn> = {
  w18again: {
    approvedAt: 'Đã được duyệt cho một bài mới lúc {time} ({zone}).',
    send: 'Gửi bài mới lúc {time} ({zone})',
  },
};
