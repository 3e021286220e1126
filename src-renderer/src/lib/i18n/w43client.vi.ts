import type { MessagesShape } from './en';
import type { w43clientEn } from './w43client.en';

/** Vietnamese strings of walk 43a: typed against `w43clientEn`, so none can be missing. */
export const w43clientVi: MessagesShape<typeof w43clientEn> = {
  w43client: {
    part: '{n} bài chưa được duyệt: trong nhóm không còn ai khác duyệt được',
  },
};
