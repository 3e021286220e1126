/**
 * What to do about a channel's refusal (issue 32, part 3): the refusals people meet most —
 * media format, size and aspect ratio, duplicate content, expired or missing permissions,
 * rate limits, text limits — matched on the channel's own code or words, each with what it
 * means and what to do, in English and Vietnamese.
 *
 * Every row names the public page its facts come from and the day they were checked against
 * it (`source`, `checked`): channels change their rules, so a row is only as good as its date.
 * A refusal no row matches still gets GENERAL_REFUSAL. Rows are tried in order: the first
 * whose channel and code or words match wins (a channel's own row before the any-channel ones).
 *
 * Pure data and one pure function; the core and the renderer read the same table
 * (test/common/refusals.test.ts checks every row and the sandbox's refusals against it).
 */
import type { ErrorWords, Lang } from './errors';
import { aspectAdvice } from './refusal-aspect';
import { photoAdvice, type SentPhoto } from './refusal-photos';

export type { SentPhoto } from './refusal-photos';

export type RefusalKind =
  | 'media_format' | 'media_size' | 'aspect_ratio' | 'media_link' | 'photo_count'
  | 'duplicate' | 'content' | 'permission' | 'account' | 'rate_limit' | 'text_limit';

export interface RefusalRule {
  id: string;
  kind: RefusalKind;
  /** Channel keys this row is about; null: any channel. */
  channels: readonly string[] | null;
  /** The channel's own codes (exact, as the Hub passes them on). */
  codes: readonly string[];
  /** The channel's own words (its message before the Vietnamese rendering). */
  words: RegExp | null;
  say: Readonly<Record<Lang, ErrorWords>>;
  /** The public page the facts come from. */
  source: string;
  /** When the row was checked against that page (YYYY-MM-DD). */
  checked: string;
}

const CHECKED = '2026-11-26';
const META_IG_ERRORS = 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/error-codes';
const META_IG_MEDIA = 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media';

const say = (enMeaning: string, enTodo: string, viMeaning: string, viTodo: string): Readonly<Record<Lang, ErrorWords>> => ({
  en: { meaning: enMeaning, todo: enTodo },
  vi: { meaning: viMeaning, todo: viTodo },
});

export const REFUSAL_RULES: readonly RefusalRule[] = [
  {
    id: 'instagram-aspect-ratio', kind: 'aspect_ratio', channels: ['instagram'], codes: ['36003', '2207009'], words: /aspect ratio/i,
    say: say(
      'Instagram takes feed photos from 4:5 (portrait) to 1.91:1 (landscape) and refused this photo’s shape.',
      'Check the photo’s width and height against that range (1080 × 1350 px portrait or 1080 × 1080 px square both fit), crop it if it is outside, then retry Instagram alone.',
      'Instagram nhận ảnh bảng tin có tỷ lệ từ 4:5 (dọc) đến 1,91:1 (ngang) và đã từ chối hình dạng của ảnh này.',
      'Kiểm tra chiều rộng và chiều cao của ảnh so với khoảng tỷ lệ đó (1080 × 1350 px dọc hoặc 1080 × 1080 px vuông đều được), cắt ảnh nếu nằm ngoài, rồi thử lại riêng Instagram.',
    ),
    source: META_IG_MEDIA, checked: CHECKED,
  },
  {
    id: 'instagram-media-format', kind: 'media_format', channels: ['instagram'], codes: ['2207026', '2207005', '2207023'],
    words: /\b2207026\b|unsupported (media|image|video)? ?(format|type)|format (is )?not supported/i,
    say: say(
      'Instagram could not use the file’s format: it publishes feed photos as JPEG.',
      'Save the photo as a JPEG, replace it in the draft, then retry Instagram alone.',
      'Instagram không dùng được định dạng của tệp: ảnh bảng tin phải là JPEG.',
      'Lưu ảnh dạng JPEG, thay ảnh trong bản nháp, rồi thử lại riêng Instagram.',
    ),
    source: META_IG_ERRORS, checked: CHECKED,
  },
  {
    id: 'instagram-image-size', kind: 'media_size', channels: ['instagram'], codes: ['2207004'], words: /image size is too large|too large to download/i,
    say: say(
      'Instagram takes photos of at most 8 MB each.',
      'Use a smaller photo (or a link to a smaller one), then retry Instagram alone.',
      'Instagram chỉ nhận ảnh tối đa 8 MB mỗi ảnh.',
      'Dùng ảnh nhỏ hơn (hoặc liên kết tới ảnh nhỏ hơn), rồi thử lại riêng Instagram.',
    ),
    source: META_IG_ERRORS, checked: CHECKED,
  },
  {
    id: 'instagram-publish-limit', kind: 'rate_limit', channels: ['instagram', 'threads'], codes: ['2207042'], words: /maximum number of posts/i,
    say: say(
      'The account has reached the number of posts Instagram lets apps publish for it in 24 hours.',
      'Wait until posts published by apps in the last 24 hours fall out of the window, then retry.',
      'Tài khoản đã đạt số bài Instagram cho phép ứng dụng đăng trong 24 giờ.',
      'Chờ đến khi các bài do ứng dụng đăng trong 24 giờ qua ra khỏi khung thời gian đó, rồi thử lại.',
    ),
    source: META_IG_ERRORS, checked: CHECKED,
  },
  {
    id: 'meta-account-restricted', kind: 'account', channels: ['instagram', 'threads'], codes: ['2207050'], words: /restricted from posting|account is (inactive|restricted)|checkpoint/i,
    say: say(
      'The channel has restricted this account (inactive, checkpointed or restricted), so it may not post now.',
      'Sign in to the channel’s own app and do what it asks, then retry. Reconnecting in Postroom does not help.',
      'Kênh đang hạn chế tài khoản này (không hoạt động, bị kiểm tra hoặc bị hạn chế), nên hiện không đăng được.',
      'Đăng nhập ứng dụng của chính kênh và làm theo yêu cầu của nó, rồi thử lại. Kết nối lại trong Postroom không giúp được.',
    ),
    source: META_IG_ERRORS, checked: CHECKED,
  },
  {
    id: 'instagram-spam', kind: 'content', channels: ['instagram', 'threads'], codes: ['2207051'], words: /restrict certain activity/i,
    say: say(
      'Instagram took the post for spam and held it back.',
      'Change the text and links so it does not repeat recent posts; if it is not spam, tell Instagram through its app.',
      'Instagram coi bài là thư rác và chặn lại.',
      'Sửa chữ và liên kết để không lặp lại các bài gần đây; nếu không phải thư rác, hãy báo Instagram qua ứng dụng của nó.',
    ),
    source: META_IG_ERRORS, checked: CHECKED,
  },
  {
    id: 'x-duplicate', kind: 'duplicate', channels: ['x'], codes: ['187'], words: /status is a duplicate|duplicate content/i,
    say: say(
      'X refuses a post whose text is the same as one this account posted recently.',
      'Change the text (a few words are enough), then retry X alone.',
      'X từ chối bài có nội dung trùng với một bài tài khoản này vừa đăng.',
      'Sửa nội dung (vài chữ là đủ), rồi thử lại riêng X.',
    ),
    source: 'https://developer.x.com/en/support/x-api/error-troubleshooting', checked: CHECKED,
  },
  {
    id: 'x-text-limit', kind: 'text_limit', channels: ['x'], codes: ['186'], words: /needs to be a bit shorter|too long/i,
    say: say(
      'The text is over X’s 280 characters as X counts them: CJK letters and emoji count twice, any link 23.',
      'Shorten X’s caption (the composer’s X counter counts as X does); if the text was sent as the title, send it as the caption instead. Then retry X alone.',
      'Nội dung vượt 280 ký tự theo cách X đếm: chữ CJK và biểu tượng cảm xúc tính gấp đôi, mỗi liên kết tính 23.',
      'Rút ngắn chú thích cho X (bộ đếm X trong trình soạn đếm đúng như X); nếu nội dung được gửi làm tiêu đề, hãy gửi nó làm chú thích. Rồi thử lại riêng X.',
    ),
    source: 'https://docs.x.com/resources/fundamentals/counting-characters', checked: CHECKED,
  },
  {
    id: 'linkedin-duplicate', kind: 'duplicate', channels: ['linkedin'], codes: [], words: /duplicate/i,
    say: say(
      'LinkedIn refuses a post with the same content as one already on the account.',
      'Change the text or the photo, then retry LinkedIn alone.',
      'LinkedIn từ chối bài có nội dung trùng với một bài đã có trên tài khoản.',
      'Sửa nội dung hoặc ảnh, rồi thử lại riêng LinkedIn.',
    ),
    source: 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api', checked: CHECKED,
  },
  {
    id: 'facebook-permission', kind: 'permission', channels: ['facebook'], codes: ['200', '10', '190'],
    words: /\(#(200|10|190)\)|not authori[sz]ed|permission|access token|session has expired/i,
    say: say(
      'Facebook refused: the linked account has not allowed posting to this Page, or its sign-in has expired.',
      'Reconnect Facebook for this profile in Channels and allow posting on the Page; then retry Facebook alone.',
      'Facebook từ chối: tài khoản đã liên kết chưa cho phép đăng lên Trang này, hoặc phiên đăng nhập đã hết hạn.',
      'Kết nối lại Facebook cho hồ sơ này trong Kênh và cho phép đăng lên Trang; rồi thử lại riêng Facebook.',
    ),
    source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling', checked: CHECKED,
  },
  {
    id: 'discord-permission', kind: 'permission', channels: ['discord'], codes: ['50013'], words: /missing permissions/i,
    say: say(
      'The Discord bot has no permission to post in that channel.',
      'In Discord, give the bot Send Messages and Attach Files in that channel; then retry Discord.',
      'Bot Discord không có quyền đăng trong kênh đó.',
      'Trong Discord, cấp cho bot quyền Gửi tin nhắn và Đính kèm tệp trong kênh đó; rồi thử lại Discord.',
    ),
    source: 'https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes', checked: CHECKED,
  },
  {
    id: 'wordpress-permission', kind: 'permission', channels: ['wordpress'], codes: ['rest_cannot_create'], words: /not allowed to create posts/i,
    say: say(
      'The linked WordPress user may not create posts (its role is too low, or its application password was revoked).',
      'Link WordPress again with an Author, Editor or Administrator user; then retry WordPress.',
      'Người dùng WordPress đã liên kết không được tạo bài (vai trò quá thấp, hoặc mật khẩu ứng dụng đã bị thu hồi).',
      'Liên kết lại WordPress bằng người dùng Tác giả, Biên tập viên hoặc Quản trị viên; rồi thử lại WordPress.',
    ),
    source: 'https://developer.wordpress.org/rest-api/reference/posts/', checked: CHECKED,
  },
  {
    id: 'reddit-not-allowed', kind: 'permission', channels: ['reddit'], codes: ['SUBREDDIT_NOTALLOWED'], words: /aren.?t allowed to post there/i,
    say: say(
      'The community does not let this account post there (approved posters only, or the account is banned there).',
      'Choose another community, or ask its moderators to approve the account; then retry Reddit.',
      'Cộng đồng không cho tài khoản này đăng bài (chỉ người được duyệt, hoặc tài khoản bị cấm ở đó).',
      'Chọn cộng đồng khác, hoặc nhờ người kiểm duyệt duyệt tài khoản; rồi thử lại Reddit.',
    ),
    source: 'https://www.reddit.com/dev/api/#POST_api_submit', checked: CHECKED,
  },
  {
    id: 'telegram-chat-not-found', kind: 'permission', channels: ['telegram'], codes: [], words: /chat not found|bot was kicked|not enough rights/i,
    say: say(
      'Telegram cannot post to that chat: the chat id is wrong, or the bot is not a member (an admin, for a channel).',
      'Add the bot to the chat (as an admin for a channel), check the chat id, link Telegram again; then retry.',
      'Telegram không đăng được vào cuộc trò chuyện đó: mã cuộc trò chuyện sai, hoặc bot chưa là thành viên (quản trị viên, với kênh).',
      'Thêm bot vào cuộc trò chuyện (làm quản trị viên nếu là kênh), kiểm tra mã cuộc trò chuyện, liên kết lại Telegram; rồi thử lại.',
    ),
    source: 'https://core.telegram.org/bots/api#sendphoto', checked: CHECKED,
  },
  {
    id: 'tiktok-post-cap', kind: 'rate_limit', channels: ['tiktok'], codes: ['spam_risk_too_many_posts'], words: /daily post cap|too many posts/i,
    say: say(
      'TikTok caps how many posts a creator may publish through apps in a day, and this account reached it.',
      'Retry tomorrow, or post fewer a day to TikTok.',
      'TikTok giới hạn số bài một nhà sáng tạo được đăng qua ứng dụng mỗi ngày, và tài khoản này đã đạt giới hạn.',
      'Thử lại vào ngày mai, hoặc đăng ít bài TikTok hơn mỗi ngày.',
    ),
    source: 'https://developers.tiktok.com/doc/content-posting-api-reference-direct-post', checked: CHECKED,
  },
  {
    id: 'tiktok-photo-link', kind: 'media_link', channels: ['tiktok'], codes: ['photo_pull_failed', 'url_ownership_unverified'], words: /pull the photo|url ownership/i,
    say: say(
      'TikTok fetches photos only from web addresses on a domain verified with TikTok, and could not fetch this one.',
      'Send the photo as a file instead of a link (or link from a verified domain); then retry TikTok.',
      'TikTok chỉ tải ảnh từ địa chỉ web thuộc tên miền đã xác minh với TikTok, và không tải được ảnh này.',
      'Gửi ảnh dạng tệp thay cho liên kết (hoặc dùng liên kết từ tên miền đã xác minh); rồi thử lại TikTok.',
    ),
    source: 'https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide', checked: CHECKED,
  },
  {
    id: 'bluesky-photo-count', kind: 'photo_count', channels: ['bluesky'], codes: [], words: /images must not have more than \d+|more than 4 elements/i,
    say: say(
      'Bluesky takes at most 4 photos in one post.',
      'Keep 4 photos for Bluesky (or post the rest separately), then retry Bluesky.',
      'Bluesky chỉ nhận tối đa 4 ảnh trong một bài.',
      'Giữ 4 ảnh cho Bluesky (hoặc đăng các ảnh còn lại thành bài khác), rồi thử lại Bluesky.',
    ),
    source: 'https://docs.bsky.app/docs/advanced-guides/posts', checked: CHECKED,
  },
  {
    id: 'bluesky-text-limit', kind: 'text_limit', channels: ['bluesky'], codes: [], words: /text must not be longer than \d+ graphemes/i,
    say: say(
      'Bluesky takes at most 300 characters (as a reader sees them: an emoji is one).',
      'Shorten Bluesky’s caption; if the text was sent as the title, send it as the caption instead. Then retry Bluesky alone.',
      'Bluesky nhận tối đa 300 ký tự (theo cách người đọc thấy: một biểu tượng cảm xúc là một).',
      'Rút ngắn chú thích cho Bluesky; nếu nội dung được gửi làm tiêu đề, hãy gửi nó làm chú thích. Rồi thử lại riêng Bluesky.',
    ),
    source: 'https://docs.bsky.app/docs/advanced-guides/post-richtext', checked: CHECKED,
  },
  {
    id: 'mastodon-text-limit', kind: 'text_limit', channels: ['mastodon'], codes: [], words: /character limit of \d+ exceeded/i,
    say: say(
      'The Mastodon server takes posts up to its character limit (500 on most servers), and this one is longer.',
      'Shorten Mastodon’s caption; if the text was sent as the title, send it as the caption instead. Then retry Mastodon alone.',
      'Máy chủ Mastodon nhận bài trong giới hạn ký tự của nó (500 trên hầu hết máy chủ), và bài này dài hơn.',
      'Rút ngắn chú thích cho Mastodon; nếu nội dung được gửi làm tiêu đề, hãy gửi nó làm chú thích. Rồi thử lại riêng Mastodon.',
    ),
    source: 'https://docs.joinmastodon.org/user/posting/', checked: CHECKED,
  },
  {
    id: 'pinterest-link-blocked', kind: 'content', channels: ['pinterest'], codes: ['2999'], words: /blocked this link/i,
    say: say(
      'Pinterest blocked the post’s link as possible spam.',
      'Link to the page itself (not a shortener or a redirect), then retry Pinterest.',
      'Pinterest chặn liên kết của bài vì có thể là thư rác.',
      'Dùng liên kết tới chính trang đích (không rút gọn, không chuyển hướng), rồi thử lại Pinterest.',
    ),
    source: 'https://policy.pinterest.com/en/community-guidelines', checked: CHECKED,
  },
  // ---- Any channel: the same refusal in other channels' words ----
  {
    // w23insta: Threads and Telegram have ratio rules too (photo-rules.ts); their advice is said from the photo's size.
    id: 'any-aspect-ratio', kind: 'aspect_ratio', channels: null, codes: [], words: /aspect ratio|PHOTO_INVALID_DIMENSIONS/i,
    say: say(
      'The channel refused the photo’s shape (its width against its height).',
      'Crop the photo to a shape the channel takes, then retry this channel alone.',
      'Kênh đã từ chối hình dạng của ảnh (tỷ lệ chiều rộng với chiều cao).',
      'Cắt ảnh về hình dạng kênh nhận, rồi thử lại riêng kênh này.',
    ),
    source: 'https://developers.facebook.com/docs/threads/overview#image-specifications', checked: CHECKED,
  },
  {
    id: 'any-photo-count', kind: 'photo_count', channels: null, codes: ['too_many_photos'], words: /at most \d+ photos|too many (photos|images|attachments)/i,
    say: say(
      'The channel takes fewer photos in one post than were sent.',
      'Remove photos for this channel (the channel’s words say how many it takes), then retry it alone.',
      'Kênh nhận ít ảnh trong một bài hơn số ảnh đã gửi.',
      'Bớt ảnh cho kênh này (lời của kênh nói nó nhận bao nhiêu), rồi thử lại riêng kênh.',
    ),
    source: 'https://docs.bsky.app/docs/advanced-guides/posts', checked: CHECKED,
  },
  {
    id: 'any-media-download', kind: 'media_link', channels: null, codes: ['media_download_failed'], words: /could not download|failed to (download|fetch)|takes too long to download/i,
    say: say(
      'The channel could not download a photo from its link.',
      'Check that the link opens in a private browser window, or send the photo as a file; then retry this channel.',
      'Kênh không tải được ảnh từ liên kết của nó.',
      'Kiểm tra liên kết mở được trong cửa sổ duyệt riêng tư, hoặc gửi ảnh dạng tệp; rồi thử lại kênh này.',
    ),
    source: META_IG_ERRORS, checked: CHECKED,
  },
  {
    id: 'any-rate-limit', kind: 'rate_limit', channels: null, codes: ['429', '88'], words: /rate.?limit|too many requests/i,
    say: say(
      'The channel is slowing this account down: too many posts or calls in a short time.',
      'Wait a while (an hour is usually enough), then retry this channel alone.',
      'Kênh đang giới hạn tốc độ tài khoản này: quá nhiều bài hoặc yêu cầu trong thời gian ngắn.',
      'Chờ một lúc (thường một giờ là đủ), rồi thử lại riêng kênh này.',
    ),
    source: 'https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this', checked: CHECKED,
  },
  {
    id: 'any-duplicate', kind: 'duplicate', channels: null, codes: [], words: /duplicate/i,
    say: say(
      'The channel refuses a post that repeats one already on the account.',
      'Change the text or the photo, then retry this channel alone.',
      'Kênh từ chối bài lặp lại một bài đã có trên tài khoản.',
      'Sửa nội dung hoặc ảnh, rồi thử lại riêng kênh này.',
    ),
    source: 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api', checked: CHECKED,
  },
  {
    // hub-api.md rule 7: a post's body put in `title` skips the Hub's length check and fails at
    // the channel, in words about the title (Pinterest "title must be 100 characters or less").
    id: 'any-title-limit', kind: 'text_limit', channels: null, codes: [], words: /\btitle\b[^.]*\b(too long|characters or less|must not be longer|at most \d+)/i,
    say: say(
      'The title is longer than this channel takes (Pinterest 100 characters, TikTok 90, LinkedIn 400). The Hub does not check a post’s text sent as its title, so the channel refused it.',
      'Keep the post’s text in the caption and give this channel a short title; then retry it alone.',
      'Tiêu đề dài hơn mức kênh này nhận (Pinterest 100 ký tự, TikTok 90, LinkedIn 400). Hub không kiểm tra nội dung bài được gửi làm tiêu đề, nên kênh đã từ chối.',
      'Giữ nội dung bài trong phần chú thích và đặt cho kênh này một tiêu đề ngắn; rồi thử lại riêng kênh.',
    ),
    source: 'https://developers.pinterest.com/docs/api/v5/pins-create', checked: CHECKED,
  },
  {
    id: 'any-text-limit', kind: 'text_limit', channels: null, codes: ['TOO_LONG'], words: /too long|character limit|characters or less|must not be longer/i,
    say: say(
      'The text is longer than this channel takes.',
      'Shorten this channel’s caption (its counter in the composer shows the limit); if the text was sent as the title, send it as the caption instead. Then retry it alone.',
      'Nội dung dài hơn mức kênh này nhận.',
      'Rút ngắn chú thích cho kênh này (bộ đếm của nó trong trình soạn cho biết giới hạn); nếu nội dung được gửi làm tiêu đề, hãy gửi nó làm chú thích. Rồi thử lại riêng kênh.',
    ),
    source: 'https://docs.joinmastodon.org/user/posting/', checked: CHECKED,
  },
  {
    id: 'any-permission', kind: 'permission', channels: null, codes: ['401', '403'], words: /not (allowed|authori[sz]ed)|permission|access token|expired token|unauthori[sz]ed/i,
    say: say(
      'The channel says the linked account may not post here: a permission is missing or its sign-in expired.',
      'Link the account again in Channels (allowing posting), then retry this channel alone.',
      'Kênh cho biết tài khoản đã liên kết không được đăng ở đây: thiếu quyền hoặc phiên đăng nhập đã hết hạn.',
      'Liên kết lại tài khoản trong Kênh (cho phép đăng bài), rồi thử lại riêng kênh này.',
    ),
    source: 'https://developers.facebook.com/docs/graph-api/guides/error-handling', checked: CHECKED,
  },
];

/** For a refusal no row matches: what can always be said. */
export const GENERAL_REFUSAL: Readonly<Record<Lang, ErrorWords>> = say(
  'The channel refused this post in its own words (shown above); Postroom has no advice on file for them yet.',
  'Read the channel’s words, fix the post (its text, photos or the linked account), then retry this channel alone. If they mention the account or permissions, link it again in Channels.',
  'Kênh đã từ chối bài bằng lời của nó (ở trên); Postroom chưa có hướng dẫn riêng cho lời này.',
  'Đọc lời của kênh, sửa bài (nội dung, ảnh hoặc tài khoản đã liên kết), rồi thử lại riêng kênh này. Nếu lời đó nhắc tới tài khoản hoặc quyền, hãy liên kết lại trong Kênh.',
);

/** A channel's refusal as an outcome carries it. */
export interface ChannelRefusal { channel: string; code: string | null; message: string | null }

/** The first row that matches the refusal's channel and its code or words, or null. Never throws. */
export function matchRefusal(r: ChannelRefusal): RefusalRule | null {
  const code = r.code?.trim() ?? '';
  const words = r.message ?? '';
  for (const rule of REFUSAL_RULES) {
    if (rule.channels && !rule.channels.includes(r.channel)) continue;
    if ((code && rule.codes.includes(code)) || (rule.words && rule.words.test(words))) return rule;
  }
  return null;
}

/** What is known of the post a refusal is about (w23insta). */
export interface RefusalContext {
  /** The photos sent, in post order: size, and type and bytes where kept (null: a photo nothing is known of, e.g. a link). */
  photos?: readonly (SentPhoto | null)[] | null;
  /** The channel's name as shown (its key otherwise). */
  label?: string;
}

/**
 * What a refusal means and what to do, in `lang`; with the row (for its source and date) when one matched.
 * w23insta (walk 20): an aspect-ratio refusal of a channel with a ratio rule is said from the photos'
 * sizes (refusal-aspect.ts): taller or wider only when a photo is, and when every photo fits, that the
 * refusal was about something else, quoting the Hub. w28errors (walk 24): a refusal of the photos' format,
 * bytes, count or link is said from what was sent the same way (refusal-photos.ts): never "save it as a JPEG"
 * of a JPEG.
 */
export function adviseRefusal(r: ChannelRefusal, lang: Lang, about: RefusalContext = {}): ErrorWords & { rule: RefusalRule | null } {
  const rule = matchRefusal(r);
  const label = about.label ?? r.channel;
  const kind = rule?.kind;
  const shaped = kind === 'aspect_ratio' ? aspectAdvice(r.channel, label, about.photos, r.message, lang)
    : kind === 'media_format' || kind === 'media_size' || kind === 'photo_count' || kind === 'media_link'
      ? photoAdvice(kind, r.channel, label, about.photos, { code: r.code, words: r.message }, lang)
      : null;
  return { ...(shaped ?? (rule ? rule.say[lang] : GENERAL_REFUSAL[lang])), rule };
}
