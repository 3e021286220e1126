/** Vietnamese strings of w12camp (typed against `w12camp.en.ts`). */
import type { MessagesShape } from './en';
import type { w12campEn } from './w12camp.en';

export const w12campVi: MessagesShape<typeof w12campEn> = {
  w12camp: {
    state_donePartly: 'đã gửi một phần',
    handedHere: '{n} bài trong số đó gửi từ Soạn bài hoặc publish, ngoài lần Gửi này',
  },
};
