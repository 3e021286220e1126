/**
 * The team library's error words (issue 33, team-session: src-main/team/errors.ts, the protocol's codes), by code and
 * source, spread into errors.ts ERROR_WORDS (moved out of it: it held more than 500 lines, w23settings).
 */
import { w, type Said } from './error-said';
import type { ErrorSource } from './errors';

export const TEAM_ERROR_WORDS: Readonly<Record<string, Readonly<Partial<Record<ErrorSource, Said>>>>> = {
  revoked: {
    // w11revoked (walk 11): said of a refused change (a review step, an edit): it kept nothing (before: "your changes are kept here").
    team: w('The team owner revoked this computer’s member token: the team’s library and reviews are read-only here. Nothing was changed.', 'Ask the team owner for a new token, then join again with it (Settings → Team).',
      'Chủ nhóm đã thu hồi mã thành viên của máy này: thư viện và việc duyệt bài của nhóm chỉ xem được ở đây. Chưa có gì thay đổi.', 'Xin chủ nhóm một mã mới rồi tham gia lại bằng mã đó (Cài đặt → Nhóm).'),
  },
  version_mismatch: {
    team: w('This Postroom and the team server speak different versions of the team protocol. Nothing was exchanged.', 'Update Postroom (or ask the owner to update the server) so both match.',
      'Postroom này và máy chủ nhóm dùng hai phiên bản giao thức nhóm khác nhau. Chưa trao đổi gì.', 'Cập nhật Postroom (hoặc nhờ chủ nhóm cập nhật máy chủ) để hai bên khớp nhau.'),
  },
  blob_hash_mismatch: {
    team: w('A photo arrived damaged: its bytes do not match its fingerprint. It was not kept.', 'Sync again later; if it repeats, ask the teammate who added it to sync.',
      'Một ảnh đến bị hỏng: dữ liệu không khớp dấu vân tay của nó. Ảnh không được giữ.', 'Đồng bộ lại sau; nếu lặp lại, nhờ người đã thêm ảnh đồng bộ.'),
  },
  blob_not_found: {
    team: w('The team server does not have this photo yet.', 'The teammate who added it has to sync first; the next sync fetches it.',
      'Máy chủ nhóm chưa có ảnh này.', 'Người đã thêm ảnh cần đồng bộ trước; lần đồng bộ sau sẽ tải ảnh về.'),
  },
  blob_too_large: {
    team: w('This photo is larger than the team server takes.', 'Use a smaller photo, or a photo link.',
      'Ảnh này lớn hơn mức máy chủ nhóm nhận.', 'Dùng ảnh nhỏ hơn, hoặc liên kết ảnh.'),
  },
  unreachable: {
    network: w('The team server cannot be reached. Nothing is lost: your changes wait on this computer.', 'Check the connection and the server’s address; they go out at the next sync.',
      'Không kết nối được máy chủ nhóm. Không mất gì: các thay đổi đang chờ trên máy này.', 'Kiểm tra kết nối và địa chỉ máy chủ; chúng sẽ được gửi ở lần đồng bộ sau.'),
  },
  corrupt_update: {
    team: w('The team server sent a change this computer cannot read. It was skipped; your library is unchanged.', 'Keep working; if it repeats, tell the team owner.',
      'Máy chủ nhóm gửi một thay đổi mà máy này không đọc được. Thay đổi đó bị bỏ qua; thư viện của bạn không đổi.', 'Cứ tiếp tục làm việc; nếu lặp lại, hãy báo chủ nhóm.'),
  },
  // roles (issue 34): an owner changing a role that would leave the team without an owner.
  last_owner: {
    team: w('The team keeps at least one owner, and this is its only one. Nothing was changed.', 'Make another member owner first, then change this role.',
      'Nhóm cần ít nhất một chủ nhóm, và đây là chủ nhóm duy nhất. Chưa thay đổi gì.', 'Hãy cho một thành viên khác làm chủ nhóm trước, rồi đổi vai trò này.'),
  },
  // authorship: the team server's write guard refused a change of this laptop.
  write_refused: {
    team: w('The team server refused a change made on this computer: it speaks for another member in the review, or rewrites a record already shared. None of it reached your teammates.',
      'Tell the team owner; changes made in Postroom itself never do this.',
      'Máy chủ nhóm từ chối một thay đổi làm trên máy này: nó nhân danh một thành viên khác trong phần duyệt bài, hoặc sửa một bản ghi đã chia sẻ. Không phần nào của nó đến được đồng đội của bạn.',
      'Hãy báo chủ nhóm; các thay đổi làm trong chính Postroom không bao giờ như vậy.'),
  },
  // w23settings (walk 21, 1): the team server refused this member's approval of a post they wrote (its settings there).
  own_approval_refused: {
    team: w('The team server refused your approval of a post you wrote: the team, as its server has the settings, does not let authors approve their own posts. It did not reach your teammates.',
      'Another approver must approve it; or an owner lets authors approve their own posts (Settings → Team), then approve it again.',
      'Máy chủ nhóm từ chối lượt duyệt của bạn cho một bài bạn đã viết: theo cài đặt trên máy chủ, nhóm không cho tác giả tự duyệt bài của mình. Lượt duyệt chưa đến được đồng đội của bạn.',
      'Một người duyệt khác phải duyệt bài này; hoặc chủ nhóm cho phép tác giả tự duyệt bài (Cài đặt → Nhóm), rồi bạn duyệt lại.'),
  },
  not_a_team_workspace: {
    postroom: w('This workspace is not joined to a team.', 'Join a team from Settings, with the address and token the team owner gave you.',
      'Không gian làm việc này chưa tham gia nhóm nào.', 'Tham gia nhóm trong Cài đặt, bằng địa chỉ và mã mà chủ nhóm đưa cho bạn.'),
  },
};
