import type { MessagesShape } from './en';
import type { w11undoEn } from './w11undo.en';

/** Vietnamese strings of w11undo: typed against `w11undoEn`, so none can be missing. The names open the sentence ("Bạn và Bảo đã sửa sau khi Bảo duyệt"). */
export const w11undoVi: MessagesShape<typeof w11undoEn> = {
  w11undo: {
    you: 'Bạn',
    two: '{a} và {b}',
    more: '{rest} và {last}',
    sep: ', ',
  },
};
