import type { MessagesShape } from './en';
import type { composerEn } from './composer.en';

/** Vietnamese strings of the composer's continuity work: typed against `composerEn`, so none can be missing. */
export const composerVi: MessagesShape<typeof composerEn> = {
  continuity: {
    rechecking: 'Đang kiểm tra những thay đổi mới nhất…',
    photoList: '{first} và {last}',
    budgetLater: 'Dung lượng tải lên sẽ được tính khi đã chọn hồ sơ thương hiệu và ít nhất một kênh.',
    resumed: 'Postroom đã khởi động lại và tiếp tục {n} lượt gửi còn dở, với đúng các khóa cũ: không bài nào bị đăng hai lần.',
    resumedOpen: 'Mở Hộp thư đi',
    slackNote: 'Slack không nhận bài ảnh: khi đã liên kết, Postroom không bao giờ gửi bản nháp có ảnh tới đó.',
    preview: {
      board: 'Bảng: {name}',
      noBoard: 'Chưa chọn bảng',
      save: 'Lưu',
      community: 'r/{name}',
      noCommunity: 'Chưa chọn cộng đồng',
      noTitle: 'Chưa có tiêu đề',
    },
  },
};
