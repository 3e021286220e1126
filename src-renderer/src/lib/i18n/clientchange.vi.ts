import type { MessagesShape } from './en';
import type { clientchangeEn } from './clientchange.en';

/** Vietnamese strings of branch clientchange: typed against `clientchangeEn`, so none can be missing. */
export const clientchangeVi: MessagesShape<typeof clientchangeEn> = {
  clientchange: {
    overRequest: 'Khách đã duyệt (qua {by}), nhưng {asker} đã yêu cầu sửa lúc {date} và bản này chưa được sửa từ đó: “{comment}”',
    overRequestNoComment: 'Khách đã duyệt (qua {by}), nhưng {asker} đã yêu cầu sửa lúc {date} và bản này chưa được sửa từ đó.',
    confirmOver: 'Xác nhận bất chấp yêu cầu này…',
    question: 'Xác nhận nghĩa là duyệt bài này như hiện tại, bỏ qua yêu cầu sửa của {asker} lúc {date}. Lịch sử của bài sẽ ghi rằng bạn đã duyệt bất chấp yêu cầu đó.',
    yes: 'Duyệt bất chấp yêu cầu',
    confirmedOver: 'Đã duyệt bất chấp yêu cầu sửa của {asker}; lịch sử có ghi lại.',
    historyComment: 'Đã xác nhận bản khách duyệt bất chấp một yêu cầu sửa còn mở: {asker} đã yêu cầu sửa lúc {date}: “{comment}”',
    historyCommentNone: 'Đã xác nhận bản khách duyệt bất chấp một yêu cầu sửa còn mở: {asker} đã yêu cầu sửa lúc {date} (không có bình luận)',
    outcome: 'khách hàng đã duyệt, nhưng {asker} đã yêu cầu sửa bản này lúc {date}: chưa duyệt; chờ một người duyệt xác nhận bất chấp yêu cầu đó',
  },
};
