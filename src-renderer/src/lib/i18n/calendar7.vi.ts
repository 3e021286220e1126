import type { MessagesShape } from './en';
import type { calendar7En } from './calendar7.en';

/** Vietnamese strings of the calendar's review states and what the Hub holds (walk 7): typed against `calendar7En`. */
export const calendar7Vi: MessagesShape<typeof calendar7En> = {
  calendar7: {
    movedBackToReview: 'Đã chuyển sang {day}; bài quay lại chờ duyệt — {by} đã duyệt giờ cũ.',
    undoneApproved: 'Đã đặt lại {n, plural, =1 {# bài} other {# bài}}; lượt duyệt của {by} có hiệu lực lại: nội dung và giờ lại đúng như đã duyệt.',
    moveUnapproves: 'Chuyển bài sẽ đưa bài quay lại chờ duyệt (lượt duyệt là cho giờ này).',
    sentBy: 'Do {name} gửi.',
    editedSinceSent: 'Đã sửa sau khi gửi: Hub giữ bản được duyệt ngày {date}, không phải nội dung nháp hiện tại.',
    bulkBackToReview: '{n, plural, =1 {# bài đã duyệt} other {# bài đã duyệt}} quay lại chờ duyệt — {by} đã duyệt giờ cũ.',
  },
};
