import type { MessagesShape } from './en';
import type { mend31En } from './mend31.en';

/** Vietnamese strings of the fresh-eyes walk's mends (branch mend31): typed against `mend31En`, so none can be missing. */
export const mend31Vi: MessagesShape<typeof mend31En> = {
  mend31: {
    spreadZone: 'Giờ được tính theo {zone}: múi giờ lúc nhập các bài. Chọn múi giờ khác ở trên để rải bài theo múi giờ đó.',
    spreadZoneChosen: 'Giờ được tính theo {zone}.',
    skippedBadge: 'không có {time}',
    skippedTitle: '{written} không tồn tại ở {zone} (đồng hồ nhảy qua giờ này): bài được đăng lúc {used}.',
    twiceBadge: '{time} có hai lần',
    twiceTitle: '{written} xảy ra hai lần ở {zone} (đồng hồ lùi lại): dùng lần ứng với {offset}.',
    spreadZoneUtc: 'Giờ được tính theo UTC: các bài không cùng một múi giờ. Chọn một múi giờ ở trên để rải bài theo múi giờ đó.',
  },
};
