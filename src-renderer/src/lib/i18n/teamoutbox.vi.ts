import type { MessagesShape } from './en';
import type { teamoutboxEn } from './teamoutbox.en';

/** Vietnamese strings of teamoutbox: typed against `teamoutboxEn`, so none can be missing. */
export const teamoutboxVi: MessagesShape<typeof teamoutboxEn> = {
  teamoutbox: {
    title: 'Do đồng đội gửi',
    count: '· {n, plural, other {# bài}}',
    countSends: '· {n, plural, other {# bài}} ({m, plural, other {# lần gửi}})',
    resent: '· {k, plural, other {# lần gửi trước đã được gửi lại thành bài mới (không rõ kết quả)}}',
    hint: 'Những gì máy của đồng đội đã đăng hoặc hẹn giờ, theo từng kênh, như nhóm chia sẻ.',
    senderOnly: 'Chỉ máy của {who} mới {actions} được.',
    theirNetwork: 'Mạng: Hub không trả lời máy của {who} (máy đó đang ngoại tuyến, hoặc từ đó không tới được Hub)',
    senderAction: { cancel: 'rút lại bài này', retry_refused: 'thử lại các kênh đã từ chối', ask_hub: 'hỏi Hub về bài này', mark_live: 'xác nhận bài đã lên' },
    unshared: {
      badge: 'Kết quả chưa được chia sẻ',
      sending: 'Bài đang được gửi khi máy của {who} báo cho nhóm lần cuối; từ đó tới nay ở đây không biết bài ra sao.',
      pending: 'kết quả chưa được chia sẻ',
      line: 'Mã thành viên của {who} đã bị thu hồi lúc {since}: nhóm không nhận tin từ máy đó nữa, nên kết quả của bài này không thể tới bạn. Từ đây không thể rút lại bài hay hỏi Hub về bài này. Khi chủ nhóm cấp mã mới cho {who} và máy của {who} tham gia lại, máy đó sẽ chia sẻ kết quả.',
    },
    replayed: 'Hub đã có bài này từ một lệnh gửi trước đó cùng khóa (máy này không biết của ai); lệnh gửi của máy này là bản phát lại · {time}',
    replayedBy: 'Hub đã có bài này từ một lệnh gửi trước đó cùng khóa (máy này không biết của ai); lệnh gửi của {who} là bản phát lại',
    replayedByShort: 'do {who} phát lại',
    replayedNote: 'Máy của {who} đã phát lại bài này: Hộp thư đi của máy này liệt kê bài trong mục Do đồng đội gửi, không phải công việc của máy này.',
    noneMine: 'Máy này chưa gửi bài nào.',
    noMatch: 'Không có bài nào của đồng đội khớp với bộ lọc này.',
    byYou: {
      published: 'Đã đăng bởi bạn · {time}',
      partial: 'Đã đăng một phần bởi bạn: {n}/{m} kênh · {time}',
      unknown: 'Chưa rõ kết quả — do bạn gửi · {time}',
      sent: 'Do bạn gửi · {time}',
      waiting: 'Do bạn xếp hàng, chưa tới Hub · thử lần cuối lúc {time}',
      cancelled: 'Đã hủy trên máy này trước khi tới Hub · xếp hàng lúc {time}',
      publishedFor: 'Đã đăng bởi bạn · gửi lúc {time} · hẹn đăng {at} ({zone})',
      partialFor: 'Đã đăng một phần bởi bạn: {n}/{m} kênh · gửi lúc {time} · hẹn đăng {at} ({zone})',
    },
    askVia: {
      reason: {
        hub_may_hold: 'Hub có thể đang giữ bài này để đăng đúng giờ và không thể dời: chỉ máy của {who} mới hỏi Hub xem nó đang giữ gì được.',
        not_due: 'Chưa đến giờ đăng: chỉ máy của {who} mới hỏi Hub xem nó đang giữ gì được.',
        cannot_withdraw: 'Hub có thể đang giữ bài này, và Postroom không thể rút lại một bài Hub đã nhận: chỉ máy của {who} mới hỏi Hub xem nó đang giữ gì được.',
      },
      unknownAhead: 'Hub không trả lời kịp cho máy của {who}, nhưng bài này hẹn đăng lúc {time} ({zone}): Hub có thể đang giữ bài đến giờ đó. Chỉ máy của {who} mới hỏi Hub xem nó đang giữ gì được.',
      unknownNote: 'Hub chưa cho biết đã nhận bài này hay chưa, nên có thể Hub đang giữ nó: đổi giờ ở đây sẽ không dời được bài. Chỉ máy của {who} mới hỏi Hub xem nó đang giữ gì được.',
      atHub: {
        mine: 'Bạn đã gửi bài lúc {since}; chưa rõ kết quả: hãy hỏi Hub trong Hộp thư đi.',
        theirs: 'Máy của {who} đã gửi bài lúc {since}; chưa rõ kết quả: chỉ máy của {who} mới hỏi Hub được.',
        theirsHere: 'Máy của {who} đã gửi bài lúc {since}; chưa rõ kết quả: máy này giữ một lệnh cùng khoá, hãy hỏi Hub trong Hộp thư đi.',
        edit: 'Duyệt bản sửa này chỉ cho phép gửi lại thành một bài MỚI; bài mà Hub có thể đang giữ không thay đổi.',
        approve: 'Phê duyệt bài này chỉ cho phép gửi lại thành một bài MỚI; bài mà Hub có thể đang giữ không thay đổi.',
        held: 'Sửa bây giờ không thay đổi bài mà Hub có thể đang giữ; chỉ có thể gửi lại thành một bài MỚI.',
        withdraw: 'Rút bài khỏi xét duyệt không dừng được bài mà Hub có thể đang giữ.',
      },
    },
    againNote: 'Đăng lại sẽ tạo một bài mới.',
    open: 'Mở bài',
  },
};
