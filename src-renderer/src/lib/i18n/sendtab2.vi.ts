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
    allHeldNoDryRun: '{n, plural, =1 {Bài còn lại bị giữ lại vì có vấn đề, nên sẽ không có gì được gửi. Hãy sửa bài ở thẻ Bài đăng.} other {Cả # bài còn lại đều bị giữ lại vì có vấn đề, nên sẽ không có gì được gửi. Hãy sửa các bài ở thẻ Bài đăng.}}',
    allWaitingNoDryRun: '{n, plural, =1 {Bài còn lại đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi bài được duyệt. Hãy gửi bài để duyệt hoặc nhờ người duyệt (thẻ Xét duyệt).} other {Cả # bài còn lại đều đang chờ {who} phê duyệt, nên sẽ không có gì được gửi cho đến khi các bài được duyệt. Hãy gửi các bài để duyệt hoặc nhờ người duyệt (thẻ Xét duyệt).}}',
  },
};
