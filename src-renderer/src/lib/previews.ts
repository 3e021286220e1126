/**
 * How the main channels show a photo post, for the composer's previews. The text is
 * cut by the channel's own limit from the channel table (the same counting as the
 * counters); the crop is how each feed frames a single photo. Crops are
 * approximations of each app's feed and are labelled as such in the UI.
 */
export interface PreviewRule {
  key: string;
  /** Fixed aspect ratio (width / height) the feed crops to, or a range it keeps. */
  crop: { fixed: number } | { min: number; max: number };
}

export const PREVIEW_RULES: readonly PreviewRule[] = [
  { key: 'x', crop: { fixed: 16 / 9 } },
  { key: 'instagram', crop: { min: 4 / 5, max: 1.91 } },
  { key: 'facebook', crop: { min: 4 / 5, max: 1.91 } },
  { key: 'linkedin', crop: { min: 3 / 4, max: 1.91 } },
  { key: 'bluesky', crop: { min: 3 / 4, max: 2 } },
  { key: 'threads', crop: { min: 4 / 5, max: 1.91 } },
  { key: 'mastodon', crop: { fixed: 16 / 9 } },
];

/** The aspect ratio a feed shows a photo of `width`×`height` at (unknown size: the range's middle). */
export function cropRatio(rule: PreviewRule, width: number | null, height: number | null): number {
  if ('fixed' in rule.crop) return rule.crop.fixed;
  if (!width || !height) return 1;
  return Math.min(rule.crop.max, Math.max(rule.crop.min, width / height));
}
