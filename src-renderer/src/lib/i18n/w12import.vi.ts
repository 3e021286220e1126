import type { MessagesShape } from './en';
import type { w12importEn } from './w12import.en';

/** Vietnamese strings of w12import (walk 12): typed against `w12importEn`. */
export const w12importVi: MessagesShape<typeof w12importEn> = {
  w12import: {
    timeOfDay: '{field} (giờ trong ngày)',
  },
};
