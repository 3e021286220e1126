import type { MessagesShape } from './en';
import type { w16asnewEn } from './w16asnew.en';

/** Vietnamese strings of w16asnew: typed against `w16asnewEn`, so none can be missing. */
export const w16asnewVi: MessagesShape<typeof w16asnewEn> = {
  w16asnew: {
    confirmReview: 'Chọn {time} ({zone}) cho một bài MỚI? Thời gian là một phần của nội dung được duyệt, nên bài sẽ quay lại chờ duyệt: bài mới chỉ được gửi tới Hub khi {who} phê duyệt lại (rồi bấm “Gửi bài mới lúc {time}” tại đây). {count, plural, =1 {Bài Hub đang giữ vẫn được đăng} other {# bài Hub đang giữ vẫn được đăng}} lúc {held}.',
    yesReview: 'Chọn thời gian này và gửi duyệt',
    needsApproval: 'Một bài mới cần được duyệt lại: chọn thời gian sẽ đưa bài quay lại chờ duyệt.',
    sentForReview: 'Đã gửi duyệt thành bài mới lúc {time} ({zone}): khi {who} phê duyệt, hãy bấm “Gửi bài mới lúc {time}” tại đây. {count, plural, =1 {Bài đầu tiên vẫn được đăng} other {# bài trước vẫn được đăng}} lúc {held}.',
    waitTime: 'Đang chờ {who} phê duyệt để gửi thành bài mới lúc {time}.',
    chose: '{editor} đã chọn giờ mới sau khi {by} duyệt: {time}',
    choseAsNew: '{editor} đã chọn giờ mới sau khi {by} duyệt: {time}, để gửi thành bài mới',
    staleTime: 'Đã chọn giờ mới sau khi được duyệt: đang chờ duyệt lại',
    atHubTime: 'Đã ở Hub từ {since} ({by} gửi): duyệt giờ mới, {time}, cho phép gửi thành một bài MỚI vào giờ đó; bài trên Hub không thay đổi.',
    queue: 'hàng đợi của Hub',
    now: 'ngay bây giờ',
  },
};
