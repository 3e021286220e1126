import type { MessagesShape } from './en';
import type { sendwordsEn } from './sendwords.en';

/** Vietnamese strings of sendwords: typed against `sendwordsEn`, so none can be missing. */
export const sendwordsVi: MessagesShape<typeof sendwordsEn> = {
  sendwords: {
    sendCounts: '{handed} bài đã chuyển đi đăng · {skipped} bài bị giữ lại ({reasons}) · {unsent} bài chưa gửi · {withdrawn} bài đã rút lại',
    summaryHeld: '{n, number} bài · {unsent, number} bài chưa gửi · {skipped, number} bài bị giữ lại ({reasons})',
    reasonProblems: '{n} bài vì có vấn đề',
    reasonWaiting: '{n} bài đang chờ {who} phê duyệt',
    reasonChanges: '{n} bài được yêu cầu sửa',
    reasonReady: '{n} bài giờ đã sẵn sàng gửi',
    segHeld: 'bị giữ lại',
  },
};
