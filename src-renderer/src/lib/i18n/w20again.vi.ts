import type { MessagesShape } from './en';
import type { w20againEn } from './w20again.en';

/** Vietnamese strings of w20again: typed against `w20againEn`, so none can be missing. */
export const w20againVi: MessagesShape<typeof w20againEn> = {
  w20again: {
    alsoHeldBy: 'Một bài khác Hub đang giữ của bản nháp này (đã gửi lại thành bài mới), do {name} gửi. Hub giữ giờ đăng của bài: không thể dời.',
    alsoHeldHere: 'Một bài khác Hub đang giữ của bản nháp này (đã gửi lại thành bài mới), gửi từ máy này. Hub giữ giờ đăng của bài: không thể dời.',
    alsoLegend: 'một bài khác Hub đang giữ của cùng bản nháp',
    alsoAt: '+ {times}',
    alsoTitle: 'Hub đang giữ {count} bài của bản nháp này (đã gửi lại thành bài mới). Thêm: {list}',
    alsoAtBy: '{time} — do {name} gửi',
    alsoAtHere: '{time} — gửi từ máy này',
    chooseTime: 'Bài đã được gửi lên Hub theo lần phê duyệt hiện tại. Muốn gửi lại thành bài mới, hãy chọn giờ mới tại đây: bài sẽ được gửi duyệt cùng giờ mới, và khi {who} phê duyệt, bài mới sẽ được gửi đi (chỉ một lần duyệt).',
    chooseTimeInReview: 'Bài đang chờ duyệt với giờ mà Hub đang giữ. Muốn gửi lại thành bài mới, hãy chọn giờ mới tại đây ngay bây giờ, để {who} phê duyệt giờ mới (chỉ một lần duyệt).',
    chooseThenSubmit: 'Muốn gửi lại thành bài mới, hãy chọn giờ mới tại đây trước, rồi gửi duyệt: {who} chỉ cần phê duyệt một lần, cùng giờ mới.',
    approvedOldTime: 'Đã được duyệt nhưng không có giờ mới: {by} đã phê duyệt bài với giờ mà Hub đang giữ: {held}. Chọn giờ mới sẽ đưa bài quay lại chờ duyệt, và {who} phải phê duyệt lại.',
    confirmSubmit: 'Chọn {time} ({zone}) cho một bài MỚI? Sau đó hãy gửi duyệt: bài mới chỉ được gửi tới Hub khi {who} phê duyệt (rồi bấm “Gửi bài mới lúc {time}” tại đây). {count, plural, =1 {Bài Hub đang giữ vẫn được đăng} other {# bài Hub đang giữ vẫn được đăng}} lúc {held}.',
    yesChoose: 'Chọn thời gian này',
    chosenSubmit: 'Đã chọn giờ mới: {time} ({zone}). Giờ hãy gửi duyệt: khi {who} phê duyệt, hãy bấm “Gửi bài mới lúc {time}” tại đây. {count, plural, =1 {Bài đầu tiên vẫn được đăng} other {# bài trước vẫn được đăng}} lúc {held}.',
  },
};
