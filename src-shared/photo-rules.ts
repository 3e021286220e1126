/**
 * Per-channel photo rules, as data: how many photos a post may carry, which aspect ratios,
 * minimum sizes, per-image byte caps and formats each channel takes. The Hub publishes none of
 * these (hub-api 8 names only the body cap), so they are the channels' own public figures, each
 * with the page it comes from and the date it was recorded. `null` = no published limit.
 *
 * Shared (w23insta, walk 20): the core's preflight warns with them (media/rules.ts checkPhotoRules)
 * and a channel's aspect-ratio refusal is explained with them (refusal-aspect.ts), in the core and
 * the renderer alike: one table, one `aspectOf` rule for "fits / too tall / too wide".
 */
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
/** The channels state their caps in MB; read as decimal, as the Hub's own cap (size-words.ts): "8 MB" is 8,000,000 bytes, the stricter reading. */
const MB = 1_000_000;

export const PHOTO_RULES: Readonly<Record<string, PhotoRule>> = Object.freeze({
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

/** How a photo's shape stands against a channel's aspect rule. */
export type AspectFit = 'fits' | 'too_tall' | 'too_wide' | 'unknown';

/** Rounding slack of the range test: a 1080×1350 photo is 4:5 exactly, a 1080×566 one 1.908:1. */
const SLACK = 1e-3;

/**
 * Whether a photo of this size is inside the channel's width/height range: 'too_tall' below its
 * minimum (narrower than e.g. 4:5), 'too_wide' above its maximum, 'unknown' without a size (a link,
 * or a send from before sizes were kept). A channel with no aspect rule takes any shape ('fits').
 */
export function aspectOf(channel: string, size: { width: number; height: number } | null | undefined): AspectFit {
  const rule = PHOTO_RULES[channel]?.aspect ?? null;
  if (!rule) return 'fits';
  if (!size || !(size.width > 0) || !(size.height > 0)) return 'unknown';
  const ratio = size.width / size.height;
  return ratio < rule.min - SLACK ? 'too_tall' : ratio > rule.max + SLACK ? 'too_wide' : 'fits';
}
