/**
 * Per-channel captions in the composer (issue 23 item 4). Pure: the Compose screen reads and
 * changes `DraftFields.captions` through these. A channel with no entry (or a null one) shares the
 * main caption; the Hub gets one post per distinct caption (src-main/publisher/captions.ts).
 */
import type { DraftFields } from './composer.svelte';
import { captionGroups } from '../../../src-shared/caption-groups';

type Captions = DraftFields['captions'];

/** The channel's own caption, or null when it shares the main one. */
export const ownCaption = (captions: Captions, channel: string): string | null => captions[channel]?.caption ?? null;

/** The caption the channel will get. */
export const captionOf = (edit: Pick<DraftFields, 'caption' | 'captions'>, channel: string): string => ownCaption(edit.captions, channel) ?? edit.caption;

/** Captions with the channel's own caption set (a string) or dropped (null: it shares the main caption again). */
export function withOwnCaption(captions: Captions, channel: string, caption: string | null): Captions {
  const title = captions[channel]?.title ?? null;
  return { ...captions, [channel]: caption === null ? null : { caption, title } };
}

/** Of `platforms`, those that share the main caption (in order). */
export const sharingMain = (edit: Pick<DraftFields, 'captions' | 'platforms'>): string[] => edit.platforms.filter((k) => ownCaption(edit.captions, k) === null);

/** A caption's first line with text (the shared layer's one helper, src-shared/first-line.ts). */
export { firstLine } from '../../../src-shared/first-line';
/** w17trunc: the one shortening of a caption, title or comment for a line (whole graphemes, then "…"). */
export { shorten } from '../../../src-shared/shorten';

/**
 * How many Hub posts the publisher sends for these fields: one per distinct caption and title, by
 * the publisher's own grouping (src-shared/caption-groups.ts). An own caption equal to the main
 * one is kept as set and goes in the main caption's post (xcaption, walk 6: it read "2 Hub posts").
 */
export const hubPosts = (edit: Pick<DraftFields, 'caption' | 'title' | 'captions' | 'platforms'>): number =>
  captionGroups({
    caption: edit.caption, title: edit.title, platforms: edit.platforms,
    captions: Object.entries(edit.captions).flatMap(([channel, c]) => (c ? [{ channel, caption: c.caption, title: c.title }] : [])),
  }).length;

/**
 * w8cli (walk 8): the Hub post `channel` goes in, by the same grouping as `hubPosts` (the publisher's):
 * `alone` (a post of its own), `main` (the same text and title as the main caption: one post with the
 * other channels in `with`), or `shared` (the same own caption as the channels in `with`: one post).
 */
export function postOf(edit: Pick<DraftFields, 'caption' | 'title' | 'captions' | 'platforms'>, channel: string): { kind: 'alone' | 'main' | 'shared'; with: string[] } {
  const groups = captionGroups({
    caption: edit.caption, title: edit.title, platforms: edit.platforms,
    captions: Object.entries(edit.captions).flatMap(([ch, c]) => (c ? [{ channel: ch, caption: c.caption, title: c.title }] : [])),
  });
  const g = groups.find((x) => x.platforms.includes(channel));
  const others = g ? g.platforms.filter((k) => k !== channel) : [];
  if (!g || others.length === 0) return { kind: 'alone', with: [] };
  return { kind: g.caption === edit.caption && g.title === edit.title ? 'main' : 'shared', with: others };
}
