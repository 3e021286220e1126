import type { MessagesShape } from './en';
import type { w19twohubEn } from './w19twohub.en';

/** Vietnamese strings of w19twohub: typed against `w19twohubEn`, so none can be missing. */
export const w19twohubVi: MessagesShape<typeof w19twohubEn> = {
  w19twohub: {
    heldMany: 'Hub đang giữ bài này thành {count} bài:',
    heldPostAt: '{time} ({zone}) · {channels} — {who}',
    heldPostState: '{state} · {channels} — {who}',
    thisComputer: 'gửi từ máy này',
    and: ' và ',
    heldNote: 'Hub không thể dời hay hủy lịch các bài nó đang giữ, nên đổi giờ ở đây sẽ không dời được chúng. Muốn đăng vào giờ khác, hãy gửi thành bài mới; các bài Hub đang giữ vẫn được đăng.',
    newTimeWarn: 'Thao tác này gửi một bài MỚI vào giờ dưới đây. {count} bài Hub đang giữ vẫn được đăng lúc {times}: bài sẽ xuất hiện thêm lần nữa, trừ khi bạn xóa các bài trước trên từng kênh sau khi chúng lên.',
  },
};
