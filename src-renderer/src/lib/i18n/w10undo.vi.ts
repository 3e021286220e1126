import type { MessagesShape } from './en';
import type { w10undoEn } from './w10undo.en';

/** Vietnamese strings of Compose's Undo while a teammate edits: typed against `w10undoEn`, so none can be missing. */
export const w10undoVi: MessagesShape<typeof w10undoEn> = {
  undoteam: {
    undo: 'Một đồng đội đã sửa {what} sau đó: không còn gì để hoàn tác ở đó.',
    redo: 'Một đồng đội đã sửa {what} sau đó: không còn gì để làm lại ở đó.',
    undoBy: '{who} đã sửa {what} sau đó: không còn gì để hoàn tác ở đó.',
    redoBy: '{who} đã sửa {what} sau đó: không còn gì để làm lại ở đó.',
    field: {
      caption: 'chú thích',
      title: 'tiêu đề',
      notes: 'ghi chú',
      captions: 'chú thích riêng của một kênh',
      profile_id: 'thương hiệu',
      platforms: 'các kênh',
      fields: 'một tùy chọn của kênh',
      scheduled_at: 'lịch đăng',
      timezone: 'múi giờ',
      add_to_queue: 'lựa chọn hàng đợi',
      tags: 'các thẻ',
    },
    and: '{a} và {b}',
  },
};
