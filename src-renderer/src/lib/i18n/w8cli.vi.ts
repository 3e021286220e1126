import type { MessagesShape } from './en';
import type { w8cliEn } from './w8cli.en';

/** Vietnamese strings of w8cli (walk 8): typed against `w8cliEn`, so none can be missing. */
export const w8cliVi: MessagesShape<typeof w8cliEn> = {
  w8cli: {
    own: {
      main: 'Giống hệt chú thích chính: gửi chung một bài với {channels}.',
      shared: 'Cùng chú thích với {channels}: gửi chung một bài {count, plural, =1 {với kênh đó} other {với các kênh đó}}.',
    },
  },
};
