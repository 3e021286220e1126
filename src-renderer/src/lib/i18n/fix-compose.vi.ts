import type { MessagesShape } from './en';
import type { fixComposeEn } from './fix-compose.en';

/** Vietnamese strings of the fix-compose branch: typed against `fixComposeEn`. */
export const fixComposeVi: MessagesShape<typeof fixComposeEn> = {
  fixCompose: {
    budgetLinksOnly: 'Chỉ có liên kết ảnh: không tải lên gì ngoài phần chữ ({used} trên {cap}).',
  },
};
