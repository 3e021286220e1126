/** Vietnamese strings of w21campaign (typed against `w21campaign.en.ts`). */
import type { MessagesShape } from './en';
import type { w21campaignEn } from './w21campaign.en';

export const w21campaignVi: MessagesShape<typeof w21campaignEn> = {
  w21campaign: {
    posts: '{n} bài',
    sent: '{n} bài đã gửi',
    ready: '{n} bài sẵn sàng gửi ngay',
    held: '{n} bài bị giữ lại ({reasons})',
    heldBare: '{n} bài bị giữ lại',
    reasonRevoked: '{n} bài vì quyền truy cập của máy này đã bị thu hồi',
    segTeamSentBy: 'bị giữ lại: {name} đã gửi',
  },
};
