import { CHANNELS, DEFAULT_CONTRACT, countChars, type ChannelKey } from '../hub';
import type { PostRow } from './db';
import type { FaultDice } from './faults';
import type { PublishPlan } from './publish';

/** One channel's entry in `results` (hub-contract "Shapes"). */
export interface ChannelResult {
  success: boolean;
  url?: string;
  error?: { code: string; message: string };
  [k: string]: unknown;
}

const M = DEFAULT_CONTRACT.translationMarker;
const vi = (own: string, rendering?: string): string => (rendering ? `${own} ${M} ${rendering}` : own);

/** Refusals in the channels' own words (most with a Vietnamese rendering after the marker). */
export const CHANNEL_REFUSALS: Readonly<Partial<Record<ChannelKey, ReadonlyArray<{ code: string; message: string }>>>> = Object.freeze({
  tiktok: [
    { code: 'spam_risk_too_many_posts', message: vi('The daily post cap for this creator has been reached.', 'Tài khoản đã đạt giới hạn số bài đăng trong ngày.') },
    { code: 'photo_pull_failed', message: vi('Failed to pull the photo from the given URL.', 'Không tải được ảnh từ đường dẫn đã cho.') },
  ],
  instagram: [
    { code: '36003', message: vi('The aspect ratio is not supported.', 'Tỷ lệ khung hình không được hỗ trợ.') },
    { code: '2207026', message: 'Media upload has failed with error code 2207026.' },
  ],
  linkedin: [{ code: '422', message: vi('Content is a duplicate of an existing post.', 'Nội dung trùng với một bài đã đăng.') }],
  facebook: [{ code: '200', message: vi("(#200) The user hasn't authorized the application to perform this action", 'Người dùng chưa cấp quyền cho ứng dụng thực hiện hành động này') }],
  x: [{ code: '187', message: vi('Status is a duplicate.', 'Trạng thái bị trùng lặp.') }],
  threads: [{ code: '2207050', message: 'The user is restricted from posting at this time.' }],
  pinterest: [{ code: '2999', message: vi('Sorry! We blocked this link because it may lead to spam.', 'Rất tiếc! Chúng tôi đã chặn liên kết này vì nó có thể dẫn tới spam.') }],
  reddit: [{ code: 'SUBREDDIT_NOTALLOWED', message: vi("you aren't allowed to post there.", 'bạn không được phép đăng bài ở đó.') }],
  bluesky: [{ code: 'InvalidRequest', message: 'Invalid app.bsky.feed.post record: Record/embed/images must not have more than 4 elements' }],
  google_business: [{ code: 'INVALID_ARGUMENT', message: vi('Request contains an invalid argument.', 'Yêu cầu chứa đối số không hợp lệ.') }],
  telegram: [{ code: '400', message: vi('Bad Request: chat not found', 'Yêu cầu không hợp lệ: không tìm thấy cuộc trò chuyện') }],
  discord: [{ code: '50013', message: vi('Missing Permissions', 'Thiếu quyền') }],
  mastodon: [{ code: '422', message: 'Validation failed: Text character limit of 500 exceeded' }],
  lemmy: [{ code: 'couldnt_create_post', message: 'couldnt_create_post' }],
  wordpress: [{ code: 'rest_cannot_create', message: vi('Sorry, you are not allowed to create posts as this user.', 'Xin lỗi, bạn không được phép tạo bài viết với tư cách người dùng này.') }],
});

/** Photos per post each channel takes; more is refused by the channel itself. */
export const CHANNEL_MAX_PHOTOS: Readonly<Partial<Record<ChannelKey, number>>> = Object.freeze({
  x: 4, bluesky: 4, mastodon: 4, instagram: 10, threads: 20, tiktok: 35, linkedin: 20, telegram: 10, discord: 10,
  pinterest: 5, google_business: 10, reddit: 20, lemmy: 1, facebook: 80,
});

function tooLong(p: ChannelKey, what: 'title' | 'text', n: number, max: number): { code: string; message: string } {
  const label = CHANNELS[p].label;
  switch (p) {
    case 'pinterest':
      return { code: '1', message: vi(`Invalid parameters: ${what} must be ${max} characters or less.`, `Tham số không hợp lệ: ${what === 'title' ? 'tiêu đề' : 'nội dung'} phải có tối đa ${max} ký tự.`) };
    case 'reddit':
      return { code: 'TOO_LONG', message: vi(`this is too long (max: ${max})`, `nội dung quá dài (tối đa: ${max})`) };
    case 'x':
      return { code: '186', message: vi('Tweet needs to be a bit shorter.', 'Tweet cần ngắn hơn một chút.') };
    case 'bluesky':
      return { code: 'InvalidRequest', message: `Invalid app.bsky.feed.post record: Record/text must not be longer than ${max} graphemes` };
    case 'mastodon':
      return { code: '422', message: `Validation failed: Text character limit of ${max} exceeded` };
    default:
      return {
        code: 'too_long',
        message: vi(`${label}: the ${what} is too long (${n} characters; the limit is ${max}).`, `${what === 'title' ? 'Tiêu đề' : 'Nội dung'} quá dài (${n} ký tự; giới hạn là ${max}).`),
      };
  }
}

/**
 * What each channel makes of an accepted post: decided at acceptance (so the outcome
 * is stable across polls and restarts) and revealed when processing ends.
 */
export function channelOutcomes(plan: PublishPlan, dice: FaultDice, postId: string): Record<string, ChannelResult> {
  const results: Record<string, ChannelResult> = {};
  for (const p of plan.platforms) {
    const refusal = refusalFor(p, plan);
    const only = dice.cfg.refusing_channels;
    const rolled = dice.roll('channel_refusal') && (only.length === 0 || only.includes(p));
    if (refusal) results[p] = { success: false, error: refusal };
    else if (rolled) {
      const list = CHANNEL_REFUSALS[p] ?? [{ code: 'refused', message: 'The channel refused the post.' }];
      results[p] = { success: false, error: list[postId.charCodeAt(postId.length - 1) % list.length]! };
    } else {
      results[p] = { success: true, url: `https://sandbox.postroom.invalid/${p}/${postId.slice(4)}`, ...destinationField(p, plan) };
    }
  }
  return results;
}

function destinationField(p: ChannelKey, plan: PublishPlan): Record<string, string> {
  const d = plan.destinations;
  if (p === 'facebook' && d.facebook) return { page_id: d.facebook };
  if (p === 'linkedin' && d.linkedin) return { organization_id: d.linkedin };
  if (p === 'google_business' && d.google_business) return { location_id: d.google_business };
  if (p === 'pinterest' && d.pinterest) return { board_id: d.pinterest };
  return {};
}

/**
 * Hosts the Hub's downloader can never reach (reserved names, loopback, private ranges):
 * a photo_urls entry there fails at every channel, the way a dead link does on the real Hub.
 */
export function unreachableHost(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return true;
  }
  if (host === 'localhost' || /\.(invalid|test|local|localhost|internal)$/.test(host)) return true;
  const m = /^(\d+)\.(\d+)\.\d+\.\d+$/.exec(host);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return a === 10 || a === 127 || a === 0 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31) || (a === 169 && b === 254);
  }
  return host.startsWith('[');
}

function refusalFor(p: ChannelKey, plan: PublishPlan): { code: string; message: string } | null {
  const spec = CHANNELS[p];
  const dead = plan.photoUrls.find(unreachableHost);
  if (dead !== undefined) {
    return { code: 'media_download_failed', message: vi(`Could not download the image at ${dead}.`, `Không tải được ảnh tại ${dead}.`) };
  }
  const t = plan.titles[p];
  if (t?.bodyInTitle) {
    // Rule 7: the body in `title` skipped the Hub's check; the channel measures it now.
    if (spec.titleLimit) {
      const n = countChars(t.text, spec.titleLimit.count);
      if (n > spec.titleLimit.max) return tooLong(p, 'title', n, spec.titleLimit.max);
    } else if (spec.captionLimit && !plan.caption) {
      const n = countChars(t.text, spec.captionLimit.count);
      if (n > spec.captionLimit.max) return tooLong(p, 'text', n, spec.captionLimit.max);
    }
  }
  const max = CHANNEL_MAX_PHOTOS[p];
  if (max !== undefined && plan.photoCount > max) {
    return { code: 'too_many_photos', message: vi(`${spec.label} accepts at most ${max} photos in one post; ${plan.photoCount} were sent.`, `${spec.label} chỉ nhận tối đa ${max} ảnh trong một bài; đã gửi ${plan.photoCount} ảnh.`) };
  }
  return null;
}

export type PostStatus = 'completed' | 'partial' | 'failed' | 'processing' | 'scheduled';

/** The publish-result of a post as seen at `now` (hub-api part 2, Publish result). */
export function publishResult(post: PostRow, now: number): Record<string, unknown> {
  const platforms = JSON.parse(post.platforms) as string[];
  const base = { profile_id: post.profile_id, platforms, request_id: post.request_id, job_id: post.job_id };
  if (post.scheduled && now < post.run_at) {
    return { status: 'scheduled', ...base, scheduled_at: new Date(post.run_at).toISOString(), results: null };
  }
  if (now < post.done_at) return { status: 'processing', ...base, results: null };
  const results = JSON.parse(post.results) as Record<string, ChannelResult>;
  const failed = platforms.filter((p) => results[p]?.success === false);
  const status: PostStatus = failed.length === 0 ? 'completed' : failed.length === platforms.length ? 'failed' : 'partial';
  return failed.length
    ? { status, ...base, failed_platforms: failed, results }
    : { status, ...base, results };
}
