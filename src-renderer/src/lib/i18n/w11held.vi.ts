import type { MessagesShape } from './en';
import type { w11heldEn } from './w11held.en';

/** Vietnamese strings of branch w11held: typed against `w11heldEn`, so none can be missing. */
export const w11heldVi: MessagesShape<typeof w11heldEn> = {
  w11held: {
    atHub: 'Đang ở Hub, hẹn đăng lúc {time} {zone} ({who} đã gửi): bài sẽ không bị gửi hai lần.',
    atHubQueue: 'Đang ở Hub, trong hàng chờ đăng ({who} đã gửi): bài sẽ không bị gửi hai lần.',
    unknown: 'Hub chưa cho biết đã nhận bài hay chưa, nên có thể Hub đang giữ bài ({who} đã gửi): bài sẽ không bị gửi hai lần.',
    out: 'Máy của {who} đã gửi bài này: cả nhóm đã có kết quả.',
  },
};
