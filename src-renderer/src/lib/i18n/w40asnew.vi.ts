import type { MessagesShape } from './en';
import type { w40asnewEn } from './w40asnew.en';

/** Vietnamese strings of w40asnew: typed against `w40asnewEn`, so none can be missing. */
export const w40asnewVi: MessagesShape<typeof w40asnewEn> = {
  w40asnew: {
    confirmNobody: 'Chọn {time} ({zone}) cho một bài MỚI? Thời gian là một phần của nội dung được duyệt, nên bài sẽ quay lại chờ duyệt — và khi bạn đã sửa, không ai khác trong nhóm được phê duyệt bài này (ở đây tác giả không tự duyệt bài của mình: chủ nhóm có thể đổi bằng `postroom team settings --authors-may-approve yes`). {count, plural, =1 {Bài Hub đang giữ vẫn được đăng} other {# bài Hub đang giữ vẫn được đăng}} lúc {held}.',
  },
};
