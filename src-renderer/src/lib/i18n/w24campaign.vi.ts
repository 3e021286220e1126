/** Vietnamese strings of w24campaign (typed against `w24campaign.en.ts`). */
import type { MessagesShape } from './en';
import type { w24campaignEn } from './w24campaign.en';

export const w24campaignVi: MessagesShape<typeof w24campaignEn> = {
  w24campaign: {
    captionOverLimit: 'Chú thích cho {channel} dài {length} ký tự; {channel} chỉ nhận tối đa {limit}.',
    ownCaptionOverLimit: 'Chú thích riêng cho {channel} dài {length} ký tự; {channel} chỉ nhận tối đa {limit}.',
    titleOverLimit: 'Tiêu đề cho {channel} dài {length} ký tự; {channel} chỉ nhận tối đa {limit}.',
  },
};
