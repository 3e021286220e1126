import type { MessagesShape } from './en';
import type { clientnoteEn } from './clientnote.en';

/** Vietnamese strings of branch clientnote: typed against `clientnoteEn`, so none can be missing. */
export const clientnoteVi: MessagesShape<typeof clientnoteEn> = {
  clientnote: {
    asked: 'Khách yêu cầu sửa (qua {by}, {date}): “{comment}” — bài vẫn được duyệt cho đến khi một người duyệt quyết định',
    askedNoComment: 'Khách yêu cầu sửa (qua {by}, {date}) — bài vẫn được duyệt cho đến khi một người duyệt quyết định',
    decide: 'Giữ bản duyệt, hoặc bấm Yêu cầu sửa để gửi lại cho người soạn.',
    atHub: 'Hub đang giữ bài: bài sẽ đăng đúng lịch, trừ khi có người sửa và gửi thành một bài mới.',
    toastOver: 'Khách đã duyệt “{caption}” (qua {by}), nhưng {asker} đã yêu cầu sửa bản này: xem trong Xét duyệt.',
    keep: 'Giữ bản duyệt',
    kept: 'Đã giữ bản duyệt; yêu cầu của khách đã được trả lời.',
  },
};
