/**
 * Which Hub posts a draft becomes (issue 23 item 4; xcaption, walk 6): the ONE derivation the
 * publisher sends by (src-main/publisher/captions.ts) and Compose counts by. Pure.
 *
 * The Hub takes one caption and title per post, so each channel gets its own caption and title or
 * else the draft's, and the channels are grouped by the distinct (caption, title) they get, in the
 * draft's channel order: a channel whose own caption equals the main one joins the main one's post
 * (its own caption is kept as the person set it; it is simply the same text).
 */

/** A channel's own caption; `title` null or absent: the draft's title. */
export interface OwnCaption {
  channel: string;
  caption: string;
  title?: string | null;
}

/** What a channel is sent: its caption and title, and whether they are its own. */
export interface ChannelText {
  caption: string;
  title: string;
  own: boolean;
}

/** Channels that get the same caption and title: one Hub post. */
export interface CaptionGroup extends ChannelText {
  platforms: string[];
}

/** The fields the grouping reads. */
export interface CaptionedDraft {
  caption: string;
  title: string;
  platforms: readonly string[];
  captions?: readonly OwnCaption[];
}

/** The caption and title `channel` gets. */
export function captionFor(draft: Pick<CaptionedDraft, 'caption' | 'title' | 'captions'>, channel: string): ChannelText {
  const mine = draft.captions?.find((c) => c.channel === channel);
  return mine ? { caption: mine.caption, title: mine.title ?? draft.title, own: true } : { caption: draft.caption, title: draft.title, own: false };
}

/** The channels grouped by the (caption, title) they get, in channel order (the main caption's group where it falls). */
export function captionGroups(draft: CaptionedDraft, platforms: readonly string[] = draft.platforms): CaptionGroup[] {
  const groups = new Map<string, CaptionGroup>();
  for (const channel of platforms) {
    const t = captionFor(draft, channel);
    const key = JSON.stringify([t.caption, t.title]);
    const g = groups.get(key);
    if (g) {
      g.platforms.push(channel);
      g.own &&= t.own;
    } else groups.set(key, { ...t, platforms: [channel] });
  }
  return [...groups.values()];
}
