import type { MessagesShape } from './en';
import type { w17unchangedEn } from './w17unchanged.en';

/** Vietnamese strings of w17unchanged: typed against `w17unchangedEn`, so none can be missing. */
export const w17unchangedVi: MessagesShape<typeof w17unchangedEn> = {
  w17unchanged: {
    who: 'gửi lại không sửa gì từ khi {asker} yêu cầu sửa',
    question: 'Bạn chưa sửa bài từ khi {asker} yêu cầu sửa. Vẫn gửi duyệt lại không đổi? Hãy thêm bình luận nói lý do.',
    comment: 'Lý do gửi lại không đổi (không bắt buộc)',
    yes: 'Gửi lại không đổi',
  },
};
