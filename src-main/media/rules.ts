/**
 * Per-channel photo rules, as data: how many photos a post may carry, which aspect ratios,
 * minimum sizes, per-image byte caps and formats each channel takes. The Hub publishes none of
 * these (hub-api 8 names only the body cap), so they are the channels' own public figures, each
 * with the page it comes from and the date it was recorded. Preflight uses `checkPhotoRules` to
 * WARN before sending; the Hub's and the channel's answers stay final. `null` = no published limit.
 */
import type { ChannelKey } from '../hub';

export interface PhotoRule {
  /** Most photos in one post. */
  maxPhotos: number | null;
  /** Width / height range accepted, inclusive. */
  aspect: { min: number; max: number } | null;
  minWidth: number | null;
  minHeight: number | null;
  /** Largest file per image, bytes. */
  maxBytes: number | null;
  /** Formats accepted (output formats of the media area). */
  formats: readonly ('jpeg' | 'png' | 'webp')[];
  source: string;
  asOf: string;
  note?: string;
}

const RECORDED = '2026-11-22';
const MB = 1024 * 1024;

export const PHOTO_RULES: Readonly<Partial<Record<ChannelKey, PhotoRule>>> = Object.freeze({
  instagram: { maxPhotos: 10, aspect: { min: 4 / 5, max: 1.91 }, minWidth: 320, minHeight: null, maxBytes: 8 * MB, formats: ['jpeg'],
    source: 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media#image-specifications', asOf: RECORDED,
    note: 'carousel of up to 10; JPEG only; wider or taller images are refused, not cropped' },
  facebook: { maxPhotos: null, aspect: null, minWidth: null, minHeight: null, maxBytes: 4 * MB, formats: ['jpeg', 'png', 'webp'],
    source: 'https://developers.facebook.com/docs/graph-api/reference/page/photos/', asOf: RECORDED },
  x: { maxPhotos: 4, aspect: null, minWidth: 4, minHeight: 4, maxBytes: 5 * MB, formats: ['jpeg', 'png', 'webp'],
    source: 'https://docs.x.com/x-api/media/quickstart/media-upload-chunked', asOf: RECORDED },
  threads: { maxPhotos: 20, aspect: { min: 1 / 10, max: 10 }, minWidth: 320, minHeight: null, maxBytes: 8 * MB, formats: ['jpeg', 'png'],
    source: 'https://developers.facebook.com/docs/threads/overview#image-specifications', asOf: RECORDED },
  linkedin: { maxPhotos: 20, aspect: null, minWidth: null, minHeight: null, maxBytes: null, formats: ['jpeg', 'png'],
    source: 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api', asOf: RECORDED,
    note: 'multi-image posts take 2 to 20 images; at most 36,152,320 pixels per image' },
  pinterest: { maxPhotos: 1, aspect: null, minWidth: null, minHeight: null, maxBytes: 20 * MB, formats: ['jpeg', 'png', 'webp'],
    source: 'https://help.pinterest.com/en/article/review-the-specs-for-pins', asOf: RECORDED, note: '2:3 recommended' },
  reddit: { maxPhotos: 20, aspect: null, minWidth: null, minHeight: null, maxBytes: 20 * MB, formats: ['jpeg', 'png'],
    source: 'https://support.reddithelp.com/hc/en-us/articles/360024382371', asOf: RECORDED },
  bluesky: { maxPhotos: 4, aspect: null, minWidth: null, minHeight: null, maxBytes: 1_000_000, formats: ['jpeg', 'png', 'webp'],
    source: 'https://docs.bsky.app/docs/advanced-guides/posts#images-embeds', asOf: RECORDED, note: 'image blobs up to 1,000,000 bytes' },
  google_business: { maxPhotos: 1, aspect: null, minWidth: 250, minHeight: 250, maxBytes: 5 * MB, formats: ['jpeg', 'png'],
    source: 'https://support.google.com/business/answer/6103862', asOf: RECORDED, note: 'at least 10 KB' },
  telegram: { maxPhotos: 10, aspect: { min: 1 / 20, max: 20 }, minWidth: null, minHeight: null, maxBytes: 10 * MB, formats: ['jpeg', 'png', 'webp'],
    source: 'https://core.telegram.org/bots/api#sendphoto', asOf: RECORDED, note: 'width + height at most 10000' },
  discord: { maxPhotos: 10, aspect: null, minWidth: null, minHeight: null, maxBytes: 10 * MB, formats: ['jpeg', 'png', 'webp'],
    source: 'https://discord.com/developers/docs/reference#uploading-files', asOf: RECORDED },
  mastodon: { maxPhotos: 4, aspect: null, minWidth: null, minHeight: null, maxBytes: 16 * MB, formats: ['jpeg', 'png', 'webp'],
    source: 'https://docs.joinmastodon.org/user/posting/#attachments', asOf: RECORDED, note: 'server default; images above 8.3 MP are downscaled' },
  tiktok: { maxPhotos: 35, aspect: null, minWidth: null, minHeight: null, maxBytes: 20 * MB, formats: ['jpeg', 'webp'],
    source: 'https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide#image-restrictions', asOf: RECORDED, note: 'at most 1080p is shown' },
  lemmy: { maxPhotos: 1, aspect: null, minWidth: null, minHeight: null, maxBytes: null, formats: ['jpeg', 'png', 'webp'],
    source: 'https://join-lemmy.org/docs/users/01-getting-started.html', asOf: RECORDED, note: 'one image per post; the size limit is set per server' },
  wordpress: { maxPhotos: null, aspect: null, minWidth: null, minHeight: null, maxBytes: null, formats: ['jpeg', 'png', 'webp'],
    source: 'https://wordpress.org/documentation/article/media-library-screen/', asOf: RECORDED, note: 'upload size is set per site' },
});

export interface PhotoFacts {
  id: string;
  width: number;
  height: number;
  bytes: number;
  format: 'jpeg' | 'png' | 'webp';
}

export interface PhotoWarning {
  channel: string;
  rule: 'max_photos' | 'aspect' | 'min_size' | 'max_bytes' | 'format';
  /** The photo concerned; null for a post-wide rule (count). */
  photoId: string | null;
  message: string;
  source: string;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** Warnings for these photos on these channels (pure; unknown channels have no rules). */
export function checkPhotoRules(platforms: readonly string[], photos: readonly PhotoFacts[], urlCount = 0): PhotoWarning[] {
  const out: PhotoWarning[] = [];
  for (const channel of platforms) {
    const rule = PHOTO_RULES[channel as ChannelKey];
    if (!rule) continue;
    const total = photos.length + urlCount;
    if (rule.maxPhotos !== null && total > rule.maxPhotos) {
      out.push({ channel, rule: 'max_photos', photoId: null, source: rule.source, message: `${channel} takes at most ${rule.maxPhotos} photo${rule.maxPhotos === 1 ? '' : 's'} per post; this post has ${total}` });
    }
    for (const p of photos) {
      const ratio = p.width / p.height;
      if (rule.aspect && (ratio < rule.aspect.min - 1e-3 || ratio > rule.aspect.max + 1e-3)) {
        out.push({ channel, rule: 'aspect', photoId: p.id, source: rule.source, message: `${channel} takes width/height between ${fmt(rule.aspect.min)} and ${fmt(rule.aspect.max)}; photo ${p.id} is ${fmt(ratio)} (${p.width}×${p.height})` });
      }
      if ((rule.minWidth !== null && p.width < rule.minWidth) || (rule.minHeight !== null && p.height < rule.minHeight)) {
        out.push({ channel, rule: 'min_size', photoId: p.id, source: rule.source, message: `${channel} needs photos at least ${rule.minWidth ?? 1}×${rule.minHeight ?? 1}; photo ${p.id} is ${p.width}×${p.height}` });
      }
      if (rule.maxBytes !== null && p.bytes > rule.maxBytes) {
        out.push({ channel, rule: 'max_bytes', photoId: p.id, source: rule.source, message: `${channel} takes images up to ${rule.maxBytes.toLocaleString('en')} bytes; photo ${p.id} is ${p.bytes.toLocaleString('en')}` });
      }
      if (!rule.formats.includes(p.format)) {
        out.push({ channel, rule: 'format', photoId: p.id, source: rule.source, message: `${channel} takes ${rule.formats.map((f) => f.toUpperCase()).join('/')}; photo ${p.id} is ${p.format.toUpperCase()}` });
      }
    }
  }
  return out;
}

/** The smallest per-image byte cap among the channels (for fitPhotos' maxBytesPerPhoto), or null. */
export function perPhotoByteCap(platforms: readonly string[]): number | null {
  const caps = platforms.map((c) => PHOTO_RULES[c as ChannelKey]?.maxBytes ?? null).filter((n): n is number => n !== null);
  return caps.length === 0 ? null : Math.min(...caps);
}

/** Whether every channel takes WebP, so transparency can be kept ('keep'); otherwise flatten to JPEG. */
export function transparencyFor(platforms: readonly string[]): 'keep' | 'flatten' {
  return platforms.every((c) => PHOTO_RULES[c as ChannelKey]?.formats.includes('webp') ?? true) ? 'keep' : 'flatten';
}
