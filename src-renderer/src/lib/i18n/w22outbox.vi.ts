import type { MessagesShape } from './en';
import type { w22outboxEn } from './w22outbox.en';

/** Vietnamese strings of w22outbox: typed against `w22outboxEn`, so none can be missing. */
export const w22outboxVi: MessagesShape<typeof w22outboxEn> = {
  w22outbox: {
    unnamedSender: 'một máy khác',
    waitingBy: {
      all: '(do {who} gửi)',
      some: '({n} do {who} gửi)',
    },
  },
};
