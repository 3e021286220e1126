import type { MessagesShape } from './en';
import type { rejoinEn } from './rejoin.en';

/** Vietnamese strings of rejoin: typed against `rejoinEn`, so none can be missing. */
export const rejoinVi: MessagesShape<typeof rejoinEn> = {
  rejoin: {
    outbox: {
      title: 'Do nhóm bạn đã rời gửi',
      count: '· {n, plural, other {# bài}}',
      countSends: '· {n, plural, other {# bài}} ({m, plural, other {# lần gửi}})',
      hint: 'Những gì máy của nhóm đã đăng hoặc hẹn giờ, theo từng kênh, như nhóm chia sẻ cho đến khi bạn rời nhóm.',
    },
  },
};
