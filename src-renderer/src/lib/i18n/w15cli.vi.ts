import type { MessagesShape } from './en';
import type { w15cliEn } from './w15cli.en';

/** Vietnamese of w15cli: typed against `w15cliEn`, so none can be missing. */
export const w15cliVi: MessagesShape<typeof w15cliEn> = {
  w15cli: {
    held: {
      revoked: '{n, plural, =1 {# thay đổi làm trên máy này không thể gửi đi: mã thành viên của máy này đã bị nhóm thu hồi. Thay đổi này vẫn ở đây. Hãy xin chủ nhóm một mã mới rồi tham gia lại bên dưới bằng mã đó: khi ấy nó sẽ được gửi đi, nếu vai trò mới của bạn được gửi nó.} other {# thay đổi làm trên máy này không thể gửi đi: mã thành viên của máy này đã bị nhóm thu hồi. Các thay đổi vẫn ở đây. Hãy xin chủ nhóm một mã mới rồi tham gia lại bên dưới bằng mã đó: khi ấy chúng sẽ được gửi đi, nếu vai trò mới của bạn được gửi chúng.}}',
      unauthorized: '{n, plural, =1 {# thay đổi làm trên máy này không thể gửi đi: máy chủ nhóm không nhận mã thành viên của máy này. Thay đổi này vẫn ở đây. Hãy xin chủ nhóm một mã mới rồi tham gia lại bên dưới bằng mã đó: khi ấy nó sẽ được gửi đi, nếu vai trò mới của bạn được gửi nó.} other {# thay đổi làm trên máy này không thể gửi đi: máy chủ nhóm không nhận mã thành viên của máy này. Các thay đổi vẫn ở đây. Hãy xin chủ nhóm một mã mới rồi tham gia lại bên dưới bằng mã đó: khi ấy chúng sẽ được gửi đi, nếu vai trò mới của bạn được gửi chúng.}}',
    },
    left: {
      title: 'Không gian làm việc này đã rời nhóm {team}{me, select, none {} other { (bạn là {me} ở đó)}}.',
      teamAt: 'tại {url}',
      revoked: 'Mã thành viên của máy này đã bị nhóm thu hồi: để tham gia lại, hãy xin chủ nhóm một mã mới rồi tham gia lại bên dưới bằng mã đó.',
      unauthorized: 'Máy chủ nhóm đã không nhận mã thành viên của máy này: để tham gia lại, hãy xin chủ nhóm một mã mới rồi tham gia lại bên dưới bằng mã đó.',
      rejoin: 'Để tham gia lại, hãy tham gia bên dưới bằng mã thành viên bạn đã dùng khi tham gia (khi rời nhóm, mã đã bị xóa khỏi máy này; nếu không còn bản sao, hãy xin chủ nhóm một mã mới).',
    },
  },
};
