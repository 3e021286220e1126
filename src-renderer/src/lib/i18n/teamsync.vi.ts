import type { MessagesShape } from './en';
import type { teamsyncEn } from './teamsync.en';

/** Vietnamese strings of teamsync (walk 7): typed against `teamsyncEn`. */
export const teamsyncVi: MessagesShape<typeof teamsyncEn> = {
  teamsync: {
    repliedToYou: '{by} đã trả lời bình luận của bạn về “{caption}”',
    repliedTo: '{by} đã trả lời bình luận của {to} về “{caption}”',
  },
};
