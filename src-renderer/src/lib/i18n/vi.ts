import type { Messages } from './en';
import { w15importVi } from './w15import.vi';
import { campaignsVi } from './campaigns.vi';
import { campaignVi } from './campaign.vi';
import { fixSendVi } from './fixsend.vi';
import { composeVi } from './compose.vi';
import { hubVi } from './hub.vi';
import { w17unchangedVi } from './w17unchanged.vi';
import { w19selfeditVi } from './w19selfedit.vi';
import { w20authorsVi } from './w20authors.vi';
import { w15cliVi } from './w15cli.vi';
import { w11undoVi } from './w11undo.vi';
import { w10undoVi } from './w10undo.vi';
import { composeliveVi } from './composelive.vi';
import { leaveVi } from './leave.vi';
import { w12importVi } from './w12import.vi';
import { refusedloopVi } from './refusedloop.vi';
import { w26approvalVi } from './w26approval.vi';
import { w30dismissVi } from './w30dismiss.vi';
import { insyncVi } from './insync.vi';
import { photonameVi } from './photoname.vi';
import { reviewuiVi } from './reviewui.vi';
import { teamoutboxVi } from './teamoutbox.vi';
import { rejoinVi } from './rejoin.vi';
import { teamsendtextVi } from './teamsendtext.vi';
import { w10captionVi } from './w10caption.vi';
import { teamnumbersVi } from './teamnumbers.vi';
import { bywhomVi } from './bywhom.vi';
import { left32Vi } from './left32.vi';
import { reviewVi } from './review.vi';
import { reviewcoreVi } from './reviewcore.vi';
import { reviewtruthVi } from './reviewtruth.vi';
import { readonlywhyVi } from './readonlywhy.vi';
import { clientfixVi } from './clientfix.vi';
import { clientchangeVi } from './clientchange.vi';
import { w8clientVi } from './w8client.vi';
import { clientnoteVi } from './clientnote.vi';
import { fixComposeVi } from './fix-compose.vi';
import { fixImportVi } from './fix-import.vi';
import { composerVi } from './composer.vi';
import { errorsVi } from './errors.vi';
import { IMPORT_WORDS } from '../../../../src-shared/import-words';
import { calendarVi } from './calendar.vi';
import { deskVi } from './desk.vi';
import { importVi } from './import.vi';
import { truthVi } from './truth.vi';
import { left31Vi } from './left31.vi';
import { teamVi } from './team.vi';
// The team's review settings and mentions (issue 34, branch settings).
import { settingsVi } from './settings.vi';
import { mend31Vi } from './mend31.vi';
import { w29timeVi } from './w29time.vi';
import { mend32Vi } from './mend32.vi';
import { teamfixVi } from './teamfix.vi';
import { heldfixVi } from './heldfix.vi';
import { heldsendVi } from './heldsend.vi';
import { sendwordsVi } from './sendwords.vi';
import { sendtabVi } from './sendtab.vi';
import { sendtab2Vi } from './sendtab2.vi';
import { w9campVi } from './w9camp.vi';
import { teamcampaignVi } from './teamcampaign.vi';
import { campaignslistVi } from './campaignslist.vi';
import { rolesVi } from './roles.vi';
import { presenceVi } from './presence.vi';
import { dialogsVi } from './dialogs.vi';
import { sendasnewVi } from './sendasnew.vi';
import { w8sendVi } from './w8send.vi';
import { w9wordsVi } from './w9words.vi';
import { w10youVi } from './w10you.vi';
import { w11clientVi } from './w11client.vi';
import { w11wordsVi } from './w11words.vi';
import { w12wordsVi } from './w12words.vi';
import { w13waitsVi } from './w13waits.vi';
import { w10campVi } from './w10camp.vi';
import { w12campVi } from './w12camp.vi';
import { w16camprowVi } from './w16camprow.vi';
import { w17postsreasonVi } from './w17postsreason.vi';
import { w19campaignVi } from './w19campaign.vi';
import { w20outboxVi } from './w20outbox.vi';
import { w26outboxVi } from './w26outbox.vi';
import { w21campaignVi } from './w21campaign.vi';
import { w27sendtabVi } from './w27sendtab.vi';
import { w28stateVi } from './w28state.vi';
import { unknowncardVi } from './unknowncard.vi';
import { w30campaignVi } from './w30campaign.vi';
import { w32restoreVi } from './w32restore.vi';
import { w13revokedVi } from './w13revoked.vi';
import { w15composeVi } from './w15compose.vi';
import { w16sendsVi } from './w16sends.vi';
import { xcaptionVi } from './xcaption.vi';
import { w8cliVi } from './w8cli.vi';
import { calendar7Vi } from './calendar7.vi';
import { teamsyncVi } from './teamsync.vi';
import { leftviewVi } from './leftview.vi';
import { w9keepVi } from './w9keep.vi';
import { w26leftVi } from './w26left.vi';
import { w28errorsVi } from './w28errors.vi';
import { w11allVi } from './w11all.vi';
import { w11heldVi } from './w11held.vi';
import { w15reviewVi } from './w15review.vi';
import { w16wordsVi } from './w16words.vi';
import { w16asnewVi } from './w16asnew.vi';
import { w18againVi } from './w18again.vi';
import { w19twohubVi } from './w19twohub.vi';
import { w20againVi } from './w20again.vi';
import { w21wordsVi } from './w21words.vi';
import { w17zoneVi } from './w17zone.vi';
import { w17youVi } from './w17you.vi';
import { w19cosmeticVi } from './w19cosmetic.vi';
import { w20cliVi } from './w20cli.vi';
import { w20dstVi } from './w20dst.vi';
import { w22outboxVi } from './w22outbox.vi';
import { w23dryrunVi } from './w23dryrun.vi';
import { w23instaVi } from './w23insta.vi';
import { w24calendarVi } from './w24calendar.vi';
import { w24zoneVi } from './w24zone.vi';
import { w24campaignVi } from './w24campaign.vi';
import { w26campaignVi } from './w26campaign.vi';
import { w27clientVi } from './w27client.vi';

/** Vietnamese UI strings: typed against the English shape, so none can be missing. */
export const vi: Messages = {
  app: {
    name: 'Postroom',
    skip: 'Chuyển đến nội dung',
    navLabel: 'Chính',
    shortcutsHint: 'Alt+1…9 để chuyển màn hình',
  },
  nav: {
    library: 'Thư viện',
    compose: 'Soạn bài',
    campaigns: 'Chiến dịch',
    outbox: 'Hộp thư đi',
    channels: 'Kênh',
    monitors: 'Theo dõi bình luận',
    insights: 'Thống kê',
    settings: 'Cài đặt',
    review: 'Xét duyệt',
  },
  placeholder: {
    notYet: 'Màn hình này chưa được xây dựng.',
    library: {
      title: 'Thư viện',
      items: 'Mọi bản nháp, tìm kiếm và lọc được, vẫn mượt với hàng trăm nghìn bản|Chọn nhiều bản nháp để gắn thẻ, nhân bản, xóa hoặc thêm vào chiến dịch',
    },
    compose: {
      title: 'Soạn bài',
      items: 'Chú thích (nội dung bài) và tiêu đề, tách riêng|Kênh, ảnh, bộ đếm ký tự theo kênh, xem trước và kiểm tra trước khi đăng',
    },
    willHold: 'Màn hình sẽ gồm:',
    monitors: {
      title: 'Theo dõi bình luận',
      items: 'Bộ theo dõi tự động trả lời bình luận trên một bài đăng|Từ khóa kích hoạt, nội dung trả lời và chu kỳ kiểm tra|Trạng thái trực tiếp của từng bộ theo dõi',
    },
    insights: {
      title: 'Thống kê',
      items: 'Số liệu phân tích của các bài đã đăng theo từng kênh|Hạn mức gói và mức sử dụng|Bảng xếp hạng nhạc video ngắn',
    },
  },
  connectivity: {
    online: 'Trực tuyến',
    offline: 'Ngoại tuyến',
    checking: 'Đang kiểm tra…',
    unknown: 'Chưa rõ kết nối',
    onlineDetail: 'Hub tại {url} đang trả lời.',
    onlineSandbox: 'Hub Sandbox có sẵn đang trả lời (không có bài nào thật sự được đăng).',
    offlineDetail: 'Hub không trả lời. Vẫn soạn bài được; bài đăng sẽ chờ trong Hộp thư đi.',
    reason: 'Lý do: {reason}',
    checkedAt: 'Kiểm tra lần cuối {time} ({ago})',
    ago: {
      now: 'vừa xong',
      seconds: '{n} giây trước',
      minutes: '{n, plural, other {# phút}} trước',
      hours: '{n, plural, other {# giờ}} trước',
      days: '{n, plural, other {# ngày}} trước',
    },
    bridgeUnreachable: 'Lõi Postroom không trả lời (máy chủ ứng dụng có thể đã dừng). Những gì đã nhập không bị mất; hãy thử lại.',
    recheck: 'Kiểm tra lại',
    bridgeDown: 'Lõi Postroom không trả lời: {message}',
  },
  settings: {
    title: 'Cài đặt',
    appearance: 'Giao diện',
    theme: 'Chủ đề',
    themeSystem: 'Theo hệ thống ({current})',
    themeLight: 'Sáng',
    themeDark: 'Tối',
    language: 'Ngôn ngữ',
    languageHint: 'Được ghi nhớ trên máy tính này.',
    shortcuts: 'Phím tắt',
    about: 'Giới thiệu',
  },
  shortcuts: {
    screens: 'Đi đến một màn hình (theo thứ tự thanh bên)',
    navArrows: 'Di chuyển giữa các mục thanh bên',
    newDraft: 'Bản nháp mới (trong Thư viện)',
    search: 'Tìm trong Thư viện',
    open: 'Mở bản nháp đang chọn',
    selectAll: 'Chọn mọi bản nháp đã tải; nhấn lần nữa để chọn mọi bản nháp khớp',
    delete: 'Xóa các bản nháp đang chọn (hoàn tác trong thông báo)',
    undo: 'Hoàn tác / làm lại trong trình soạn',
  },
  about: {
    loading: 'Đang đọc thông tin phiên bản…',
    error: 'Không đọc được thông tin phiên bản: {message}',
    version: 'Phiên bản Postroom',
    shell: 'Đang chạy dưới dạng',
    shellElectron: 'Ứng dụng máy tính (Electron)',
    shellWeb: 'Máy chủ web trong trình duyệt',
    node: 'Node.js',
    electron: 'Electron',
    chromium: 'Chromium',
    platform: 'Nền tảng',
    dataDir: 'Thư mục dữ liệu',
    workspace: 'Không gian làm việc',
    workspaceNone: 'Chưa chọn',
    sandbox: 'Hub thử nghiệm tích hợp',
    hub: 'Tài khoản Hub',
    key: 'Khóa API',
    keyNone: 'Chưa có khóa',
    keyLast4: 'kết thúc bằng {last4} ({source})',
    notApplicable: 'không dùng',
  },
  state: {
    draft: 'Bản nháp',
    queued: 'Trong hàng chờ của Hub',
    scheduled: 'Đã hẹn giờ',
    sending: 'Đang gửi',
    published: 'Đã đăng',
    partial: 'Đăng một phần',
    refused: 'Hub từ chối',
    channels_refused: 'Mọi kênh đều từ chối',
    unknown: 'Chưa rõ kết quả',
    cancelled: 'Đã hủy',
    deleted: 'Đã xóa',
  },
  outcome: {
    scheduledFor: 'Đăng lúc {time} ({zone})',
    queued: 'Đang chờ trong hàng đăng bài của hồ sơ trên Hub.',
    sending: 'Đang trên đường: đang gửi đến Hub, hoặc Hub đã nhận và đang chờ các kênh.',
    retrying: 'Đang thử lại sau trả lời này — {reason} Lần thử tiếp theo {time}.',
    retryingNoTime: 'Đang chờ sau trả lời này — {reason}',
    published: 'Đã đăng trên {m, plural, =1 {kênh của bài} =2 {cả hai kênh} other {cả # kênh}}.',
    partial: 'Đã đăng trên {n}/{m} kênh; bị từ chối: {channels}.',
    refused: 'Chưa gửi — {reason}',
    channelsRefused: 'Mọi kênh đều từ chối: {channels}.',
    unknown: 'Chưa rõ kết quả: bài có thể đã lên. Hãy kiểm tra các kênh.',
    cancelled: 'Đã rút lại trước khi gửi.',
    summary: '{sent, plural, =0 {Không bài nào được gửi} other {Đã gửi # bài}} đến Hub; {notSent, plural, =0 {không bỏ sót bài nào} other {# bài không được gửi}}.',
    notSentLine: '“{caption}”: {reason}',
    alreadySent: 'đã gửi trước đó ({state}); chọn “Đăng lại…” để gửi thành bài mới',
    publishAgain: 'Đăng lại…',
    publishAgainConfirm: 'Bản nháp này đã được gửi trước đó ({state}). Đăng lại sẽ tạo một bài MỚI với khóa mới: bài sẽ xuất hiện hai lần ở nơi nó đã lên. Vẫn đăng lại?',
    heldSingle: 'Không gửi: bản nháp này đã được gửi trước đó ({state}). Chọn “Đăng lại…” để gửi thành bài mới.',
    vietnameseLabel: 'Tạm dịch',
    titleSent: 'Sẽ gửi: “{title}”',
    refusedLastTime: 'Bị từ chối lần trước',
    refusedByHub: 'Hub đã từ chối',
    filterState: 'Trạng thái',
    filterProfile: 'Hồ sơ',
    filterChannel: 'Kênh',
    filterCampaign: 'Chiến dịch',
    any: 'Tất cả',
    shown: 'Hiển thị {n}/{m}',
    noMatch: 'Không có bài nào trong Hộp thư đi khớp với bộ lọc này.',
    record: 'Nhật ký',
    hideRecord: 'Ẩn nhật ký',
    exportRecord: 'Xuất nhật ký (JSON)',
    recordTitle: 'Mọi lần gửi của bài này',
    attemptLine: 'Lần {n} · {time} · khóa {key} · {answer}',
    noAnswer: 'chưa có phản hồi',
    noAttempt: 'Chưa gửi.',
    scheduledNote: 'Đã hẹn giờ trên Hub. Hub không có cách hủy hẹn giờ: Postroom không thể rút lại bài lúc này. Muốn dừng, hãy xóa bài trên từng kênh sau khi bài lên, hoặc liên hệ bộ phận hỗ trợ của Hub trước {time}.',
    cancelNote: 'Chưa gửi: bạn vẫn có thể hủy.',
    retried: 'Các kênh bị từ chối đã được gửi lại thành bài mới.',
    sameRequest: 'Bản nháp chưa thay đổi kể từ khi các kênh từ chối: cùng một yêu cầu sẽ được gửi lại và lỗi nội dung sẽ lặp lại. Vẫn gửi nguyên như cũ? (Hủy để mở bản nháp và sửa.)',
    fix: 'Sửa và gửi lại…',
    unknownCheck: 'Kiểm tra xem bài đã lên chưa trên:',
    markLive: 'Bài đã lên — đánh dấu đã đăng',
    markLiveConfirm: 'Đánh dấu bài này đã đăng trên mọi kênh? Chỉ dùng khi bạn đã thấy bài lên.',
    sendAgainNew: 'Gửi lại thành bài mới…',
  },  library: {
    new: 'Bản nháp mới',
    total: '{n, number} bản nháp',
    matching: '{n, number} bản nháp khớp',
    loaded: 'đã tải {n, number}',
    loadedMore: 'đang hiện {n, number}, cuộn để xem thêm',
    search: 'Tìm bản nháp',
    searchPlaceholder: 'Tìm trong chú thích, tiêu đề và thẻ (nhấn / để tìm)',
    filters: 'Bộ lọc',
    filterProfile: 'Hồ sơ',
    filterChannel: 'Kênh',
    filterTag: 'Thẻ',
    filterState: 'Trạng thái',
    filterFrom: 'Sửa từ ngày',
    filterTo: 'Sửa đến ngày',
    any: 'Tất cả',
    clearFilters: 'Xóa tìm kiếm và bộ lọc',
    changedElsewhere: 'Thư viện vừa được thay đổi ở nơi khác.',
    refresh: 'Làm mới',
    error: 'Không tải được bản nháp: {message}',
    noMatch: 'Không có bản nháp nào khớp với tìm kiếm và bộ lọc này.',
    emptyTitle: 'Thư viện của bạn đang trống.',
    emptyHint: 'Nhấn N hoặc chọn “Bản nháp mới” để viết bài đầu tiên. Bản nháp được lưu trên máy này và dùng được khi ngoại tuyến.',
    listLabel: 'Bản nháp',
    noCaption: '(chưa có chú thích)',
    noChannels: 'chưa chọn kênh',
    photos: '{n} ảnh',
    scheduledFor: 'hẹn đăng {when} ({zone})',
    loadingMore: 'Đang tải thêm bản nháp…',
    createFailed: 'Không tạo được bản nháp: {message}',
    bulkFailed: 'Không thực hiện được: {message}',
    deleted: 'Đã xóa {n, number} bản nháp.',
    deletedAtHub: 'Đã xóa {n, number} bản nháp. {m, number} bài trong số đó đã gửi tới Hub: xóa bản nháp không ngăn bài được đăng (Hộp thư đi vẫn theo dõi bài).',
    restored: 'Đã khôi phục {n, number} bản nháp.',
    tagged: 'Đã gắn thẻ “{tag}” cho {n, number} bản nháp.',
    untagged: 'Đã gỡ thẻ “{tag}” khỏi {n, number} bản nháp.',
    duplicated: 'Đã tạo {n, number} bản sao.',
    addedToCampaign: 'Đã thêm {n, number} bản nháp vào “{name}”.',
    bulkLabel: 'Thao tác với các bản nháp đã chọn',
    selected: 'Đã chọn {n, number}',
    allSelected: 'Đã chọn cả {n, number} bản nháp khớp',
    allCapped: 'tối đa {n, number} mỗi lần',
    selectAllMatching: 'Chọn cả {n, number} bản nháp khớp',
    selectingAll: 'Đang chọn mọi bản nháp khớp…',
    selectAllFailed: 'Không chọn được mọi bản nháp khớp: {message}',
    clearSelection: 'Bỏ chọn',
    tagLabel: 'Thẻ',
    tagPlaceholder: 'thẻ',
    addTag: 'Gắn thẻ',
    removeTag: 'Gỡ thẻ',
    duplicate: 'Nhân bản',
    delete: 'Xóa',
    restore: 'Khôi phục',
    campaignLabel: 'Chiến dịch',
    chooseCampaign: 'Thêm vào chiến dịch…',
    newCampaign: 'Chiến dịch mới…',
    campaignName: 'Tên chiến dịch',
    addToCampaign: 'Thêm',
  },
  jobState: {
    prepared: 'Đã chuẩn bị',
    sending: 'Đang gửi',
    retrying: 'Sẽ thử lại',
    awaiting: 'Đang chờ kết quả',
    done: 'Xong',
    refused: 'Bị Hub từ chối',
    blocked: 'Bị chặn',
    unknown: 'Không rõ kết quả',
    cancelled: 'Đã hủy',
  },
  jobStateHint: {
    prepared: 'Đã ghi lại cùng khóa; sẽ được gửi ngay khi Hub trả lời.',
    sending: 'Đang được gửi.',
    retrying: 'Hub không trả lời hoặc yêu cầu chờ; bài sẽ được gửi lại với cùng khóa nên không thể bị đăng hai lần.',
    awaiting: 'Đã được nhận; đang chờ các kênh xử lý xong (hoặc chờ đến giờ hẹn).',
    done: 'Đã có kết quả cuối: xem từng kênh bên dưới.',
    refused: 'Hub đã từ chối trước khi gửi đi. Hãy sửa bản nháp và đăng lại (bài mới, khóa mới).',
    blocked: 'Đã dừng: cần xử lý khóa, gói hoặc hạn mức trước khi gửi tiếp.',
    unknown: 'Hub hết thời gian chờ và kết quả không rõ. Bài không được gửi lại một cách mù quáng; gửi lại là quyết định của bạn.',
    cancelled: 'Đã rút lại; sẽ không được gửi.',
  },
  outbox: {
    count: '{n} công việc, {waiting} đang chờ',
    offline: 'Không kết nối được Hub: các công việc đang chờ sẽ được gửi khi Hub trả lời lại.',
    error: 'Không đọc được Hộp thư đi: {message}',
    emptyTitle: 'Hộp thư đi trống.',
    emptyHint: 'Các bài bạn đăng hoặc hẹn giờ sẽ hiện ở đây cùng tiến độ và kết quả theo từng kênh.',
    accepted: 'đã đăng',
    refused: 'bị từ chối',
    pending: 'chưa có kết quả',
    key: 'khóa {key}',
    attempts: '{n} lần thử',
    openDraft: 'mở bản nháp',
    cancel: 'Hủy',
    retry: 'Thử lại các kênh bị từ chối',
    resend: 'Gửi lại…',
    resendConfirm: 'Kết quả không rõ: bài có thể đã được đăng. Postroom hỏi Hub trước và không gửi gì nếu Hub đã có bài; nếu không, bài được gửi thành bài mới với khóa mới. Tiếp tục?',
    done: {
      cancel: 'Đã hủy.',
      live: 'Đã đánh dấu là đã đăng.',
      retry: 'Một công việc mới sẽ thử lại các kênh bị từ chối.',
      resend: 'Đã gửi lại thành công việc mới.',
      resendFound: 'Hub đã có bài này (đã hỏi trước): không gửi lại gì.',
    },
    failed: 'Không thực hiện được: {message}',
  },
  channels: {
    kind: {
      tiktok: 'mạng video ngắn',
      instagram: 'mạng chia sẻ ảnh',
      linkedin: 'mạng nghề nghiệp',
      youtube: 'trang chia sẻ video',
      facebook: 'mạng xã hội có Trang (Page)',
      x: 'tiểu blog văn bản ngắn',
      threads: 'mạng văn bản theo chuỗi',
      pinterest: 'bảng ghim',
      reddit: 'diễn đàn theo cộng đồng',
      bluesky: 'mạng xã hội giao thức mở',
      google_business: 'kênh hồ sơ doanh nghiệp theo địa điểm',
      telegram: 'kênh nhắn tin qua bot',
      discord: 'trò chuyện cộng đồng',
      slack: 'trò chuyện nhóm làm việc',
      mastodon: 'tiểu blog liên hợp',
      nostr: 'mạng giao thức relay',
      lemmy: 'trang tổng hợp liên kết liên hợp',
      devto: 'trang blog cho lập trình viên A',
      hashnode: 'trang blog cho lập trình viên B',
      wordpress: 'hệ thống xuất bản trang web',
      whop: 'chợ gói thành viên',
      listmonk: 'trình quản lý bản tin',
    },
    intro: '22 kênh của Hub: kênh nào nhận bài ảnh, mỗi kênh cần gì, và giới hạn ký tự mà Postroom kiểm tra (lấy từ trang công bố của chính kênh đó, kèm ngày ghi nhận). Câu trả lời của Hub vẫn là quyết định cuối cùng.',
    profiles: 'Hồ sơ và tài khoản đã liên kết (bản lưu)',
    pinPage: 'Trang đã ghim: {name}.',
    pinOrg: 'Tổ chức đã ghim: {name}.',
    pinLocation: 'Địa điểm đã ghim: {name}.',
    table: 'Quy tắc của các kênh',
    channel: 'Kênh',
    photo: 'Bài ảnh',
    needs: 'Cần có',
    captionLimit: 'Giới hạn chú thích',
    titleLimit: 'Giới hạn tiêu đề',
    yes: 'có',
    no: 'không',
    aTitle: 'tiêu đề',
    limit: '{max} ({method})',
    noLimit: 'không công bố giới hạn',
    source: 'nguồn, ghi nhận ngày {date}',
    limitNote: {
      tiktok: 'phần mô tả của bài ảnh',
      linkedin: 'phần nội dung (commentary)',
      youtube: 'phần mô tả; trang nguồn tính theo byte UTF-8',
      facebook: 'độ dài một bài cập nhật trạng thái',
      pinterest: 'phần mô tả',
      reddit: 'nội dung bài viết dạng văn bản',
      google_business: 'phần tóm tắt (summary)',
      telegram: 'chú thích ảnh, tính sau khi xử lý định dạng',
      mastodon: 'mặc định của máy chủ; máy chủ có thể nâng giới hạn',
      lemmy: 'nội dung bài; mỗi máy chủ có thể khác',
    },
    method: {
      utf16: 'đơn vị UTF-16',
      codepoints: 'điểm mã',
      graphemes: 'ký tự hiển thị',
      'x-weighted': 'cách tính của X',
    },
  },
  common: {
    loading: 'Đang tải…',
    retry: 'Thử lại',
    close: 'Đóng',
    cancel: 'Hủy',
    undo: 'Hoàn tác',
    save: 'Lưu',
    remove: 'Xóa',
    error: 'Đã xảy ra lỗi: {message}',
    none: '—',
  },
  ...composeVi,
  ...campaignsVi,
  ...campaignVi,
  ...fixSendVi,
  ...hubVi,
  ...w17unchangedVi,
  ...w19selfeditVi,
  ...w20authorsVi,
  ...w15importVi,
  ...w15cliVi,
  ...w11undoVi,
  ...w10undoVi,
  ...composeliveVi,
  ...leaveVi,
  ...w12importVi,
  ...refusedloopVi,
  ...w26approvalVi,
  ...w30dismissVi,
  ...photonameVi,
  ...reviewuiVi,
  ...teamoutboxVi,
  ...rejoinVi,
  ...teamsendtextVi,
  ...w10captionVi,
  ...teamnumbersVi,
  ...bywhomVi,
  ...left32Vi,
  ...reviewVi,
  ...reviewcoreVi,
  ...reviewtruthVi,
  ...readonlywhyVi,
  ...clientfixVi,
  ...clientchangeVi,
  ...w8clientVi,
  ...clientnoteVi,
  ...fixComposeVi,
  ...insyncVi,
  ...fixImportVi,
  ...composerVi,
  ...errorsVi,
  ...calendarVi,
  ...calendar7Vi,
  ...deskVi,
  ...importVi,
  ...truthVi,
  ...left31Vi,
  ...teamVi,
  ...settingsVi,
  ...mend31Vi,
  ...w29timeVi,
  ...mend32Vi,
  ...teamfixVi,
  ...heldfixVi,
  ...heldsendVi,
  ...sendwordsVi,
  ...sendtabVi,
  ...sendtab2Vi,
  ...w9campVi,
  ...teamcampaignVi,
  ...campaignslistVi,
  ...rolesVi,
  ...presenceVi,
  ...dialogsVi,
  ...sendasnewVi,
  ...w8sendVi,
  ...w9wordsVi,
  ...w10youVi,
  ...w11clientVi,
  ...w11wordsVi,
  ...w12wordsVi,
  ...w13waitsVi,
  ...w10campVi,
  ...w12campVi,
  ...w16camprowVi,
  ...w17postsreasonVi,
  ...w19campaignVi,
  ...w20outboxVi,
  ...w26outboxVi,
  ...w21campaignVi,
  ...w27sendtabVi,
  ...w28stateVi,
  ...unknowncardVi,
  ...w30campaignVi,
  ...w32restoreVi,
  ...w13revokedVi,
  ...w15composeVi,
  ...w16sendsVi,
  ...xcaptionVi,
  ...w8cliVi,
  ...teamsyncVi,
  ...leftviewVi,
  ...w9keepVi,
  ...w26leftVi,
  ...w28errorsVi,
  ...w11allVi,
  ...w15reviewVi,
  ...w16wordsVi,
  ...w16asnewVi,
  ...w18againVi,
  ...w19twohubVi,
  ...w20againVi,
  ...w21wordsVi,
  ...w17zoneVi,
  ...w17youVi,
  ...w19cosmeticVi,
  ...w20cliVi,
  ...w20dstVi,
  ...w22outboxVi,
  ...w23dryrunVi,
  ...w23instaVi,
  ...w24calendarVi,
  ...w24zoneVi,
  ...w24campaignVi,
  ...w26campaignVi,
  ...w27clientVi,
  ...w11heldVi,
  // Nhập và xuất ở màn hình Thư viện (tệp đi qua trình duyệt: tải lên và tải xuống).
  transfer: {
    import: 'Nhập…',
    importHint: 'Nhập bản nháp từ tệp .csv hoặc .json',
    exportCsv: 'Xuất CSV',
    exportJson: 'Xuất JSON',
    exportHint: 'Tải xuống các bản nháp đang chọn, hoặc tất cả nếu chưa chọn bản nào',
    imported: 'Đã nhập {n} bản nháp',
    nothingImported: '{name} có {n} lỗi: chưa nhập bản nháp nào.',
    someImported: 'Đã nhập {n} bản nháp; bỏ qua {bad} lỗi.',
    problem: 'Dòng {line}, {field}: {message}',
    moreProblems: '…và {n} lỗi khác',
    importGood: 'Chỉ nhập {n} dòng hợp lệ',
    exported: 'Đã lưu {n} bản nháp thành {name}',
    failed: 'Không nhập hoặc xuất được: {message}',
    tooBig: '{name} lớn hơn {max}. Hãy chia nhỏ tệp, hoặc nhập bằng dòng lệnh postroom.',
    report: 'Kết quả nhập',
  },
  // Written once in the shared layer, which the core's importer reads too (src-shared/import-words.ts).
  importProblem: IMPORT_WORDS.vi,
};
