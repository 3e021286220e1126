import type { MessagesShape } from './en';
import type { sendasnewEn } from './sendasnew.en';

/** Vietnamese strings of sendasnew: typed against `sendasnewEn`, so none can be missing. */
export const sendasnewVi: MessagesShape<typeof sendasnewEn> = {
  sendasnew: {
    approvers: 'Người duyệt: {names}.',
    savedNew: 'Đã lưu trong Hộp thư đi thành bài mới lúc {time} ({zone}): bài sẽ được gửi tới Hub khi Hub trả lời. {count, plural, =1 {Bài đầu vẫn được đăng} other {# bài trước vẫn được đăng}} lúc {held}.',
    notSent: 'Chưa gửi thành bài mới. {reason} {count, plural, =1 {Bài đầu vẫn được đăng} other {# bài trước vẫn được đăng}} lúc {held}.',
  },
};
