import type { MessagesShape } from './en';
import type { bywhomEn } from './bywhom.en';

/** Vietnamese strings of bywhom: typed against `bywhomEn`, so none can be missing. */
export const bywhomVi: MessagesShape<typeof bywhomEn> = {
  bywhom: {
    either: '{names} hoặc {last}',
  },
};
