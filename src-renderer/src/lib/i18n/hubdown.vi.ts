/** Vietnamese strings of h-hubdown (typed against `hubdown.en.ts`). */
import type { MessagesShape } from './en';
import type { hubdownEn } from './hubdown.en';

export const hubdownVi: MessagesShape<typeof hubdownEn> = {
  hubdown: {
    handed: '{n} bài đã chuyển vào Hộp thư đi',
    handedBy: '{n} bài đã chuyển vào Hộp thư đi ({by})',
    toHub: '{atHub} bài đã tới Hub, {waiting} bài đang chờ tới Hub',
    noAnswer: 'máy tính này không kết nối được tới Hub',
    waiting: '{n} bài đang chờ tới Hub',
    state_waitingHub: 'đang chờ Hub',
    state_waitingToReach: 'Đang chờ tới Hub',
    sendWaiting: 'đang chờ tới Hub (xếp hàng trên máy này, chưa gửi)',
    batchWaiting: '{n, plural, other {# bài của đợt này}} chưa tới Hub',
  },
};
