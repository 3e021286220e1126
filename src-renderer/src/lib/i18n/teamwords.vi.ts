/** Vietnamese strings of h-teamwords (typed against `teamwords.en.ts`). */
import type { MessagesShape } from './en';
import type { teamwordsEn } from './teamwords.en';

export const teamwordsVi: MessagesShape<typeof teamwordsEn> = {
  teamwords: {
    refusedBy: '{n, plural, =1 {Bài do {names} gửi đã bị mọi kênh từ chối} other {# bài do {names} gửi đã bị mọi kênh từ chối}}: chưa có gì được đăng. Chỉ máy của {names} mới thử lại được các kênh đã từ chối; Gửi sẽ không gửi lại {n, plural, =1 {bài này} other {các bài này}}.',
    head: '{n} bài bị mọi kênh từ chối: chưa có gì được đăng',
    refused: '{n, plural, =1 {1 bài đã gửi bị mọi kênh từ chối} other {# bài đã gửi bị mọi kênh từ chối}}: chưa có gì được đăng. Hãy thử lại hoặc sửa các kênh trong Hộp thư đi; Gửi sẽ không gửi lại {n, plural, =1 {bài này} other {các bài này}}.',
  },
};
