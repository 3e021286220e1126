/** Vietnamese strings of w19campaign (typed against `w19campaign.en.ts`). */
import type { MessagesShape } from './en';
import type { w19campaignEn } from './w19campaign.en';

export const w19campaignVi: MessagesShape<typeof w19campaignEn> = {
  w19campaign: {
    segBy: '{n} {what} (do {name} gửi)',
    segByPart: '{n} {what} ({parts})',
    segByOne: '{n} bài do {name} gửi',
  },
};
