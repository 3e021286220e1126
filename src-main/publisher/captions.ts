/**
 * Per-channel captions (architecture.md "What a person sees"; issue 23 item 4). Pure.
 *
 * A draft may give chosen channels their own caption and title (library draft_captions). The Hub
 * takes ONE caption and title per post (hub-api 4.10), so:
 *
 * 1. each channel's caption is its own, or else the draft's (`captionFor`);
 * 2. the draft's channels are grouped by the distinct (caption, title) they get, in the draft's
 *    channel order (`captionGroups`): a channel whose own caption equals the main one joins it;
 * 3. the publisher sends one Hub post per group, each its own job with its OWN Idempotency-Key,
 *    journaled before any call like every job (prepare.ts); preflight checks each channel against
 *    the caption that channel gets (preflight.ts).
 */
import type { PublishDraft } from './preflight';

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

/** The caption and title `channel` gets. */
export function captionFor(draft: Pick<PublishDraft, 'caption' | 'title' | 'captions'>, channel: string): ChannelText {
  const mine = draft.captions?.find((c) => c.channel === channel);
  return mine ? { caption: mine.caption, title: mine.title ?? draft.title, own: true } : { caption: draft.caption, title: draft.title, own: false };
}

/** The channels grouped by the (caption, title) they get, in channel order (the main caption's group where it falls). */
export function captionGroups(draft: Pick<PublishDraft, 'caption' | 'title' | 'captions' | 'platforms'>, platforms: readonly string[] = draft.platforms): CaptionGroup[] {
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

/** The draft as one group's post: that caption and title for every channel of it. */
export const withCaption = <D extends PublishDraft>(draft: D, group: ChannelText): D => ({ ...draft, caption: group.caption, title: group.title, captions: [] });

/**
 * The draft with the caption and title a job was SENT with (its journaled fields): a resend or a
 * refit is the same post again, even if the draft's captions were edited since.
 */
export const asSent = <D extends PublishDraft>(draft: D, fields: Record<string, unknown>): D =>
  withCaption(draft, { caption: typeof fields.caption === 'string' ? fields.caption : '', title: typeof fields.title === 'string' ? fields.title : '', own: false });
