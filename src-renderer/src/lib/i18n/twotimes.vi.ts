/** Vietnamese strings of h-twotimes (typed against `twotimes.en.ts`). */
import type { MessagesShape } from './en';
import type { twotimesEn } from './twotimes.en';

export const twotimesVi: MessagesShape<typeof twotimesEn> = {
  twotimes: {
    heldPosts: '{n} bài trên Hub: {list}',
    heldPost: '{time} do {who} gửi',
    inZone: '{list} ({zone})',
    timeInZone: '{time} ({zone})',
    you: 'bạn',
    joiner: '; ',
  },
};
