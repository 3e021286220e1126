import type { MessagesShape } from './en';
import type { w16sendsEn } from './w16sends.en';

/** Vietnamese strings of w16sends: typed against `w16sendsEn`, so none can be missing. */
export const w16sendsVi: MessagesShape<typeof w16sendsEn> = {
  w16sends: {
    whyHeldMany: 'Đã ở Hub thành {count} bài, liệt kê ở trên.',
    atHubOne: '{by} gửi lúc {since}',
    atHubMany: {
      edit: 'Đã ở Hub thành {count} bài ({list}): duyệt bản sửa này chỉ cho phép gửi lại thành một bài MỚI; các bài trên Hub không thay đổi.',
      approve: 'Đã ở Hub thành {count} bài ({list}): duyệt bài này chỉ cho phép gửi lại thành một bài MỚI; các bài trên Hub không thay đổi.',
      held: 'Đã ở Hub thành {count} bài ({list}): sửa bây giờ không thay đổi các bài trên Hub; chỉ có thể gửi lại thành một bài MỚI.',
    },
    publishAgainMany: 'Đã gửi thành {count} bài trên Hub: {list}. Đăng lại sẽ tạo thêm một bài MỚI với khóa mới: bài sẽ xuất hiện thêm một lần ở nơi nó đã lên. Vẫn đăng lại?',
  },
};
