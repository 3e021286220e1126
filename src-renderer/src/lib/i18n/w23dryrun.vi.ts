/** Vietnamese strings of w23dryrun (typed against `w23dryrun.en.ts`). */
import type { MessagesShape } from './en';
import type { w23dryrunEn } from './w23dryrun.en';

export const w23dryrunVi: MessagesShape<typeof w23dryrunEn> = {
  w23dryrun: {
    clockTitle: '{n} dòng rơi vào lúc đổi giờ:',
    whereLine: 'Dòng {n}',
    whereItem: 'Mục {n}',
    twice: '{where}: {written} xảy ra hai lần ở {zone} (đồng hồ lùi lại): dùng lần đầu, ứng với {offset} (không phải lần thứ hai, {other}).',
    skipped: '{where}: {written} không tồn tại ở {zone} (đồng hồ nhảy qua giờ này): bài được đăng lúc {used} ({offset}).',
    sent: '{n} bài đã gửi ({by})',
    byAll: 'do {name} gửi',
    bySome: '{n} bài do {name} gửi',
  },
};
