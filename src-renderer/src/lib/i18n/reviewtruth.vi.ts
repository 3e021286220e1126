import type { MessagesShape } from './en';
import type { reviewtruthEn } from './reviewtruth.en';

/** Vietnamese strings of reviewtruth: typed against `reviewtruthEn`, so none can be missing. */
export const reviewtruthVi: MessagesShape<typeof reviewtruthEn> = {
  reviewtruth: {
    atHub: {
      edit: 'Đã ở Hub từ {since} ({by} gửi): duyệt bản sửa này chỉ cho phép gửi lại thành một bài MỚI; bài trên Hub không thay đổi.',
      approve: 'Đã ở Hub từ {since} ({by} gửi): duyệt bài này chỉ cho phép gửi lại thành một bài MỚI; bài trên Hub không thay đổi.',
      held: 'Đã ở Hub từ {since} ({by} gửi): sửa bây giờ không thay đổi bài trên Hub; chỉ có thể gửi lại thành một bài MỚI.',
      withdraw: 'Rút khỏi duyệt không dừng được {count, plural, =1 {bài trên Hub} other {# bài trên Hub}}.',
    },
    editedAfter: '{editor} đã sửa sau khi {by} duyệt',
    editedAfterUnknown: 'Bài đã được sửa sau khi {by} duyệt',
    clientWaiting: 'Khách đã duyệt (qua {by}) — chờ người duyệt xác nhận',
    again: {
      withdraw: 'Bài đã được gửi lên Hub theo lần duyệt hiện tại: muốn gửi lại thành bài mới, hãy rút bài khỏi duyệt trong mục Xét duyệt rồi gửi duyệt lại.',
      waitAuthor: 'Bài đã được gửi lên Hub theo lần duyệt hiện tại: gửi lại thành bài mới phải chờ {author} gửi duyệt lại.',
      submit: 'Gửi lại thành bài mới cần một lần duyệt mới: hãy gửi duyệt lại.',
      approve: 'Gửi lại thành bài mới cần một lần duyệt mới: hãy duyệt bài trong mục Xét duyệt.',
      waitApproval: 'Gửi lại thành bài mới đang chờ {who} phê duyệt.',
      changes: 'Đã có yêu cầu sửa: hãy sửa bài rồi gửi duyệt lại.',
    },
    dryInReview: '{n, plural, other {# bài}} đang trong duyệt và chờ {who} phê duyệt: chưa được gửi cho đến khi được duyệt (đánh dấu “Chờ duyệt” bên dưới).',
    dryToSubmit: '{n, plural, other {# bài}} chưa được gửi duyệt: hãy gửi duyệt, rồi chờ {who} phê duyệt (đánh dấu “Chờ duyệt” bên dưới).',
    stale: 'Một số bài đã thay đổi sau khi khách xem: {posts}. Hãy tạo trang xem trước mới cho khách.',
    stalePost: '“{caption}” ({time})',
    staleNoTime: '“{caption}”',
  },
};
