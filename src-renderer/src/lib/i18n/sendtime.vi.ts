import type { MessagesShape } from './en';
import type { sendtimeEn } from './sendtime.en';

/** Vietnamese strings of h-sendtime: typed against `sendtimeEn`, so none can be missing. */
export const sendtimeVi: MessagesShape<typeof sendtimeEn> = {
  sendtime: {
    part: {
      published: '{channels} đã đăng lúc {time}',
      publishedFor: '{channels} đã đăng lúc {time} ({zone})',
      scheduled: '{channels} hẹn đăng lúc {time} ({zone})',
      other: '{channels}: {state}, gửi lúc {time}',
      otherIn: '{channels}: {state}, gửi lúc {time} ({zone})',
    },
    joiner: ' · ',
    byline: {
      you: 'Bạn đã gửi: {parts}',
      who: 'Do {who} gửi: {parts}',
    },
    held: 'Trên Hub: {parts}.',
  },
};
