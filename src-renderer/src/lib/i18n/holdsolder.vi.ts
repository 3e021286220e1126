import type { MessagesShape } from './en';
import type { holdsolderEn } from './holdsolder.en';

/** Vietnamese strings of h-oldcaption: typed against `holdsolderEn`, so none can be missing. */
export const holdsolderVi: MessagesShape<typeof holdsolderEn> = {
  holdsolder: {
    short: '{count, plural, other {{channels} đang giữ bản cũ hơn}}',
    full: '{count, plural, other {{channels} đang giữ bản nội dung cũ hơn}} (gửi lúc {time}, trước khi sửa).',
  },
};
