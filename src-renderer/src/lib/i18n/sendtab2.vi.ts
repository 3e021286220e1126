import type { MessagesShape } from './en';
import type { sendtab2En } from './sendtab2.en';

/** Vietnamese strings of sendtab2: typed against `sendtab2En`, so none can be missing. */
export const sendtab2Vi: MessagesShape<typeof sendtab2En> = {
  sendtab2: {
    handed: '{n} bài đã chuyển đi đăng',
    skippedProblems: '{n} bài không gửi vì có lỗi',
    skippedHeld: '{n} bài bị giữ lại ({reasons})',
    unsent: '{n} bài chưa gửi',
    withdrawn: '{n} bài đã rút lại',
    reasonUnchecked: '{n} bài chưa được kiểm tra lại từ lần gửi đó',
    nothingSentNoDryRun: 'Sẽ không có gì được gửi cho đến khi xử lý xong những bài này:',
  },
};
