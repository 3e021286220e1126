import type { MessagesShape } from './en';
import type { leftviewEn } from './leftview.en';

/** Vietnamese strings of branch leftview: typed against `leftviewEn`, so none can be missing. */
export const leftviewVi: MessagesShape<typeof leftviewEn> = {
  leftview: {
    heldEmpty: 'Chưa có gì để đăng: hãy viết chú thích hoặc thêm ảnh trước.',
  },
};
