import type { MessagesShape } from './en';
import type { w28errorsEn } from './w28errors.en';

/** Vietnamese strings of branch w28errors: typed against `w28errorsEn`, so none can be missing. */
export const w28errorsVi: MessagesShape<typeof w28errorsEn> = {
  w28errors: {
    dropped: {
      lead: 'Khi tham gia lại {team}, máy tính này đã bỏ những gì được ghi ở đây trong lúc ở ngoài nhóm (máy chủ của nhóm chưa từng có chúng): {steps} bước duyệt, {comments} bình luận và {client} dòng xem trước cho khách hàng. Trạng thái trên máy chủ của nhóm được giữ nguyên.',
      step: '“{caption}”: {by} đã {action} lúc {when}',
      noCaption: 'một bài không có chú thích',
      todo: 'Bạn đã trở lại nhóm: hãy gửi lại các bài này đi duyệt.',
      dismiss: 'Đã hiểu',
      action: {
        submit: 'gửi duyệt',
        approve: 'phê duyệt',
        request_changes: 'yêu cầu chỉnh sửa',
        withdraw: 'rút khỏi duyệt',
        comment: 'bình luận',
        edit_content: 'chỉnh sửa',
        publish: 'đăng',
        other: 'ghi một bước duyệt',
      },
    },
  },
};
