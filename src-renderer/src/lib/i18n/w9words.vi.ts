import type { MessagesShape } from './en';
import type { w9wordsEn } from './w9words.en';

/** Vietnamese strings of w9words: typed against `w9wordsEn`, so none can be missing. */
export const w9wordsVi: MessagesShape<typeof w9wordsEn> = {
  w9words: {
    you: 'bạn',
    mine: {
      toastOver: 'Khách đã duyệt “{caption}” (qua {by}), nhưng bạn đã yêu cầu sửa bản này: xem trong Xét duyệt.',
      confirmedOver: 'Đã duyệt bất chấp yêu cầu sửa của chính bạn; lịch sử có ghi lại.',
      question: 'Xác nhận nghĩa là duyệt bài này như hiện tại, bỏ qua yêu cầu sửa của chính bạn lúc {date}. Lịch sử của bài sẽ ghi rằng bạn đã duyệt bất chấp yêu cầu đó.',
      overRequest: 'Khách đã duyệt (qua {by}), nhưng bạn đã yêu cầu sửa lúc {date} và bản này chưa được sửa từ đó: “{comment}”',
      overRequestNoComment: 'Khách đã duyệt (qua {by}), nhưng bạn đã yêu cầu sửa lúc {date} và bản này chưa được sửa từ đó.',
      outcome: 'khách hàng đã duyệt, nhưng bạn đã yêu cầu sửa bản này lúc {date}: chưa duyệt; chờ một người duyệt xác nhận bất chấp yêu cầu đó',
    },
    part: {
      alreadyApproved: '{n} bài đã được duyệt từ trước',
      alreadyChanges: '{n} bài đã ở trạng thái cần sửa từ trước',
    },
    outcome: {
      alreadyApproved: 'Khách đã duyệt — bài đã được duyệt từ trước, không có gì thay đổi',
      alreadyApprovedNoted: 'Khách đã duyệt — bài đã được duyệt từ trước; ghi chú của khách được thêm thành bình luận',
      alreadyChanges: 'Khách yêu cầu sửa — bài đã ở trạng thái cần sửa từ trước, không có gì thay đổi',
      alreadyChangesNoted: 'Khách yêu cầu sửa — bài đã ở trạng thái cần sửa từ trước; ghi chú của khách được thêm thành bình luận',
    },
    changed: 'Đã nhập quyết định của khách; từ đó đến nay {n, plural, =1 {1 bài trong số đó đã thay đổi} other {# bài trong số đó đã thay đổi}}. Bảng bên dưới cho biết tình trạng hiện tại của từng bài.',
    settings: {
      unsaved: '{saved, select, true {Đã lưu: việc đăng bài chờ được duyệt.} other {Đã lưu: có thể đăng bài mà không cần duyệt.}} {chosen, select, true {Khi bạn lưu: việc đăng bài sẽ chờ được duyệt.} other {Khi bạn lưu: có thể đăng bài mà không cần duyệt.}}',
    },
  },
};
