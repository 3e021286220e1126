/** Vietnamese strings of w26campaign (typed against `w26campaign.en.ts`). */
import type { MessagesShape } from './en';
import type { w26campaignEn } from './w26campaign.en';

export const w26campaignVi: MessagesShape<typeof w26campaignEn> = {
  w26campaign: {
    collisionsTitle: 'Postroom kiểm tra: {n} bài rơi vào cùng thời điểm với bài khác trên cùng kênh',
    hubRow: 'Bài {position} trên {channel} lúc {time}: “{caption}” đã có ở đó, trên Hub ({state})',
    campaignRow: 'Bài {position} trên {channel} lúc {time}: sau bài {other} của chiến dịch này {minutes} phút, gần hơn khoảng cách tối thiểu của chiến dịch',
    draftsTitle: '{n} bài trùng thời điểm với bản nháp chưa gửi: Hub chưa giữ gì ở đó',
    draftRow: 'Bài {position} trên {channel} lúc {time}: “{caption}” (bản nháp, chưa gửi)',
    notSentYet: 'chưa gửi (chưa kiểm tra: hãy chạy thử)',
  },
};
