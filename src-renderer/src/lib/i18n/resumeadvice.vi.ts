import type { MessagesShape } from './en';
import type { resumeadviceEn } from './resumeadvice.en';

/** Vietnamese strings of h-resumeadvice: typed against `resumeadviceEn`, so none can be missing. */
export const resumeadviceVi: MessagesShape<typeof resumeadviceEn> = {
  resumeadvice: {
    stillSending: 'máy này vẫn đang gửi bài ({state}): kết quả sẽ hiện trong Hộp thư đi; không có bài mới nào được gửi',
    heldSending: 'Không gửi lại: máy này vẫn đang gửi bản nháp này ({state}). Kết quả sẽ hiện trong Hộp thư đi; không có bài mới nào được gửi.',
  },
};
