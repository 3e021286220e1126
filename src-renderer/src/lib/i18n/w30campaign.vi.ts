/** Vietnamese strings of w30campaign (typed against `w30campaign.en.ts`). */
import type { MessagesShape } from './en';
import type { w30campaignEn } from './w30campaign.en';

export const w30campaignVi: MessagesShape<typeof w30campaignEn> = {
  w30campaign: {
    state_doneWithdrawn: 'chưa gửi bài nào: các bài đã được rút lại trước khi gửi đi',
  },
};
