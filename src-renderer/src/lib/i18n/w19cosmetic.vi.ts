import type { MessagesShape } from './en';
import type { w19cosmeticEn } from './w19cosmetic.en';

/** Vietnamese strings of branch w19cosmetic: typed against `w19cosmeticEn`, so none can be missing. */
export const w19cosmeticVi: MessagesShape<typeof w19cosmeticEn> = {
  w19cosmetic: {
    unchanged: {
      some: 'Trong {total} bài sẽ gửi, có {n} bài chưa được sửa từ khi {by} yêu cầu thay đổi. Vẫn gửi duyệt lại nguyên như cũ, hay bỏ {n, plural, =1 {bài đó} other {các bài đó}} ra?',
      all: '{n, plural, =1 {Bài sẽ gửi} other {Cả # bài sẽ gửi}} chưa được sửa từ khi {by} yêu cầu thay đổi. Vẫn gửi duyệt lại nguyên như cũ?',
      sendToo: '{n, plural, =1 {Vẫn gửi cả bài đó} other {Vẫn gửi cả các bài đó}}',
      sendAll: 'Gửi nguyên như cũ',
      leaveOut: '{n, plural, =1 {Bỏ bài đó ra} other {Bỏ các bài đó ra}}',
      why: 'chưa sửa từ khi {by} yêu cầu thay đổi',
    },
  },
};
