/**
 * The words of every error code, by the source that says it (split from errors.ts, w23left, to keep each file
 * under 500 lines): what it means and what to do, English and Vietnamese. errors.ts says an error from this table.
 */
import type { ErrorSource, Said } from './errors';

/** One code's words as a source says them: meaning and what to do, in English then Vietnamese. */
export const w = (enMeaning: string, enTodo: string, viMeaning: string, viTodo: string): Said => ({
  en: { meaning: enMeaning, todo: enTodo },
  vi: { meaning: viMeaning, todo: viTodo },
});

/**
 * Every code with words of its own, by the source that says it. A code two sources can say
 * (`not_found` from the Hub or from the library) has words for each; the FIRST source listed
 * is the one assumed when an error comes without one (a job's last Hub answer, say).
 */
export const ERROR_WORDS: Readonly<Record<string, Readonly<Partial<Record<ErrorSource, Said>>>>> = {
  // ---- The Hub (hub-api part 7, and the audience route's platform_not_supported) ----
  unauthorized: {
    hub: w('The API key is missing, malformed or no longer valid.', 'Enter a working key in Settings → Hub account. Retrying will not help.',
      'Khóa API bị thiếu, sai định dạng hoặc không còn hiệu lực.', 'Nhập khóa đúng trong Cài đặt → Tài khoản Hub. Thử lại sẽ không có tác dụng.'),
    postroom: w('This page’s pass to Postroom is missing or out of date (Postroom was restarted).', 'Open Postroom again from the address it printed when it started.',
      'Trang này không còn quyền vào Postroom (Postroom đã khởi động lại).', 'Mở lại Postroom từ địa chỉ nó in ra khi khởi động.'),
    team: w('The team server does not know this member token. Nothing was saved or shared.', 'Ask the team owner for your token and join again with it.',
      'Máy chủ nhóm không nhận ra mã thành viên này. Chưa lưu hay chia sẻ gì.', 'Xin chủ nhóm mã của bạn rồi tham gia lại bằng mã đó.'),
  },
  forbidden: {
    hub: w('The key is valid but this account may not do this: it is expired or banned, or the feature is not in the plan.', 'Do not retry as it is. Check the plan and usage in Settings, check the account, or upgrade.',
      'Khóa hợp lệ nhưng tài khoản không được phép làm việc này: tài khoản hết hạn hoặc bị khóa, hoặc gói không có tính năng này.', 'Đừng thử lại y nguyên. Xem gói và mức sử dụng trong Cài đặt, kiểm tra tài khoản, hoặc nâng cấp.'),
    team: w('Your role in this team may not do this (a viewer cannot change the shared library). Nothing was changed.', 'Ask the team owner for an editor’s role if you need to change drafts.',
      'Vai trò của bạn trong nhóm không được làm việc này (người xem không được sửa thư viện chung). Chưa có gì thay đổi.', 'Nếu cần sửa bài nháp, hãy xin chủ nhóm vai trò biên tập viên.'),
  },
  not_found: {
    hub: w('The Hub has no such thing on this account (a profile, a monitor, a route).', 'Refresh the profiles; check that the workspace is the right account.',
      'Hub không có thứ này trên tài khoản (hồ sơ, bộ theo dõi, đường dẫn).', 'Làm mới danh sách hồ sơ; kiểm tra không gian làm việc có đúng tài khoản không.'),
    postroom: w('It is no longer in this library (deleted, or never there).', 'Refresh the screen; if it was deleted, Undo may bring it back.',
      'Mục này không còn trong thư viện (đã xóa, hoặc chưa từng có).', 'Làm mới màn hình; nếu vừa xóa, Hoàn tác có thể lấy lại.'),
  },
  invalid_request: {
    hub: w('The Hub refused the request before spending anything: something is missing, malformed, too long, or not accepted.', 'Change what you sent; the Hub’s words in the details name the problem.',
      'Hub từ chối yêu cầu trước khi tiêu tốn gì: có mục bị thiếu, sai định dạng, quá dài hoặc không được chấp nhận.', 'Sửa nội dung đã gửi; lời của Hub trong phần chi tiết nêu rõ vấn đề.'),
    team: w('The team server or its address was not understood (not a team server address, or not a member token).', 'Check the address and token the team owner gave you.',
      'Không hiểu máy chủ nhóm hoặc địa chỉ của nó (không phải địa chỉ máy chủ nhóm, hoặc không phải mã thành viên).', 'Kiểm tra địa chỉ và mã mà chủ nhóm đưa cho bạn.'),
  },
  quota_exceeded: {
    hub: w('An allowance is used up (video processing this month, direct messages today). On a publish it means the account has no active plan.', 'Wait for the reset or change the plan; see Settings → Plan and usage.',
      'Đã dùng hết một hạn mức (xử lý video trong tháng, tin nhắn trực tiếp trong ngày). Khi đăng bài, lỗi này nghĩa là tài khoản không có gói đang hoạt động.', 'Chờ hạn mức được đặt lại hoặc đổi gói; xem Cài đặt → Gói và mức sử dụng.'),
  },
  no_active_plan: {
    hub: w('The account has no active plan (its profile allowance is zero or the plan expired), so channels cannot be connected.', 'Activate a plan first.',
      'Tài khoản không có gói đang hoạt động (hạn mức hồ sơ bằng 0 hoặc gói đã hết hạn), nên không thể kết nối kênh.', 'Hãy kích hoạt một gói trước.'),
  },
  profile_limit_reached: {
    hub: w('The plan’s profile limit is reached. Nothing was created.', 'Upgrade, or delete an unused profile, then try again.',
      'Đã đạt số hồ sơ tối đa của gói. Không có gì được tạo.', 'Nâng cấp, hoặc xóa một hồ sơ không dùng, rồi thử lại.'),
  },
  rate_limited: {
    hub: w('Too many requests this minute, or the channel itself slowed us down.', 'Wait the seconds the Hub asks, then try again.',
      'Quá nhiều yêu cầu trong phút này, hoặc chính kênh đã giới hạn tốc độ.', 'Chờ số giây Hub yêu cầu rồi thử lại.'),
  },
  idempotency_conflict: {
    hub: w('This post’s key was already used for a different request.', 'Send it as a new post (new key), or unchanged.',
      'Khóa của bài này đã được dùng cho một yêu cầu khác.', 'Gửi thành bài mới (khóa mới), hoặc gửi đúng như lần đầu.'),
  },
  idempotency_in_progress: {
    hub: w('The same post is still being sent.', 'Wait, then try again: the Hub returns the stored result.',
      'Bài này vẫn đang được gửi.', 'Chờ rồi thử lại: Hub sẽ trả kết quả đã lưu.'),
  },
  page_pin_conflict: {
    hub: w('The post names a page or location, but the profile has a different one pinned; the pin would win.', 'Drop the page or location from the post, or clear the pin. The same request cannot succeed.',
      'Bài chỉ định một trang hoặc địa điểm, nhưng hồ sơ đã ghim nơi khác; ghim sẽ được ưu tiên.', 'Bỏ trang hoặc địa điểm khỏi bài, hoặc bỏ ghim. Yêu cầu y nguyên sẽ không thể thành công.'),
  },
  page_pin_unverified: {
    hub: w('The pinned page could not be read, so it is unknown where the post would go. Nothing was published.', 'Try again later, or drop the page from the post.',
      'Không đọc được trang đã ghim, nên không biết bài sẽ đi đâu. Chưa có gì được đăng.', 'Thử lại sau, hoặc bỏ trang khỏi bài.'),
  },
  platform_not_startable: {
    hub: w('This channel does not sign in through a redirect (it uses credentials such as a bot token or an app password).', 'Link it with its credentials instead (Telegram, Slack: the forms above).',
      'Kênh này không đăng nhập qua chuyển hướng (nó dùng thông tin đăng nhập như mã bot hoặc mật khẩu ứng dụng).', 'Hãy liên kết bằng thông tin đăng nhập (Telegram, Slack: các biểu mẫu phía trên).'),
  },
  platform_unavailable: {
    hub: w('The channel’s linking flow is being upgraded and cannot finish now.', 'Try again later.',
      'Quy trình liên kết của kênh đang được nâng cấp và hiện không thể hoàn tất.', 'Hãy thử lại sau.'),
  },
  link_not_found: {
    hub: w('The connect link does not exist or has expired (links live 48 hours).', 'Get a new connect link.',
      'Liên kết kết nối không tồn tại hoặc đã hết hạn (mỗi liên kết sống 48 giờ).', 'Lấy liên kết kết nối mới.'),
  },
  platform_not_connected: {
    hub: w('The profile has no account linked for a channel this needs.', 'Link the account, or drop the channel. If it recurs after each post, the channel is restricting the account: read the Hub’s words in the details.',
      'Hồ sơ chưa liên kết tài khoản cho một kênh cần dùng.', 'Liên kết tài khoản, hoặc bỏ kênh đó. Nếu lỗi lặp lại sau mỗi bài, kênh đang hạn chế tài khoản: hãy đọc lời của Hub trong phần chi tiết.'),
  },
  location_required: {
    hub: w('The business account has several locations and none was chosen.', 'Choose a location on the post, or pin a default location in Channels.',
      'Tài khoản kinh doanh có nhiều địa điểm và chưa chọn địa điểm nào.', 'Chọn địa điểm trong bài, hoặc ghim địa điểm mặc định trong Kênh.'),
  },
  upstream_error: {
    hub: w('The Hub’s publishing path failed (a network or server error on its side). Nothing is confirmed published.', 'Try again; safe for posts, which carry their own key.',
      'Đường đăng bài phía Hub bị lỗi (lỗi mạng hoặc máy chủ bên Hub). Chưa xác nhận bài nào được đăng.', 'Thử lại; an toàn với bài đăng vì mỗi bài có khóa riêng.'),
  },
  upstream_timeout: {
    hub: w('The Hub waited too long. The outcome is unknown: the post MAY be live.', 'Do not resend blind: ask the Hub for the post’s status first. A resend takes a new key.',
      'Hub chờ quá lâu. Không rõ kết quả: bài CÓ THỂ đã lên.', 'Đừng gửi lại mù quáng: hãy hỏi Hub trạng thái bài trước. Gửi lại phải dùng khóa mới.'),
  },
  internal_error: {
    hub: w('Something failed inside the Hub.', 'Try again in a while; contact the Hub’s support if it persists.',
      'Đã có lỗi bên trong Hub.', 'Thử lại sau một lúc; liên hệ bộ phận hỗ trợ của Hub nếu vẫn lỗi.'),
    postroom: w('Something unexpected failed inside Postroom. Nothing was sent.', 'Try again; if it keeps failing, the details below help whoever supports Postroom.',
      'Đã có lỗi bất ngờ bên trong Postroom. Chưa có gì được gửi.', 'Thử lại; nếu vẫn lỗi, phần chi tiết bên dưới giúp người hỗ trợ Postroom.'),
  },
  platform_not_supported: {
    hub: w('The Hub gives this data for the short-video channel (TikTok) only.', 'Choose TikTok.',
      'Hub chỉ cung cấp dữ liệu này cho kênh video ngắn (TikTok).', 'Hãy chọn TikTok.'),
  },
  // ---- Reaching the Hub (hub/errors.ts HubTransportCode) ----
  network: {
    network: w('The Hub did not answer: this computer is offline, or the Hub cannot be reached.', 'Check the connection; drafting still works, and the screen loads again when the Hub answers.',
      'Hub không trả lời: máy đang mất mạng, hoặc không kết nối được tới Hub.', 'Kiểm tra kết nối; vẫn soạn bài được, và màn hình sẽ tải lại khi Hub trả lời.'),
  },
  // h-lostanswer (walk 44b, 4): a job's call that went out with no answer back (publisher send.ts; src-shared NO_ANSWER).
  no_answer: {
    network: w('The request went out but its answer was lost on the way back: the Hub may have the post (it may be live).', 'Nothing to do: it is sent again under the same key, so the Hub keeps one post and answers with it.',
      'Yêu cầu đã đi nhưng câu trả lời bị mất trên đường về: Hub có thể đã có bài (bài có thể đã lên).', 'Không cần làm gì: bài được gửi lại với cùng khóa, nên Hub chỉ giữ một bài và trả lời bằng bài đó.'),
  },
  malformed: {
    hub: w('The Hub answered something its reference does not allow.', 'Try again later; if it persists, the Hub’s address in Settings may point at something that is not the Hub.',
      'Hub trả lời một nội dung không đúng tài liệu của nó.', 'Thử lại sau; nếu vẫn vậy, địa chỉ Hub trong Cài đặt có thể không trỏ tới Hub.'),
  },
  edge_413: {
    hub: w('The Hub’s front door refused the upload as too large.', 'Postroom fits photos smaller and sends again as a new post; if it recurs, use photo links instead of files.',
      'Cổng vào của Hub từ chối bản tải lên vì quá lớn.', 'Postroom sẽ thu nhỏ ảnh và gửi lại thành bài mới; nếu lặp lại, hãy dùng liên kết ảnh thay cho tệp.'),
  },
  // ---- The key and the workspaces (secrets/errors.ts) ----
  keychain_unavailable: {
    computer: w('The system keychain cannot be used, so the Hub key cannot be read or kept. The Hub was not asked.', 'Unlock or start the keychain (on Linux: gnome-keyring), then try again.',
      'Không dùng được kho khóa của hệ thống, nên không đọc hoặc giữ được khóa Hub. Chưa hỏi Hub.', 'Mở khóa hoặc khởi động kho khóa (trên Linux: gnome-keyring) rồi thử lại.'),
  },
  invalid_key: {
    postroom: w('That text cannot be an API key (empty, spaces inside, or too long). Nothing was saved.', 'Copy the key again from the Hub’s dashboard, whole.',
      'Đoạn chữ này không thể là khóa API (trống, có khoảng trắng bên trong, hoặc quá dài). Chưa lưu gì.', 'Sao chép lại toàn bộ khóa từ trang quản trị của Hub.'),
  },
  wrong_key: {
    hub: w('The Hub refused the key: it is not a working key for this Hub.', 'Copy the key again from the Hub’s dashboard; it was not saved.',
      'Hub từ chối khóa: đây không phải khóa dùng được cho Hub này.', 'Sao chép lại khóa từ trang quản trị của Hub; khóa chưa được lưu.'),
  },
  account_problem: {
    hub: w('The key is real, but the account may not act (expired, banned or no plan).', 'Check the account and plan on the Hub’s dashboard.',
      'Khóa đúng nhưng tài khoản không được phép hoạt động (hết hạn, bị khóa hoặc không có gói).', 'Kiểm tra tài khoản và gói trên trang quản trị của Hub.'),
  },
  unverified: {
    network: w('The Hub could not be asked about the key (no answer, or an unexpected one).', 'Check the Hub’s address and the connection, then try again.',
      'Không hỏi được Hub về khóa (không có trả lời, hoặc trả lời bất thường).', 'Kiểm tra địa chỉ Hub và kết nối rồi thử lại.'),
  },
  no_key: {
    postroom: w('This workspace has no API key yet, so the Hub was not asked.', 'Enter the key in Settings → Hub account.',
      'Không gian làm việc này chưa có khóa API, nên chưa hỏi Hub.', 'Nhập khóa trong Cài đặt → Tài khoản Hub.'),
  },
  sandbox_key: {
    postroom: w('The Sandbox makes its own key; none is stored for it.', 'Add a Hub account in Settings to use a key of your own.',
      'Sandbox tự tạo khóa của nó; không lưu khóa nào cho nó.', 'Thêm một tài khoản Hub trong Cài đặt để dùng khóa của bạn.'),
  },
  invalid_workspace: {
    postroom: w('The workspace name or Hub address is not accepted (the address must start with https://; the Sandbox cannot be removed).', 'Use an https:// address and a new name.',
      'Tên không gian làm việc hoặc địa chỉ Hub không hợp lệ (địa chỉ phải bắt đầu bằng https://; không thể xóa Sandbox).', 'Dùng địa chỉ https:// và một tên mới.'),
  },
  workspace_exists: {
    postroom: w('A workspace with this name already exists.', 'Choose another name.',
      'Đã có không gian làm việc trùng tên.', 'Chọn tên khác.'),
  },
  workspace_not_found: {
    postroom: w('There is no workspace by that name.', 'Pick one from the list in Settings.',
      'Không có không gian làm việc nào tên như vậy.', 'Chọn một mục trong danh sách ở Cài đặt.'),
  },
  workspace_in_use: {
    postroom: w('The workspace still holds drafts.', 'Export or delete its drafts first.',
      'Không gian làm việc vẫn còn bản nháp.', 'Hãy xuất hoặc xóa các bản nháp trước.'),
  },
  // ---- The library (library/errors.ts) and the core's own (bridge/services.ts) ----
  conflict: {
    postroom: w('It changed somewhere else meanwhile (another window), or the name is taken. Nothing was written.', 'Look at it again, then redo the change.',
      'Mục này vừa bị thay đổi ở nơi khác (cửa sổ khác), hoặc tên đã có. Chưa ghi gì.', 'Xem lại rồi làm lại thay đổi.'),
  },
  invalid_input: {
    postroom: w('Postroom’s own check refused what was entered, before anything was asked of the Hub. Nothing changed.', 'Correct the marked entry and try again; the details name it.',
      'Postroom tự kiểm tra và từ chối nội dung đã nhập, trước khi hỏi Hub. Không có gì thay đổi.', 'Sửa mục được đánh dấu rồi thử lại; phần chi tiết nêu tên mục đó.'),
  },
  schema_too_new: {
    computer: w('The library on this computer was written by a newer Postroom.', 'Update Postroom, or open a backup made by this version.',
      'Thư viện trên máy này do một phiên bản Postroom mới hơn ghi.', 'Cập nhật Postroom, hoặc mở bản sao lưu do phiên bản này tạo.'),
  },
  migration_failed: {
    computer: w('The library on this computer could not be upgraded; it was left as it was.', 'Make sure the disk has room, then start Postroom again.',
      'Không nâng cấp được thư viện trên máy này; thư viện được giữ nguyên.', 'Kiểm tra đĩa còn chỗ trống rồi khởi động lại Postroom.'),
  },
  invalid_state: {
    postroom: w('This cannot be done in the state it is in now (it moved on meanwhile).', 'Look at it again: its state says what can be done.',
      'Không làm được việc này ở trạng thái hiện tại (nó vừa chuyển sang bước khác).', 'Xem lại: trạng thái của nó cho biết có thể làm gì.'),
  },
  io: {
    computer: w('A file on this computer could not be read or written.', 'Check the file, the disk space and the permissions, then try again.',
      'Không đọc hoặc ghi được một tệp trên máy này.', 'Kiểm tra tệp, dung lượng đĩa và quyền truy cập rồi thử lại.'),
  },
  // twoprocs (walk 7): the app and the CLI on one data dir; the other one kept writing past the wait.
  busy: {
    computer: w('Another Postroom on this computer (the app or the command line) is writing to the library. Nothing was written.', 'Wait a moment and try again.',
      'Một Postroom khác trên máy này (ứng dụng hoặc dòng lệnh) đang ghi vào thư viện. Chưa ghi gì.', 'Chờ một lát rồi thử lại.'),
  },
  // w31paging (walk 27, 1): an import's chosen profile is none of the profiles read from the Hub (the message names them).
  unknown_profile: {
    postroom: w('The profile chosen for the file’s rows is not one of the brand profiles on this Hub account. Nothing was imported.', 'Choose one of the account’s profiles (Channels lists them), then import again.',
      'Hồ sơ đã chọn cho các dòng của tệp không phải hồ sơ thương hiệu nào trong tài khoản Hub này. Chưa nhập gì.', 'Hãy chọn một hồ sơ của tài khoản (mục Kênh liệt kê chúng) rồi nhập lại.'),
  },
  // Review (issue 34): a comment over 4,000 characters.
  comment_too_long: {
    postroom: w('The comment is too long: a comment holds at most 4,000 characters. Nothing was saved.', 'Shorten it, or split it into two comments.',
      'Bình luận quá dài: mỗi bình luận tối đa 4.000 ký tự. Chưa lưu gì.', 'Hãy rút gọn, hoặc tách thành hai bình luận.'),
  },
  // Review and approval (issue 34, review-ui): the table's refusals (the screen words the table's reason) and client decisions files.
  refused: {
    postroom: w('This review step is not allowed for this post now. Nothing was changed.', 'Read the reason beside the button, or ask a team owner.',
      'Bước duyệt này hiện không được phép với bài này. Chưa thay đổi gì.', 'Xem lý do cạnh nút bấm, hoặc hỏi chủ nhóm.'),
  },
  decisions_invalid: {
    postroom: w('This file is not a client decisions file from a preview page. Nothing was changed.', 'Choose the file the client downloaded with “Download my decisions”.',
      'Tệp này không phải tệp quyết định của khách từ trang xem trước. Chưa thay đổi gì.', 'Hãy chọn tệp khách đã tải về bằng nút “Tải tệp quyết định”.'),
  },
  decisions_unknown_export: {
    postroom: w('This decisions file answers a preview that no member of this team made, or whose record has not reached this computer yet. Nothing was changed.', 'Sync with the team and import it again; if it is still refused, send the client a new preview.',
      'Tệp quyết định này trả lời một trang xem trước mà không thành viên nào của nhóm tạo, hoặc bản ghi của nó chưa tới máy này. Chưa thay đổi gì.', 'Hãy đồng bộ với nhóm rồi nhập lại; nếu vẫn bị từ chối, hãy gửi khách trang xem trước mới.'),
  },
  decisions_other_campaign: {
    postroom: w('This decisions file is for another campaign. Nothing was changed.', 'Open the campaign the preview was made for and import it there.',
      'Tệp quyết định này thuộc chiến dịch khác. Chưa thay đổi gì.', 'Hãy mở chiến dịch đã xuất trang xem trước và nhập tệp ở đó.'),
  },
  decisions_tampered: {
    postroom: w('This decisions file was changed after the preview page made it, so none of it can be trusted. Nothing was changed.', 'Ask the client to decide again on the page and send the new file.',
      'Tệp quyết định này đã bị sửa sau khi trang xem trước tạo ra nó, nên không thể tin phần nào. Chưa thay đổi gì.', 'Hãy nhờ khách quyết định lại trên trang và gửi tệp mới.'),
  },
  // h-decisions (walk 39a, 3): posts taken out of, added to or repeated in a decisions file (the screen counts them).
  decisions_posts_changed: {
    postroom: w('This decisions file does not list the preview’s posts as the page wrote them (posts were taken out, added or repeated), so what the client decided cannot be known. Nothing was changed.', 'Ask the client for the file exactly as their page downloaded it; if posts are still missing, send them a new preview.',
      'Tệp quyết định này không liệt kê các bài của trang xem trước đúng như trang đã ghi (có bài bị bỏ ra, thêm vào hoặc lặp lại), nên không thể biết khách đã quyết định gì. Chưa thay đổi gì.', 'Hãy xin khách đúng tệp mà trang của họ đã tải về; nếu vẫn thiếu bài, hãy gửi khách trang xem trước mới.'),
  },
  decisions_stale: {
    postroom: w('Some posts changed since the client saw them, so their decisions would approve other words. Nothing was changed.', 'Export a new client preview and send it to the client.',
      'Một số bài đã thay đổi sau khi khách xem, nên quyết định của khách sẽ duyệt nội dung khác. Chưa thay đổi gì.', 'Hãy xuất trang xem trước mới và gửi cho khách.'),
  },
  // clientfix: a second decisions file for a preview whose decisions were already imported (the screen names who and when).
  decisions_already_imported: {
    postroom: w('The client’s decisions from this preview were already imported. Nothing was changed.', 'If the client changed their mind, send them a new preview.',
      'Quyết định của khách từ trang xem trước này đã được nhập rồi. Chưa thay đổi gì.', 'Nếu khách đổi ý, hãy gửi khách trang xem trước mới.'),
  },
  // ---- clientchange: confirming a client's approval (team/preview/confirm.ts) ----
  client_not_waiting: {
    postroom: w('No client approval of this post waits to be confirmed: it was confirmed already, or the post changed since. Nothing was changed.', 'Look at the post’s review again.',
      'Không còn duyệt nào của khách chờ xác nhận cho bài này: đã được xác nhận, hoặc bài đã thay đổi. Chưa thay đổi gì.', 'Hãy xem lại phần duyệt của bài.'),
  },
  client_over_request: {
    postroom: w('The client approved a version the agency asked to change; it is not confirmed with the others. Nothing was changed.', 'Confirm it on its own, over that request, if you mean to.',
      'Khách đã duyệt một bản mà agency đã yêu cầu sửa; bản này không được xác nhận cùng các bài khác. Chưa thay đổi gì.', 'Nếu bạn muốn, hãy xác nhận riêng bài này, bất chấp yêu cầu đó.'),
  },
  // ---- end clientchange ----
  // w17unchanged (walk 16): sent for review again with no change since the request for changes (team/review-unchanged.ts).
  unchanged_since_request: {
    postroom: w('The post was not changed since changes were asked for. It was not sent for review again.', 'Edit it first, or send it unchanged on purpose with a comment that says why.',
      'Bài chưa được sửa từ khi có yêu cầu sửa. Bài chưa được gửi duyệt lại.', 'Hãy sửa bài trước, hoặc cố ý gửi lại không đổi kèm bình luận nói lý do.'),
  },
  preview_empty: {
    postroom: w('There is no post to show the client: the campaign is empty or its posts were deleted.', 'Add posts first, then make the preview.',
      'Không có bài nào để cho khách xem: chiến dịch trống hoặc các bài đã bị xóa.', 'Hãy thêm bài trước, rồi tạo trang xem trước.'),
  },
  no_hub: {
    postroom: w('The built-in Sandbox Hub is not running in this window.', 'Start Postroom again.',
      'Sandbox Hub có sẵn không chạy trong cửa sổ này.', 'Khởi động lại Postroom.'),
  },
  // ---- Photos (media/errors.ts) ----
  empty: {
    postroom: w('The photo file is empty.', 'Choose the photo again.',
      'Tệp ảnh bị trống.', 'Chọn lại ảnh.'),
  },
  not_an_image: {
    postroom: w('That file is not a photo.', 'Choose a JPEG, PNG, WebP, AVIF, HEIC, TIFF or GIF.',
      'Tệp này không phải ảnh.', 'Chọn tệp JPEG, PNG, WebP, AVIF, HEIC, TIFF hoặc GIF.'),
  },
  too_large: {
    postroom: w('It is larger than Postroom takes at once (a photo file, or one request).', 'Use a smaller photo, or import large files with the postroom command line.',
      'Nội dung lớn hơn mức Postroom nhận một lần (một tệp ảnh, hoặc một yêu cầu).', 'Dùng ảnh nhỏ hơn, hoặc nhập tệp lớn bằng dòng lệnh postroom.'),
  },
  unreadable: {
    computer: w('The photo file could not be read on this computer (moved, deleted, or no permission).', 'Find the file again and add it anew.',
      'Không đọc được tệp ảnh trên máy này (đã chuyển, đã xóa, hoặc không có quyền).', 'Tìm lại tệp và thêm lại.'),
  },
  unsupported_format: {
    postroom: w('Postroom cannot read this kind of image.', 'Save it as JPEG or PNG and add it again.',
      'Postroom không đọc được loại ảnh này.', 'Lưu ảnh dạng JPEG hoặc PNG rồi thêm lại.'),
  },
  corrupt: {
    postroom: w('The photo file is damaged.', 'Export it again from where it came from.',
      'Tệp ảnh bị hỏng.', 'Xuất lại ảnh từ nơi tạo ra nó.'),
  },
  truncated: {
    postroom: w('The photo file ends early (it was not copied whole).', 'Copy or download it again.',
      'Tệp ảnh bị cụt (chưa được sao chép đầy đủ).', 'Sao chép hoặc tải lại tệp.'),
  },
  too_many_pixels: {
    postroom: w('The photo has more pixels than Postroom opens safely.', 'Make it smaller in a photo editor and add it again.',
      'Ảnh có nhiều điểm ảnh hơn mức Postroom mở an toàn.', 'Thu nhỏ ảnh bằng trình sửa ảnh rồi thêm lại.'),
  },
  animated: {
    postroom: w('The image moves (several frames); a photo post takes still photos.', 'Choose a still photo.',
      'Ảnh động (nhiều khung hình); bài đăng ảnh chỉ nhận ảnh tĩnh.', 'Chọn một ảnh tĩnh.'),
  },
  invalid_url: {
    postroom: w('A photo link must be a full https:// address.', 'Paste the photo’s https:// link.',
      'Liên kết ảnh phải là địa chỉ https:// đầy đủ.', 'Dán liên kết https:// của ảnh.'),
  },
  no_source: {
    postroom: w('A photo was given with neither a file nor a link.', 'Add the photo again.',
      'Có một ảnh không kèm tệp hay liên kết.', 'Thêm lại ảnh.'),
  },
  cannot_fit: {
    postroom: w('The photos cannot be made small enough for one upload to the Hub.', 'Use fewer photos, or photo links instead of files.',
      'Không thể thu nhỏ ảnh đủ để gửi một lần lên Hub.', 'Dùng ít ảnh hơn, hoặc liên kết ảnh thay cho tệp.'),
  },
  aborted: {
    postroom: w('It was stopped before it finished.', 'Start it again when ready.',
      'Việc này đã bị dừng trước khi xong.', 'Bắt đầu lại khi sẵn sàng.'),
  },
  // ---- The publisher (publisher/errors.ts) ----
  job_not_found: {
    postroom: w('That send is not in the Outbox any more.', 'Refresh the Outbox.',
      'Lượt gửi này không còn trong Hộp thư đi.', 'Làm mới Hộp thư đi.'),
  },
  batch_not_found: {
    postroom: w('That batch is not in the Outbox any more.', 'Refresh the screen.',
      'Đợt gửi này không còn trong Hộp thư đi.', 'Làm mới màn hình.'),
  },
  draft_not_found: {
    postroom: w('The draft is no longer in the library.', 'Refresh the screen; Undo may bring a deleted draft back.',
      'Bản nháp không còn trong thư viện.', 'Làm mới màn hình; Hoàn tác có thể lấy lại bản nháp vừa xóa.'),
  },
  nothing_to_retry: {
    postroom: w('No channel of this post is left to retry.', 'Nothing to do: every channel has its outcome.',
      'Bài này không còn kênh nào để thử lại.', 'Không cần làm gì: mọi kênh đã có kết quả.'),
  },
  journal_missing: {
    computer: w('The publishing journal on this computer is missing from the library.', 'Start Postroom again; if it persists, restore a backup.',
      'Nhật ký đăng bài trên máy này bị thiếu trong thư viện.', 'Khởi động lại Postroom; nếu vẫn vậy, hãy khôi phục bản sao lưu.'),
  },
  when_needed: {
    postroom: w('The time this post was for has passed, and the Hub refuses a time in the past.', 'Choose when its refused channels go: now, or at a new time.',
      'Thời điểm của bài này đã qua, mà Hub không nhận thời điểm trong quá khứ.', 'Chọn lúc gửi lại các kênh đã từ chối: ngay bây giờ, hoặc vào thời điểm mới.'),
  },
  // h-retryat (walk 40b): a retry at a time other than the one the team approved (publisher/actions.ts rule 8).
  approved_time: {
    postroom: w('Your team approves a post’s time with its words: its refused channels go at the approved time (or now, once it has passed), not at another. Nothing was sent.', 'To send them at another time, change the time in Compose and send it for review.',
      'Nhóm của bạn duyệt giờ đăng cùng với nội dung bài: các kênh bị từ chối được gửi vào giờ đã duyệt (hoặc ngay bây giờ, khi giờ đó đã qua), không vào giờ khác. Chưa gửi gì.', 'Muốn gửi vào giờ khác, hãy đổi giờ trong Soạn bài và gửi duyệt.'),
  },
  // h-retryheld: a retry of a send whose approval the team took back since (publisher/actions.ts rule 9).
  approval_withdrawn: {
    postroom: w('Your team took back the approval this post was sent under (changes were asked for, or it was withdrawn): its refused channels do not go until it is approved again. Nothing was sent.', 'Edit it in Compose and send it for review; once approved, retry its refused channels or publish it again.',
      'Nhóm của bạn đã rút lại phê duyệt mà bài này được gửi theo (đã yêu cầu sửa, hoặc đã rút duyệt): các kênh bị từ chối sẽ không được gửi cho đến khi bài được duyệt lại. Chưa gửi gì.', 'Hãy sửa bài trong Soạn bài và gửi duyệt; khi đã được duyệt, hãy thử lại các kênh bị từ chối hoặc đăng lại bài.'),
  },
  time_in_past: {
    postroom: w('The new time has already passed, so the Hub would refuse it.', 'Choose a later time, or send now.',
      'Thời điểm mới đã qua, nên Hub sẽ từ chối.', 'Chọn thời điểm muộn hơn, hoặc gửi ngay.'),
  },
  no_status_id: {
    hub: w('The Hub took the post but gave nothing to ask about it by, so its outcome cannot be read.', 'Look at the channel itself to see whether the post is live, then mark it.',
      'Hub đã nhận bài nhưng không đưa mã nào để hỏi lại, nên không đọc được kết quả.', 'Xem trực tiếp trên kênh xem bài đã lên chưa, rồi đánh dấu.'),
  },
  plan_changed: {
    postroom: w('The posts, times, channels or options changed after the dry run, so nothing was sent.', 'Run the dry run again, check it, then send.',
      'Bài, thời điểm, kênh hoặc tùy chọn đã thay đổi sau lần chạy thử, nên chưa gửi gì.', 'Chạy thử lại, kiểm tra, rồi gửi.'),
  },
  body_missing: {
    computer: w('The stored copy of this post on this computer is missing, so it cannot be sent as recorded.', 'Send it again from its draft as a new post.',
      'Bản lưu của bài này trên máy bị thiếu, nên không gửi được đúng như đã ghi.', 'Gửi lại từ bản nháp thành bài mới.'),
  },
  // ---- The bridge and the web host between the window and the core ----
  unknown_method: {
    postroom: w('This window asked Postroom for something it does not have (the window and Postroom are different versions).', 'Reload the window.',
      'Cửa sổ này yêu cầu Postroom một việc nó không có (cửa sổ và Postroom khác phiên bản).', 'Tải lại cửa sổ.'),
  },
  bridge_unreachable: {
    postroom: w('Postroom itself did not answer this window (it stopped, or was restarted).', 'Start Postroom again, then reload this window.',
      'Chính Postroom không trả lời cửa sổ này (đã dừng, hoặc đã khởi động lại).', 'Khởi động lại Postroom rồi tải lại cửa sổ này.'),
  },
  forbidden_sender: {
    postroom: w('This window may not call Postroom.', 'Use the Postroom window itself.',
      'Cửa sổ này không được gọi Postroom.', 'Hãy dùng chính cửa sổ Postroom.'),
  },
  forbidden_origin: {
    postroom: w('A page from another site tried to call Postroom and was refused.', 'Open Postroom from the address it printed when it started.',
      'Một trang của trang web khác đã gọi Postroom và bị từ chối.', 'Mở Postroom từ địa chỉ nó in ra khi khởi động.'),
  },
  bad_request: {
    postroom: w('Postroom could not read this window’s request.', 'Reload the window.',
      'Postroom không đọc được yêu cầu của cửa sổ này.', 'Tải lại cửa sổ.'),
  },
  method_not_allowed: {
    postroom: w('Postroom could not read this window’s request.', 'Reload the window.',
      'Postroom không đọc được yêu cầu của cửa sổ này.', 'Tải lại cửa sổ.'),
  },
  too_many_streams: {
    postroom: w('Too many Postroom windows or tabs are open at once.', 'Close another Postroom tab, then reload this one.',
      'Đang mở quá nhiều cửa sổ hoặc thẻ Postroom cùng lúc.', 'Đóng bớt một thẻ Postroom rồi tải lại thẻ này.'),
  },
  // ---- The sandbox's own settings ----
  bad_faults: {
    postroom: w('The Sandbox’s fault settings are not accepted.', 'Use a preset name or a valid fault file.',
      'Thiết lập lỗi giả của Sandbox không hợp lệ.', 'Dùng tên một bộ có sẵn hoặc một tệp lỗi giả hợp lệ.'),
  },
  bad_option: {
    postroom: w('A Sandbox setting is not accepted.', 'Check the Sandbox’s options.',
      'Một thiết lập của Sandbox không hợp lệ.', 'Kiểm tra các tùy chọn của Sandbox.'),
  },
  // ---- The team library (issue 33, team-session: team/errors.ts, the protocol's codes) ----
  revoked: {
    // w11revoked (walk 11): said of a refused change (a review step, an edit): it kept nothing (before: "your changes are kept here").
    team: w('The team owner revoked this computer’s member token: the team’s library and reviews are read-only here. Nothing was changed.', 'Ask the team owner for a new token, then join again with it (Settings → Team).',
      'Chủ nhóm đã thu hồi mã thành viên của máy này: thư viện và việc duyệt bài của nhóm chỉ xem được ở đây. Chưa có gì thay đổi.', 'Xin chủ nhóm một mã mới rồi tham gia lại bằng mã đó (Cài đặt → Nhóm).'),
  },
  version_mismatch: {
    team: w('This Postroom and the team server speak different versions of the team protocol. Nothing was exchanged.', 'Update Postroom (or ask the owner to update the server) so both match.',
      'Postroom này và máy chủ nhóm dùng hai phiên bản giao thức nhóm khác nhau. Chưa trao đổi gì.', 'Cập nhật Postroom (hoặc nhờ chủ nhóm cập nhật máy chủ) để hai bên khớp nhau.'),
  },
  blob_hash_mismatch: {
    team: w('A photo arrived damaged: its bytes do not match its fingerprint. It was not kept.', 'Sync again later; if it repeats, ask the teammate who added it to sync.',
      'Một ảnh đến bị hỏng: dữ liệu không khớp dấu vân tay của nó. Ảnh không được giữ.', 'Đồng bộ lại sau; nếu lặp lại, nhờ người đã thêm ảnh đồng bộ.'),
  },
  blob_not_found: {
    team: w('The team server does not have this photo yet.', 'The teammate who added it has to sync first; the next sync fetches it.',
      'Máy chủ nhóm chưa có ảnh này.', 'Người đã thêm ảnh cần đồng bộ trước; lần đồng bộ sau sẽ tải ảnh về.'),
  },
  blob_too_large: {
    team: w('This photo is larger than the team server takes.', 'Use a smaller photo, or a photo link.',
      'Ảnh này lớn hơn mức máy chủ nhóm nhận.', 'Dùng ảnh nhỏ hơn, hoặc liên kết ảnh.'),
  },
  unreachable: {
    network: w('The team server cannot be reached. Nothing is lost: your changes wait on this computer.', 'Check the connection and the server’s address; they go out at the next sync.',
      'Không kết nối được máy chủ nhóm. Không mất gì: các thay đổi đang chờ trên máy này.', 'Kiểm tra kết nối và địa chỉ máy chủ; chúng sẽ được gửi ở lần đồng bộ sau.'),
  },
  corrupt_update: {
    team: w('The team server sent a change this computer cannot read. It was skipped; your library is unchanged.', 'Keep working; if it repeats, tell the team owner.',
      'Máy chủ nhóm gửi một thay đổi mà máy này không đọc được. Thay đổi đó bị bỏ qua; thư viện của bạn không đổi.', 'Cứ tiếp tục làm việc; nếu lặp lại, hãy báo chủ nhóm.'),
  },
  // roles (issue 34): an owner changing a role that would leave the team without an owner.
  last_owner: {
    team: w('The team keeps at least one owner, and this is its only one. Nothing was changed.', 'Make another member owner first, then change this role.',
      'Nhóm cần ít nhất một chủ nhóm, và đây là chủ nhóm duy nhất. Chưa thay đổi gì.', 'Hãy cho một thành viên khác làm chủ nhóm trước, rồi đổi vai trò này.'),
  },
  // authorship: the team server's write guard refused a change of this laptop.
  write_refused: {
    team: w('The team server refused a change made on this computer: it speaks for another member in the review, or rewrites a record already shared. None of it reached your teammates.',
      'Tell the team owner; changes made in Postroom itself never do this.',
      'Máy chủ nhóm từ chối một thay đổi làm trên máy này: nó nhân danh một thành viên khác trong phần duyệt bài, hoặc sửa một bản ghi đã chia sẻ. Không phần nào của nó đến được đồng đội của bạn.',
      'Hãy báo chủ nhóm; các thay đổi làm trong chính Postroom không bao giờ như vậy.'),
  },
  // w23settings (walk 21, 1): the team server refused this member's approval of a post they wrote (its settings there).
  own_approval_refused: {
    team: w('The team server refused your approval of a post you wrote: the team, as its server has the settings, does not let authors approve their own posts. It did not reach your teammates.',
      'Another approver must approve it; or an owner lets authors approve their own posts (Settings → Team), then approve it again.',
      'Máy chủ nhóm từ chối lượt duyệt của bạn cho một bài bạn đã viết: theo cài đặt trên máy chủ, nhóm không cho tác giả tự duyệt bài của mình. Lượt duyệt chưa đến được đồng đội của bạn.',
      'Một người duyệt khác phải duyệt bài này; hoặc chủ nhóm cho phép tác giả tự duyệt bài (Cài đặt → Nhóm), rồi bạn duyệt lại.'),
  },
  // w27order (walk 25): the team server refused this member's approval of a version its library does not hold.
  approval_not_held: {
    team: w('The team server refused your approval: it is of a version the team does not hold (the post changed, or its change has not reached the team yet). It did not reach your teammates.',
      'Read the post again once it is in step with the team, then approve the version the team holds.',
      'Máy chủ nhóm từ chối lượt duyệt của bạn: lượt duyệt dành cho một phiên bản mà nhóm không có (bài đã thay đổi, hoặc thay đổi của bài chưa đến được nhóm). Lượt duyệt chưa đến được đồng đội của bạn.',
      'Hãy đọc lại bài khi máy đã đồng bộ với nhóm, rồi duyệt phiên bản mà nhóm đang có.'),
  },
  // w23left (walk 23): a kept draft of a team this workspace left is read-only here (src-main/team/left-drafts.ts).
  left_team: {
    postroom: w('You left the team this post belongs to: it is kept on this computer read-only. Nothing was changed.', 'Duplicate it to edit a copy of your own, or rejoin the team.',
      'Bạn đã rời nhóm sở hữu bài này: bài được giữ trên máy này ở chế độ chỉ đọc. Chưa thay đổi gì.', 'Hãy nhân bản bài để sửa một bản của riêng bạn, hoặc tham gia lại nhóm.'),
  },
  not_a_team_workspace: {
    postroom: w('This workspace is not joined to a team.', 'Join a team from Settings, with the address and token the team owner gave you.',
      'Không gian làm việc này chưa tham gia nhóm nào.', 'Tham gia nhóm trong Cài đặt, bằng địa chỉ và mã mà chủ nhóm đưa cho bạn.'),
  },
};

