import type { MessagesShape } from './en';
import type { w26leftEn } from './w26left.en';

/** Vietnamese strings of branch w26left: typed against `w26leftEn`, so none can be missing. */
export const w26leftVi: MessagesShape<typeof w26leftEn> = {
  w26left: {
    theTeam: 'nhóm',
    why: 'bạn đã rời {team}: các bước duyệt cần có nhóm (hãy tham gia lại rồi thực hiện)',
    step: {
      submit: 'Bạn đã rời {team}: gửi duyệt cần có nhóm. Hãy tham gia lại, rồi gửi bài đi duyệt.',
      approve: 'Bạn đã rời {team}: duyệt bài cần có nhóm. Hãy tham gia lại, rồi duyệt bài.',
      request_changes: 'Bạn đã rời {team}: yêu cầu chỉnh sửa cần có nhóm. Hãy tham gia lại, rồi yêu cầu chỉnh sửa.',
      withdraw: 'Bạn đã rời {team}: rút bài khỏi hàng duyệt cần có nhóm. Hãy tham gia lại, rồi rút bài.',
      comment: 'Bạn đã rời {team}: bình luận cần có nhóm. Hãy tham gia lại, rồi bình luận.',
    },
    campaign: 'Bạn đã rời {team} lúc {when}: chiến dịch này được giữ ở đây ở chế độ chỉ đọc. Hãy Nhân bản để lên kế hoạch cho một bản của riêng bạn, hoặc tham gia lại nhóm.',
  },
};
