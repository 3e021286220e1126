/** Vietnamese strings of w27client (typed against `w27client.en.ts`). */
import type { MessagesShape } from './en';
import type { w27clientEn } from './w27client.en';

export const w27clientVi: MessagesShape<typeof w27clientEn> = {
  w27client: {
    cannot: '{n, plural, other {# bài có kênh sẽ không nhận như hiện tại}}: trang đã đánh dấu cho khách của bạn (Postroom kiểm tra).',
    may: '{n, plural, other {# bài có kênh có thể từ chối}} (đã đánh dấu trên trang).',
  },
};
