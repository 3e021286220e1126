/**
 * Per-channel captions (architecture.md "What a person sees"; issue 23 item 4). Pure.
 *
 * A draft may give chosen channels their own caption and title (library draft_captions). The Hub
 * takes ONE caption and title per post (hub-api 4.10), so:
 *
 * 1. each channel's caption is its own, or else the draft's (`captionFor`, src-shared/caption-groups.ts);
 * 2. the draft's channels are grouped by the distinct (caption, title) they get, in the draft's
 *    channel order (`captionGroups`): a channel whose own caption equals the main one joins it;
 * 3. the publisher sends one Hub post per group, each its own job with its OWN Idempotency-Key,
 *    journaled before any call like every job (prepare.ts); preflight checks each channel against
 *    the caption that channel gets (preflight.ts).
 */
import type { PublishDraft } from './preflight';
import type { ChannelText } from '../../src-shared/caption-groups';

// The grouping itself is the shared layer's (src-shared/caption-groups.ts): Compose counts the Hub posts by the same rule (xcaption).
export { captionFor, captionGroups, type CaptionGroup, type ChannelText } from '../../src-shared/caption-groups';

/** The draft as one group's post: that caption and title for every channel of it. */
export const withCaption = <D extends PublishDraft>(draft: D, group: ChannelText): D => ({ ...draft, caption: group.caption, title: group.title, captions: [] });

/**
 * The draft with the caption and title a job was SENT with (its journaled fields): a resend or a
 * refit is the same post again, even if the draft's captions were edited since.
 */
export const asSent = <D extends PublishDraft>(draft: D, fields: Record<string, unknown>): D =>
  withCaption(draft, { caption: typeof fields.caption === 'string' ? fields.caption : '', title: typeof fields.title === 'string' ? fields.title : '', own: false });
