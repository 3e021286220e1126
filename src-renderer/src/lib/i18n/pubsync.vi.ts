import type { MessagesShape } from './en';
import type { pubsyncEn } from './pubsync.en';

/** Vietnamese strings of h-pubsync: typed against `pubsyncEn`, so none can be missing. */
export const pubsyncVi: MessagesShape<typeof pubsyncEn> = {
  pubsync: {
    sentAfter: 'Đã gửi lúc {at} ({by} gửi), sau khi {who} yêu cầu chỉnh sửa lúc {asked}.',
  },
};
