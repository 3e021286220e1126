/** Vietnamese strings of h-hubdown (typed against `hubdown.en.ts`). */
import type { MessagesShape } from './en';
import type { hubdownEn } from './hubdown.en';

export const hubdownVi: MessagesShape<typeof hubdownEn> = {
  hubdown: {
    handed: '{n} bài đã chuyển vào Hộp thư đi',
    handedBy: '{n} bài đã chuyển vào Hộp thư đi ({by})',
    toHub: '{atHub} bài đã tới Hub, {waiting} bài đang chờ tới Hub',
    noAnswer: 'máy tính này không kết nối được tới Hub',
    queuedOnAll: 'đang xếp hàng trên máy của {name}: máy đó sẽ gửi {n, plural, =1 {bài này với cùng khóa} other {chúng với cùng các khóa}} khi Hub trả lời',
    queuedOnSome: '{n} bài đang xếp hàng trên máy của {name}: máy đó sẽ gửi {n, plural, =1 {bài này với cùng khóa} other {chúng với cùng các khóa}} khi Hub trả lời',
    hereNoAnswer: '{n} bài ở máy này: máy tính này không kết nối được tới Hub',
    waiting: '{n} bài đang chờ tới Hub',
    state_waitingHub: 'đang chờ Hub',
    state_waitingToReach: 'Đang chờ tới Hub',
    sendWaiting: 'đang chờ tới Hub (xếp hàng trên máy này, chưa gửi)',
    batchWaiting: '{n, plural, other {# bài của đợt này}} chưa tới Hub',
    queuedBy: '{n} bài đang xếp hàng trên máy của {name} (thành viên nhóm)',
    teamHanded: '{n, plural, =1 {Bài này đã được {names} chuyển vào Hộp thư đi} other {Cả # bài đã được {names} chuyển vào Hộp thư đi}}: {atHub} bài đã tới Hub, {waiting} bài đang chờ tới Hub trên máy của {waitingOn}; máy đó sẽ gửi chúng với cùng các khóa khi Hub trả lời. Các bài không được gửi lại từ máy này.',
  },
};
