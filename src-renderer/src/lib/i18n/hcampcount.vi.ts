/** Vietnamese strings of h-campcount (typed against `hcampcount.en.ts`). */
import type { MessagesShape } from './en';
import type { hcampcountEn } from './hcampcount.en';

export const hcampcountVi: MessagesShape<typeof hcampcountEn> = {
  hcampcount: {
    hadAlready: '{n} bài Hub đã có (máy này gửi lại)',
    unsharedAll: 'kết quả chưa được chia sẻ từ khi quyền truy cập của {name} bị thu hồi',
    replayedBy: '{n} bài Hub đã có sẵn (lệnh gửi của {name} là bản phát lại; ở đây không biết ai gửi trước)',
    unsharedSome: 'kết quả của {n} bài trong số đó chưa được chia sẻ từ khi quyền truy cập của {name} bị thu hồi',
  },
};
