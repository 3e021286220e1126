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
    replayUnnamed: 'Hub đã có bài này: máy này gửi lại',
    replayUnnamedTitle: 'Lệnh gửi của máy này là bản phát lại một lệnh trước đó với cùng một khóa (máy này không biết của ai: máy đó chưa từng báo cho nhóm): Hub đã chạy lệnh đó và chỉ giữ một bài đăng.',
  },
};
