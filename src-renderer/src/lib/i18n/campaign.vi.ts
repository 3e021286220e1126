import type { campaignEn } from './campaign.en';
import type { MessagesShape } from './en';

/** Vietnamese strings of issue 31's campaign work: typed against `campaignEn`, so none can be missing. */
export const campaignVi: MessagesShape<typeof campaignEn> = {
  campaignRun: {
    dryIntro: 'Đúng những gì nút Gửi sẽ làm: từng bài trên từng kênh, Hub nhận lúc nào và theo cách nào, bài nào bị giữ lại và vì sao. Chưa có gì được gửi.',
    going: '{going, plural, =0 {Gửi sẽ không gửi bài nào} other {Gửi sẽ gửi # bài}}: {scheduled} bài theo giờ riêng (Hub lên lịch), {queued} bài vào hàng đợi của Hub, {now} bài đăng ngay.',
    held: '{n, plural, other {# bài bị giữ lại}} vì có lỗi và sẽ không được gửi cho đến khi sửa xong (đánh dấu “Giữ lại” bên dưới).',
    dstShort: 'đã đổi giờ',
    zoneOnce: 'Giờ theo múi {zone}.',
    heldWhy: 'Không gửi: bài có lỗi (xem cột Vấn đề). Một bài được gửi lên mọi kênh của nó hoặc không kênh nào.',
    colHow: 'Gửi theo cách',
    heldBack: 'Giữ lại',
    howSchedule: 'Hub lên lịch',
    howQueue: 'Hàng đợi của Hub',
    howNow: 'Đăng ngay',
    predicted: 'dự kiến: giờ trống kế tiếp của hàng đợi',
    atOnce: 'ngay khi được gửi',
    planNotApplied: 'Thẻ Rải theo thời gian có thay đổi chưa áp dụng cho các bài: chạy thử và Gửi dùng giờ hiện tại của từng bài. Hãy bấm “Gán các thời điểm này cho bài” trước để dùng chúng.',
    planChanged: 'Bài, giờ, kênh hoặc tùy chọn đã thay đổi sau lần chạy thử, nên chưa có gì được gửi. Hãy chạy thử lại để xem Gửi sẽ làm gì bây giờ.',
    rerun: 'Chạy thử lại',
    sendMatches: 'Gửi sẽ làm đúng như lần chạy thử: {going, plural, =0 {không bài nào} other {# bài}} được gửi, {held, plural, =0 {không bài nào} other {# bài}} bị giữ lại. Nếu các bài thay đổi trước khi bạn bấm Gửi, ứng dụng sẽ yêu cầu chạy thử lại.',
    noDryRun: 'Máy này chưa chạy thử (lần chạy thử được giữ trên máy đã chạy nó): thẻ Chạy thử cho thấy đúng những gì Gửi sẽ làm trước khi gửi bất cứ thứ gì.',
    problem: {
      past_time: 'Giờ đăng đã qua: Hub từ chối giờ trong quá khứ. Hãy đặt giờ muộn hơn.',
      no_slots: 'Hồ sơ này không có giờ trong hàng đợi nên Hub từ chối bài xếp hàng. Hãy thêm giờ hàng đợi ở Hub hoặc lên lịch cho bài.',
      unknown_profile: 'Hồ sơ thương hiệu này không có trong tài khoản Hub theo lần đọc gần nhất của Postroom, nên Hub nhiều khả năng sẽ từ chối bài. Hãy kiểm tra hồ sơ, hoặc làm mới danh sách hồ sơ ở mục Kênh.',
      profile_unchecked: 'Postroom chưa đọc các hồ sơ thương hiệu của tài khoản này từ Hub, nên chưa kiểm tra được hồ sơ này. Hãy làm mới danh sách hồ sơ ở mục Kênh rồi chạy thử lại.',
    },
    zoneInvalid: '“{zone}” không phải tên múi giờ. Hãy gõ một phần tên thành phố hoặc khu vực rồi chọn trong danh sách (ví dụ Asia/Ho_Chi_Minh).',
    zoneHint: 'Gõ để tìm, ví dụ “Berlin” hoặc “Ho_Chi_Minh”.',
    clockTitle: 'Khi đổi giờ (mùa hè/mùa đông)',
    clockWall: 'Giữ giờ trong ngày (09:00 vẫn là 09:00)',
    clockElapsed: 'Đúng khoảng thời gian đã trôi qua (09:00 thành 10:00 sau lần đổi giờ mùa xuân)',
  },
};
