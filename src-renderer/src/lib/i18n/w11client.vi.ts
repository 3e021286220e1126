import type { MessagesShape } from './en';
import type { w11clientEn } from './w11client.en';

/** Vietnamese strings of w11client: typed against `w11clientEn`, so none can be missing. */
export const w11clientVi: MessagesShape<typeof w11clientEn> = {
  w11client: {
    part: '{n} bài đã được duyệt từ trước — khách cũng đồng ý',
    outcome: 'Khách đã duyệt — bài đã được duyệt từ trước: khách cũng đồng ý, không cần xác nhận gì',
    outcomeNoted: 'Khách đã duyệt — bài đã được duyệt từ trước: khách cũng đồng ý, không cần xác nhận gì; ghi chú của khách được thêm thành bình luận',
    toast: 'Khách (qua {by}) cũng đã duyệt “{caption}”: bài đã được duyệt từ trước, không cần xác nhận gì.',
    whoAgrees: '— khách cũng đồng ý',
  },
};
