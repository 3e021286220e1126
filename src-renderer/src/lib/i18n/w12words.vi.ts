import type { MessagesShape } from './en';
import type { w12wordsEn } from './w12words.en';

/** Vietnamese strings of w12words: typed against `w12wordsEn`, so none can be missing. */
export const w12wordsVi: MessagesShape<typeof w12wordsEn> = {
  w12words: {
    namesOr: '{rest} hoặc {last}',
    againWaitWithdraw: 'Bài đã được gửi lên Hub theo lần duyệt hiện tại: gửi lại thành bài mới phải chờ {author} hoặc chủ nhóm rút bài khỏi duyệt trong mục Xét duyệt rồi gửi duyệt lại.',
    meRevoked: 'Máy này đã tham gia với tên {name} ({role}), nhưng {reason}.',
    toastChangesSaid: '{by} đã trả “{caption}” kèm yêu cầu sửa: “{said}”',
  },
};
