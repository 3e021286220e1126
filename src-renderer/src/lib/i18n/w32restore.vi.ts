/** Vietnamese strings of w32restore (typed against `w32restore.en.ts`). */
import type { MessagesShape } from './en';
import type { w32restoreEn } from './w32restore.en';

export const w32restoreVi: MessagesShape<typeof w32restoreEn> = {
  w32restore: {
    button: 'Khôi phục các bài đã rút lại',
    shut: 'Postroom không thể khôi phục {n, plural, other {# bài đã rút lại}}: {reasons}',
    confirm: 'Khôi phục {n, plural, other {# bài đã rút lại}}? Lần Gửi tiếp theo sẽ gửi {n, plural, =1 {bài này} other {các bài này}}: bây giờ chưa gửi gì cả.',
    confirmKept: '{n, plural, other {# bài khác}} vẫn bị rút lại: {reasons}',
    yes: 'Khôi phục',
    no: 'Vẫn để rút lại',
    done: '{n, plural, =0 {Không khôi phục bài nào.} other {Đã khôi phục # bài: lần Gửi tiếp theo sẽ gửi {n, plural, =1 {bài này} other {các bài này}}.}}',
    kept: 'Postroom vẫn để {n, plural, other {# bài}} ở trạng thái rút lại: {reason}',
    failed: 'Chưa khôi phục được bài nào: {message}',
  },
};
