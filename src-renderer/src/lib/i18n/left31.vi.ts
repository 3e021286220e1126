import type { MessagesShape } from './en';
import type { left31En } from './left31.en';

/** Vietnamese strings of issue 31's finishing points (branch left31): typed against `left31En`, so none can be missing. */
export const left31Vi: MessagesShape<typeof left31En> = {
  left31: {
    dupTitle: '{n} dòng trùng với bài đã có trong chiến dịch này',
    dupBody: 'Cùng nội dung, hồ sơ, kênh và thời điểm ({lines}): tệp này, hoặc một phần của nó, đã được nhập trước đây. Chưa có gì được nhập cho đến khi bạn chọn.',
    dupLines: '{n, plural, =1 {dòng {list}} other {các dòng {list}}}',
    dupSkip: 'Bỏ qua các dòng đó và nhập {n} dòng còn lại',
    dupImport: 'Vẫn nhập (chiến dịch sẽ có chúng hai lần)',
    dupSkipped: '{n} dòng trùng với bài đã có trong chiến dịch và đã được bỏ qua.',
    timePassed: 'đã quá giờ, chưa gửi (giờ hẹn là {when}, {zone})',
    timePassedShort: 'đã quá giờ, chưa gửi',
    timePassedLegend: 'Đã quá giờ, chưa gửi',
    lastDryRun: 'Lần chạy thử gần nhất {when}: {errors} dòng có lỗi, {warnings} dòng có cảnh báo, {held} bài bị giữ lại.',
    lastDryRunCurrent: 'Kết quả đó vẫn đúng với những gì nút Gửi sẽ làm: {toSend} bài sẽ được gửi. Chạy thử lại để xem từng dòng.',
    lastDryRunStale: 'Các bài đã thay đổi từ đó: hãy chạy thử lại trước khi gửi.',
    collisionsTitle: '{n} bài rơi vào cùng thời điểm với bài đã lên lịch hoặc đã gửi trên cùng kênh',
    collisionRow: 'Bài {position} trên {channel} lúc {time}: “{caption}” ({state}) đã có ở đó',
    collisionsMore: 'và {n} bài khác (bản chạy thử liệt kê từng bài)',
    dupImported: '{n} bài vừa nhập lặp lại bài đã có trong chiến dịch, theo lựa chọn của bạn.',
  },
};
