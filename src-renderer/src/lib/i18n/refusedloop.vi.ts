import type { MessagesShape } from './en';
import type { refusedloopEn } from './refusedloop.en';

/** Vietnamese strings of refusedloop (issue 34): typed against `refusedloopEn`. */
export const refusedloopVi: MessagesShape<typeof refusedloopEn> = {
  refusedloop: {
    refused: '{n, plural, other {# thay đổi làm trên máy này}} bị máy chủ nhóm từ chối ({doc, select, approvals {phê duyệt} other {xét duyệt}}): thay đổi đó mang tên một thành viên khác hoặc sửa một bản ghi đã chia sẻ. Đã được để riêng ở đây, không bao giờ gửi lại; các thay đổi khác của bạn vẫn được đồng bộ.',
  },
};
