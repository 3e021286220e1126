import type { w13waitsEn } from './w13waits.en';

/** Vietnamese strings of w13waits (typed against the English ones). */
export const w13waitsVi: typeof w13waitsEn = {
  w13waits: {
    namesAnd: '{rest} và {last}',
    partChangesWaitEdit: '{n, plural, other {{who} yêu cầu sửa # bài: bài đang chờ {authors} sửa.}}',
  },
};
