import type { MessagesShape } from './en';
import type { teamoutboxEn } from './teamoutbox.en';

/** Vietnamese strings of teamoutbox: typed against `teamoutboxEn`, so none can be missing. */
export const teamoutboxVi: MessagesShape<typeof teamoutboxEn> = {
  teamoutbox: {
    title: 'Do đồng đội gửi',
    count: '{n, plural, other {# bài}} do đồng đội gửi',
    hint: 'Những gì máy của đồng đội đã đăng hoặc hẹn giờ, theo từng kênh, như nhóm chia sẻ.',
    readOnly: 'Chỉ máy của {who} mới rút lại, thử lại hoặc hỏi Hub về bài này được.',
    noneMine: 'Máy này chưa gửi bài nào.',
    noMatch: 'Không có bài nào của đồng đội khớp với bộ lọc này.',
    byYou: {
      published: 'Đã đăng bởi bạn · {time}',
      unknown: 'Chưa rõ kết quả — do bạn gửi · {time}',
      sent: 'Do bạn gửi · {time}',
    },
    againNote: 'Đăng lại sẽ tạo một bài mới.',
    open: 'Mở bài',
  },
};
