import type { MessagesShape } from './en';
import type { w12wordsEn } from './w12words.en';

/** Vietnamese strings of w12words: typed against `w12wordsEn`, so none can be missing. */
export const w12wordsVi: MessagesShape<typeof w12wordsEn> = {
  w12words: {
    toastChangesSaid: '{by} đã trả “{caption}” kèm yêu cầu sửa: “{said}”',
  },
};
