import type { MessagesShape } from './en';
import type { photonameEn } from './photoname.en';

/** Vietnamese strings of a photo's name: typed against `photonameEn`, so none can be missing. */
export const photonameVi: MessagesShape<typeof photonameEn> = {
  photoName: {
    numbered: 'Ảnh {n}',
  },
};
