import type { MessagesShape } from './en';
import type { w17zoneEn } from './w17zone.en';

/** Vietnamese of w17zone.en.ts: typed against it, so none can be missing. */
export const w17zoneVi: MessagesShape<typeof w17zoneEn> = {
  w17zone: {
    fixedOffset: 'Theo {zone}, độ lệch cố định, không đổi giờ mùa hè; tức là {utc} UTC.',
  },
};
