/** Vietnamese strings of h-w34csv (typed against `w34csv.en.ts`). */
import type { MessagesShape } from './en';
import type { w34csvEn } from './w34csv.en';

export const w34csvVi: MessagesShape<typeof w34csvEn> = {
  w34csv: {
    replayHere: {
      cli: 'máy này gửi lại từ dòng lệnh',
      app: 'máy này gửi lại từ ứng dụng',
      any: 'máy này gửi lại',
    },
    replayTitle: 'Lệnh gửi của máy này là bản phát lại lệnh của {who} với cùng một khóa: Hub đã chạy lệnh của {who} và chỉ giữ một bài đăng.',
  },
};
