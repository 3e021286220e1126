import type { MessagesShape } from './en';
import type { fixComposeEn } from './fix-compose.en';

/** Vietnamese strings of the fix-compose branch: typed against `fixComposeEn`. */
export const fixComposeVi: MessagesShape<typeof fixComposeEn> = {
  fixCompose: {
    budgetLinksOnly: 'Chỉ có liên kết ảnh: không tải lên gì ngoài phần chữ ({used} trên {cap}).',
    linkFailedAlt: 'Ảnh {n}: không tải được liên kết của ảnh',
    linkFailed: 'Không tải được liên kết này tại đây (đang mất mạng, hoặc liên kết sai hay không còn). Các kênh sẽ tự lấy ảnh khi bài được đăng: hãy kiểm tra liên kết mở được trong trình duyệt.',
  },
};
