/** Vietnamese strings of h-withdrawn (typed against `hwithdrawn.en.ts`). */
import type { MessagesShape } from './en';
import type { hwithdrawnEn } from './hwithdrawn.en';

export const hwithdrawnVi: MessagesShape<typeof hwithdrawnEn> = {
  hwithdrawn: {
    sameKeys: '{n} bài cần gửi đã bị {name} rút lại sau các lệnh gửi có thể đã tới Hub. Gửi sẽ gửi chúng với cùng khóa của các lệnh ấy, nên Hub chỉ giữ một bài cho mỗi bài.',
    newKeys: '{n} bài cần gửi đã bị {name} rút lại sau các lệnh gửi có thể đã tới Hub. Gửi từ máy này sẽ dùng khóa mới: Hub có thể giữ chúng hai lần.',
    row: 'Bị {name} rút lại sau một lệnh gửi có thể đã tới Hub',
    introWaiting: 'Gửi đã chuyển các bài này cho Hub; những bài chưa tới Hub đang chờ trong Hộp thư đi và sẽ được gửi với khóa của chúng khi Hub trả lời. Để rút một bài, bấm Hủy trên thẻ của nó trong Hộp thư đi (một bài có lệnh gửi có thể đã tới Hub vẫn có thể được đăng).',
  },
};
