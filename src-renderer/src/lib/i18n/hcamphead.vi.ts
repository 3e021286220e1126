/** Vietnamese strings of h-camphead (typed against `hcamphead.en.ts`). */
import type { MessagesShape } from './en';
import type { hcampheadEn } from './hcamphead.en';

export const hcampheadVi: MessagesShape<typeof hcampheadEn> = {
  hcamphead: {
    rowsTakenBack: '{n} bài đã bị rút lại duyệt',
    takenBack: '{n, plural, other {# bài đã được gửi duyệt và được duyệt, rồi bị rút lại duyệt: chưa được gửi đi cho đến khi được sửa hoặc gửi duyệt lại, và được duyệt (thẻ Xét duyệt).}}',
  },
};
