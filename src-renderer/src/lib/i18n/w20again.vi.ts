import type { MessagesShape } from './en';
import type { w20againEn } from './w20again.en';

/** Vietnamese strings of w20again: typed against `w20againEn`, so none can be missing. */
export const w20againVi: MessagesShape<typeof w20againEn> = {
  w20again: {
    alsoHeldBy: 'Một bài khác Hub đang giữ của bản nháp này (đã gửi lại thành bài mới), do {name} gửi. Hub giữ giờ đăng của bài: không thể dời.',
    alsoHeldHere: 'Một bài khác Hub đang giữ của bản nháp này (đã gửi lại thành bài mới), gửi từ máy này. Hub giữ giờ đăng của bài: không thể dời.',
    alsoLegend: 'một bài khác Hub đang giữ của cùng bản nháp',
    alsoAt: '+ {times} (Hub giữ {count} bài)',
    alsoAtBy: '{time} — do {name} gửi',
    alsoAtHere: '{time} — gửi từ máy này',
  },
};
