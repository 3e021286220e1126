/** Vietnamese strings of h-w34csv (typed against `w34csv.en.ts`). */
import type { MessagesShape } from './en';
import type { w34csvEn } from './w34csv.en';

export const w34csvVi: MessagesShape<typeof w34csvEn> = {
  w34csv: {
    replayHere: {
      cli: 'lệnh gửi từ dòng lệnh của máy này là bản phát lại lệnh của họ',
      app: 'lệnh gửi từ ứng dụng của máy này là bản phát lại lệnh của họ',
      any: 'lệnh gửi của máy này là bản phát lại lệnh của họ',
    },
  },
};
