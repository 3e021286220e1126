/**
 * How the main channels show a photo post, for the composer's previews. The text is
 * cut by the channel's own limit from the channel table (the same counting as the
 * counters); the crop is how each feed frames a single photo. Crops are
 * approximations of each app's feed and are labelled as such in the UI.
 */
import type { DraftFields } from './composer.svelte';

export interface PreviewRule {
  key: string;
  /** Fixed aspect ratio (width / height) the feed crops to, or a range it keeps. */
  crop: { fixed: number } | { min: number; max: number };
  /**
   * How the channel lays a photo post out: a feed post (text, then the photo; Instagram's photo
   * first), a Pin (photo, title, description, board) or a community post (community, title, photo, text).
   */
  layout?: 'feed' | 'pin' | 'community';
}

export const PREVIEW_RULES: readonly PreviewRule[] = [
  { key: 'x', crop: { fixed: 16 / 9 } },
  { key: 'instagram', crop: { min: 4 / 5, max: 1.91 } },
  { key: 'facebook', crop: { min: 4 / 5, max: 1.91 } },
  { key: 'linkedin', crop: { min: 3 / 4, max: 1.91 } },
  { key: 'bluesky', crop: { min: 3 / 4, max: 2 } },
  { key: 'threads', crop: { min: 4 / 5, max: 1.91 } },
  { key: 'mastodon', crop: { fixed: 16 / 9 } },
  // A Pin keeps its own shape in the grid; taller than 1:2.1 is cut (Pinterest's pin specs).
  { key: 'pinterest', crop: { min: 1 / 2.1, max: 1.91 }, layout: 'pin' },
  // Reddit's feed shows an image post whole within a box, letterboxed beyond about 1:2 or 2:1.
  { key: 'reddit', crop: { min: 1 / 2, max: 2 }, layout: 'community' },
];

/**
 * The title a channel gets: its own field (`pinterest_title`), else its own caption's title, else
 * the draft's (as the core's titleFor and captionFor choose it).
 */
export function titleOf(edit: Pick<DraftFields, 'title' | 'fields' | 'captions'>, key: string): string {
  const own = edit.fields[`${key}_title`];
  if (typeof own === 'string' && own.trim() !== '') return own;
  return edit.captions[key]?.title ?? edit.title;
}

/** The aspect ratio a feed shows a photo of `width`×`height` at (unknown size: the range's middle). */
export function cropRatio(rule: PreviewRule, width: number | null, height: number | null): number {
  if ('fixed' in rule.crop) return rule.crop.fixed;
  if (!width || !height) return 1;
  return Math.min(rule.crop.max, Math.max(rule.crop.min, width / height));
}
