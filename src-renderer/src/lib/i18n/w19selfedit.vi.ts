import type { MessagesShape } from './en';
import type { w19selfeditEn } from './w19selfedit.en';

/** Vietnamese strings of w19selfedit: typed against `w19selfeditEn`, so none can be missing. */
export const w19selfeditVi: MessagesShape<typeof w19selfeditEn> = {
  w19selfedit: {
    approvedEdited: '{by} đã duyệt — chính {by} đã sửa bài này',
    approvedEditedByMe: 'bạn đã duyệt, sau khi chính bạn sửa bài',
    who: '{names} có thể duyệt bài này.',
    nobody: 'Trong nhóm không còn ai khác duyệt được bài này: chủ nhóm có thể bật “Người viết được tự duyệt bài của mình” trong Cài đặt, hoặc cho một thành viên khác làm người duyệt.',
    unknown: 'Một người duyệt chưa sửa bài này có thể duyệt nó.',
  },
};
