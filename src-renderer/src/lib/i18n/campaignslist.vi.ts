import type { MessagesShape } from './en';
import type { campaignslistEn } from './campaignslist.en';

/** Vietnamese strings of campaignslist: typed against `campaignslistEn`, so none can be missing. */
export const campaignslistVi: MessagesShape<typeof campaignslistEn> = {
  campaignslist: {
    state: 'Gửi: {state}',
  },
};
