import type { MessagesShape } from './en';
import type { w29timeEn } from './w29time.en';

/** Vietnamese strings of w29time (walk 25): typed against `w29timeEn`, so none can be missing. */
export const w29timeVi: MessagesShape<typeof w29timeEn> = {
  w29time: {
    /** The Import tab's zone: this computer's (the field's own value) or the one the person chose (w29time, walk 25, 5). */
    zoneComputer: '{n} dòng theo múi giờ {zone} (múi giờ của máy này; chọn múi giờ khác ở trên để đọc theo múi giờ đó)',
    zoneChosen: '{n} dòng theo múi giờ {zone} (múi giờ bạn đã chọn ở trên)',
    /** A Spread preview row closer than the least gap to the campaign's post before it (the dry run's collision rule). */
    tooClose: '{minutes, plural, =0 {Cùng phút với bài {n}} other {Sau bài {n} # phút}} trên {channel} (tối thiểu {gap} phút)',
    tooCloseCount: '{n} bài gần bài trước trên cùng kênh hơn khoảng cách tối thiểu {gap} phút: giờ được giữ như trong tệp, và chạy thử sẽ cảnh báo.',
    startSkipped: '{start} không tồn tại ở {zone}: đêm đó đồng hồ nhảy qua giờ này (sẽ thành {moved}). Hãy chọn giờ khác: các bài giữ nguyên giờ cho đến lúc đó.',
  },
};
