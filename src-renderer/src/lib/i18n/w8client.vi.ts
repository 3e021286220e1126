import type { MessagesShape } from './en';
import type { w8clientEn } from './w8client.en';

/** Vietnamese strings of w8client: typed against `w8clientEn`, so none can be missing. */
export const w8clientVi: MessagesShape<typeof w8clientEn> = {
  w8client: {
    done: 'Đã nhận quyết định của khách: {parts}.',
    part: {
      approved: '{n} bài được bạn duyệt',
      waiting: '{n} bài chờ người duyệt xác nhận',
      over: '{n, plural, other {# bài chờ được xác nhận riêng (nhóm đã yêu cầu sửa bản đó)}}',
      changes: '{n} bài cần sửa',
      kept: '{n, plural, other {# bài đã duyệt mà khách yêu cầu sửa: bài vẫn giữ trạng thái đã duyệt cho đến khi người duyệt giữ nguyên hoặc trả lại để sửa}}',
      already: '{n} bài không đổi',
    },
    mayNotApproveKept: 'Vai trò của bạn không duyệt bài: các bài khách duyệt sẽ chờ một người duyệt xác nhận. Yêu cầu sửa của khách được áp dụng cho các bài chưa được duyệt; bài đã duyệt vẫn giữ trạng thái đã duyệt cho đến khi người duyệt giữ nguyên hoặc trả lại để sửa.',
    nothingApproveFlagged: '{n, plural, other {Mọi bài khác đã được duyệt. # bài chờ được xác nhận riêng: khách đã duyệt bản mà nhóm đã yêu cầu sửa.}}',
  },
};
