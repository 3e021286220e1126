import type { MessagesShape } from './en';
import type { teamnumbersEn } from './teamnumbers.en';

/** Vietnamese strings of teamnumbers (issue 34, walk 6): typed against `teamnumbersEn`, so none can be missing. */
export const teamnumbersVi: MessagesShape<typeof teamnumbersEn> = {
  teamnumbers: {
    tableTeam: 'Các số này tính bài của cả nhóm, mỗi kênh của một bài là một: {here} gửi từ máy này và {n} do đồng đội gửi (các dòng “do … gửi” bên dưới).',
    ofWhich: 'trong đó do đồng đội gửi',
    ofWhichTitle: '{outcome}: {n} trong số này do đồng đội gửi',
    by: 'do {who} gửi',
    unsaved: 'Có thay đổi chưa lưu: bấm Lưu để áp dụng cho nhóm.',
  },
};
