/** Vietnamese strings of w24calendar (typed against `w24calendar.en.ts`). */
import type { MessagesShape } from './en';
import type { w24calendarEn } from './w24calendar.en';

export const w24calendarVi: MessagesShape<typeof w24calendarEn> = {
  w24calendar: {
    alsoHeldChanged: 'Bản nháp đã thay đổi sau khi bài này được gửi: Hub giữ nội dung hiển thị ở đây, không phải nội dung nháp hiện tại.',
  },
};
