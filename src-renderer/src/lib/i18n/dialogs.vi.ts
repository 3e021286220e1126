import type { MessagesShape } from './en';
import type { dialogsEn } from './dialogs.en';

/** Vietnamese strings of dialogs: typed against `dialogsEn`, so none can be missing. */
export const dialogsVi: MessagesShape<typeof dialogsEn> = {
  dialogs: {
    yes: {
      delete: 'Xóa',
      remove: 'Gỡ bỏ',
      clearKey: 'Quên khóa',
      leave: 'Rời nhóm',
      restore: 'Khôi phục khi mở lại',
      cancelSend: 'Hủy gửi',
      sendNew: 'Gửi bài mới',
      publishAgain: 'Đăng lại thành bài mới',
    },
    no: {
      keepSending: 'Tiếp tục gửi',
    },
    publishAgain: {
      published: '{who} đã đăng bài này lúc {time}. Đăng lại sẽ tạo một bài MỚI với khóa mới: bài sẽ xuất hiện hai lần ở nơi nó đã lên. Vẫn đăng lại?',
      unknown: '{who} đã gửi bài này lúc {time}; chưa rõ kết quả. Đăng lại sẽ tạo một bài MỚI với khóa mới: bài có thể xuất hiện hai lần. Vẫn đăng lại?',
      sent: '{who} đã gửi bài này lúc {time}. Đăng lại sẽ tạo một bài MỚI với khóa mới: bài có thể xuất hiện hai lần. Vẫn đăng lại?',
    },
  },
};
