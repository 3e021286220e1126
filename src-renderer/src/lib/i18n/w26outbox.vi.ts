/** Vietnamese strings of w26outbox (typed against `w26outbox.en.ts`). */
import type { MessagesShape } from './en';
import type { w26outboxEn } from './w26outbox.en';

export const w26outboxVi: MessagesShape<typeof w26outboxEn> = {
  w26outbox: {
    byFrom: {
      cli: 'do {who} gửi từ dòng lệnh',
      app: 'do {who} gửi từ ứng dụng',
    },
    byReplay: {
      cli: 'Hub đã có sẵn (do {who} phát lại từ dòng lệnh)',
      app: 'Hub đã có sẵn (do {who} phát lại từ ứng dụng)',
      any: 'Hub đã có sẵn (do {who} phát lại)',
    },
  },
};
