import type { MessagesShape } from './en';
import type { settingsEn } from './settings.en';

/** Vietnamese strings of the team's review settings and mentions: typed against `settingsEn`, so none can be missing. */
export const settingsVi: MessagesShape<typeof settingsEn> = {
  reviewSettings: {
    title: 'Cài đặt xét duyệt',
    intro: 'Cách nhóm duyệt bài. Mọi máy đều theo các cài đặt này, và máy chủ nhóm từ chối thay đổi của bất kỳ ai không phải chủ nhóm.',
    approvers: 'Ai duyệt bài',
    approverRole: {
      owner: 'Chủ nhóm',
      approver: 'Người duyệt',
    },
    authorsMayApprove: 'Người viết được tự duyệt bài của mình',
    approvalRequired: 'Chỉ đăng bài đã được duyệt',
    save: 'Lưu cài đặt xét duyệt',
    saving: 'Đang lưu…',
    saved: 'Đã lưu cài đặt xét duyệt. Cài đặt được gửi tới đồng đội ngay (hoặc khi kết nối được máy chủ nhóm).',
    ownerOnly: 'Chỉ chủ nhóm mới thay đổi được các cài đặt này. Bạn là {role}.',
    needApprover: 'Hãy chọn ít nhất một vai trò duyệt bài.',
    solo: 'Không gian làm việc này không thuộc nhóm nào: bạn tự duyệt bài của mình, và việc đăng bài không chờ duyệt.',
    failed: 'Chưa thay đổi cài đặt xét duyệt: {message}',
    summaryRequired: '{required, select, true {Việc đăng bài chờ được duyệt.} other {Có thể đăng bài mà không cần duyệt.}}',
  },
  mention: {
    toast: '{by} đã nhắc đến bạn trong “{caption}”',
    mark: 'Nhắc đến bạn',
    box: '{n} bình luận nhắc đến bạn',
    step: {
      submitted: '{by} đã gửi duyệt “{caption}” và nhắc đến bạn: “{said}”',
      approved: '{by} đã duyệt “{caption}” và nhắc đến bạn: “{said}”',
      changes_requested: '{by} đã trả “{caption}” kèm yêu cầu sửa và nhắc đến bạn: “{said}”',
      withdrawn: '{by} đã rút “{caption}” khỏi duyệt và nhắc đến bạn: “{said}”',
    },
  },
};
