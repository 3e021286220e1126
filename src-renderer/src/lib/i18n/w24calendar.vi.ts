/** Vietnamese strings of w24calendar (typed against `w24calendar.en.ts`). */
import type { MessagesShape } from './en';
import type { w24calendarEn } from './w24calendar.en';

export const w24calendarVi: MessagesShape<typeof w24calendarEn> = {
  w24calendar: {
    alsoHeldChanged: 'Bản nháp đã thay đổi sau khi bài này được gửi: Hub giữ nội dung hiển thị ở đây, không phải nội dung nháp hiện tại.',
  },
  // w27brand (walk 23): thương hiệu vẫn chỉ là một cái tên.
  w27brand: {
    unchecked: '{name} (chưa kiểm tra với Hub)',
    no_such: '{name} (Hub không có hồ sơ này)',
    several: '{name} (Hub có nhiều hồ sơ trùng tên này)',
    heldUnchecked: 'Thương hiệu “{name}” mới chỉ là một cái tên: Postroom chưa đọc các hồ sơ thương hiệu của tài khoản này từ Hub nên chưa kiểm tra được. Hãy làm mới danh sách hồ sơ ở mục Kênh (tên sẽ được kiểm tra ngay), hoặc chọn hồ sơ thương hiệu. Bài chưa được gửi cho đến khi đó.',
    heldNoSuch: 'Các hồ sơ đã đọc lúc {time}: không có hồ sơ nào tên “{name}”. Hãy chọn hồ sơ thương hiệu. Bài chưa được gửi cho đến khi đó.',
    heldSeveral: 'Các hồ sơ đã đọc lúc {time}: có nhiều hồ sơ tên “{name}”. Hãy chọn đúng hồ sơ. Bài chưa được gửi cho đến khi đó.',
  },
};
