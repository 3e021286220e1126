import type { MessagesShape } from './en';
import type { reviewuiEn } from './reviewui.en';

/** Vietnamese strings of reviewui: typed against `reviewuiEn`, so none can be missing. */
export const reviewuiVi: MessagesShape<typeof reviewuiEn> = {
  reviewui: {
    byline: {
      published: 'Đã đăng bởi {who} · {time}',
      partial: 'Đã đăng một phần bởi {who}: {n}/{m} kênh · {time}',
      unknown: 'Chưa rõ kết quả — do {who} gửi · {time}',
      sent: 'Do {who} gửi · {time}',
      waiting: 'Do {who} xếp hàng, chưa tới Hub · thử lần cuối lúc {time}',
      cancelled: 'Đã hủy trên máy của {who} trước khi tới Hub · xếp hàng lúc {time}',
      publishedFor: 'Đã đăng bởi {who} · gửi lúc {time} · hẹn đăng {at} ({zone})',
      partialFor: 'Đã đăng một phần bởi {who}: {n}/{m} kênh · gửi lúc {time} · hẹn đăng {at} ({zone})',
    },
    teammateNote: 'Đã gửi từ máy của {who}: Hộp thư đi của máy này liệt kê bài trong mục Do đồng đội gửi, không phải công việc của máy này.',
    whyTeammate: 'Máy của {who} đang gửi bài này: bài sẽ không bị gửi hai lần.',
  },
};
