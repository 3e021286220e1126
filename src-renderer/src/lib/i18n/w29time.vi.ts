import type { MessagesShape } from './en';
import type { w29timeEn } from './w29time.en';

/** Vietnamese strings of w29time (walk 25): typed against `w29timeEn`, so none can be missing. */
export const w29timeVi: MessagesShape<typeof w29timeEn> = {
  w29time: {
    startSkipped: '{start} không tồn tại ở {zone}: đêm đó đồng hồ nhảy qua giờ này (sẽ thành {moved}). Hãy chọn giờ khác: các bài giữ nguyên giờ cho đến lúc đó.',
  },
};
