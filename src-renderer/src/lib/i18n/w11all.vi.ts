import type { MessagesShape } from './en';
import type { w11allEn } from './w11all.en';

/** Vietnamese strings of branch w11all: typed against `w11allEn`, so none can be missing. */
export const w11allVi: MessagesShape<typeof w11allEn> = {
  w11all: {
    approved: 'Đã duyệt {n} bài',
    submitted: 'Đã gửi duyệt {n} bài',
    line: '{done}; {left}',
    left: 'còn lại {n} bài: {why}',
    part: '{why} ({n})',
    will: '{action} sẽ xử lý {n} bài ngay và để lại {m} bài: {why}',
    none: 'Không bài nào được xử lý: {message}',
    why: {
      changes: '{by} đã yêu cầu sửa — chờ {author} sửa',
      changesMine: '{by} đã yêu cầu sửa — chờ bạn sửa',
      changesNoAuthor: '{by} đã yêu cầu sửa — chờ người viết sửa',
      notSent: 'chưa gửi duyệt — chờ {author} gửi',
      notSentMine: 'chưa gửi duyệt — bạn cần gửi',
      notSentNoAuthor: 'chưa gửi duyệt',
      own_post: 'bài của chính bạn (nhóm không cho người viết tự duyệt bài của mình)',
      nothing_to_publish: 'chưa có gì để duyệt (không có chú thích, không có ảnh)',
      has_problems: 'chưa thể đăng như hiện tại — cần sửa lỗi trước (xem bên dưới)',
      flagged: 'khách đã duyệt một bản mà nhóm đã yêu cầu sửa (xác nhận từng bài riêng)',
    },
  },
};
