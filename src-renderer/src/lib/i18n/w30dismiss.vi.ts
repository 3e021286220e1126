import type { MessagesShape } from './en';
import type { w30dismissEn } from './w30dismiss.en';

/** Vietnamese strings of w30dismiss (walk 26, 5): typed against `w30dismissEn`. */
export const w30dismissVi: MessagesShape<typeof w30dismissEn> = {
  w30dismiss: {
    answered: 'Máy chủ nhóm đã nhận phê duyệt của bạn cho bài "{caption}" ở phiên bản hiện tại: việc này trả lời cho {times, plural, =1 {lần {rule, select, not_held {phê duyệt một phiên bản trước của bạn} other {phê duyệt trước của bạn}}} other {# lần {rule, select, not_held {phê duyệt các phiên bản trước của bạn} other {phê duyệt trước của bạn}}}} đã bị từ chối.',
  },
};
