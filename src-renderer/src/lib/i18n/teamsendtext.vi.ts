import type { MessagesShape } from './en';
import type { teamsendtextEn } from './teamsendtext.en';

/** Vietnamese strings of teamsendtext (issue 34, walk 5): typed against `teamsendtextEn`, so none can be missing. */
export const teamsendtextVi: MessagesShape<typeof teamsendtextEn> = {
  teamsendtext: {
    edited: 'Đã sửa sau khi gửi: Hub giữ nội dung như lúc được duyệt ngày {date}, không phải nội dung này.',
  },
};
