/**
 * The channel table: the 22 channel keys of the Hub (hub-contract.md, in interface
 * order) with what each accepts and needs. It is data: preflight, the sandbox Hub,
 * the importer, the composer and the tests all read this one table.
 *
 * Character limits: the Hub does not publish them (hub-api 8), so these are the
 * channels' own public limits, each with the page it comes from and the date it
 * was recorded. They are used to WARN before sending; the Hub's 400 stays final.
 * `null` means the channel publishes no fixed limit we could source.
 */
import type { CountMethod } from '../../src-shared/counting';

export const CHANNEL_KEYS = [
  'tiktok', 'instagram', 'linkedin', 'youtube', 'facebook', 'x', 'threads', 'pinterest',
  'reddit', 'bluesky', 'google_business', 'telegram', 'discord', 'slack', 'mastodon',
  'nostr', 'lemmy', 'devto', 'hashnode', 'wordpress', 'whop', 'listmonk',
] as const;

export type ChannelKey = (typeof CHANNEL_KEYS)[number];

/** How a channel counts characters: written once in the shared layer (src-shared/counting.ts), with its counting. */
export { countChars, countsAtMost, type CountMethod } from '../../src-shared/counting';

export interface Limit {
  max: number;
  count: CountMethod;
  /** Public page the number comes from. */
  source: string;
  /** When the number was recorded from that page (YYYY-MM-DD). */
  asOf: string;
  note?: string;
}

export interface ChannelSpec {
  key: ChannelKey;
  /** Kind in the reference's words (hub-api part 1). */
  kind: string;
  /** Human name shown in the UI. */
  label: string;
  /** Accepts a photo post (hub-api 4.10: only these 15 are accepted). */
  photo: boolean;
  /** Needs a post title (`title` or `<key>_title`): video-sharing, forum and pin-board channels. */
  needsTitle: boolean;
  /** Publish-body fields that must be present when this channel is targeted. */
  requiredFields: readonly string[];
  /** Channel-specific publish-body fields this channel understands. */
  fields: readonly string[];
  /** Field that names a page / organisation / location, which a profile pin overrides. */
  pinField: string | null;
  captionLimit: Limit | null;
  titleLimit: Limit | null;
  /** Linked by credentials rather than a sign-in redirect. */
  linkedBy: 'oauth' | 'credentials';
  credentialFields?: readonly string[];
}

const RECORDED = '2026-11-22';
const lim = (max: number, count: CountMethod, source: string, note?: string): Limit =>
  note === undefined ? { max, count, source, asOf: RECORDED } : { max, count, source, asOf: RECORDED, note };

const spec = (s: Omit<ChannelSpec, 'fields' | 'pinField' | 'needsTitle' | 'requiredFields' | 'linkedBy'> & Partial<ChannelSpec>): ChannelSpec => ({
  needsTitle: false,
  requiredFields: [],
  fields: [],
  pinField: null,
  linkedBy: 'oauth',
  ...s,
});

export const CHANNELS: Readonly<Record<ChannelKey, ChannelSpec>> = Object.freeze({
  tiktok: spec({
    key: 'tiktok', kind: 'short-video network', label: 'TikTok', photo: true,
    fields: ['tiktok_music_id', 'tiktok_title'],
    captionLimit: lim(4000, 'utf16', 'https://developers.tiktok.com/doc/content-posting-api-reference-photo-post', 'photo-post description'),
    titleLimit: lim(90, 'utf16', 'https://developers.tiktok.com/doc/content-posting-api-reference-photo-post', 'photo-post title'),
  }),
  instagram: spec({
    key: 'instagram', kind: 'photo-sharing network', label: 'Instagram', photo: true,
    fields: ['instagram_title'],
    captionLimit: lim(2200, 'utf16', 'https://developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/media'),
    titleLimit: null,
  }),
  linkedin: spec({
    key: 'linkedin', kind: 'professional network', label: 'LinkedIn', photo: true,
    fields: ['target_linkedin_page_id', 'linkedin_title'], pinField: 'target_linkedin_page_id',
    captionLimit: lim(3000, 'utf16', 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api', 'commentary'),
    titleLimit: lim(400, 'utf16', 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api', 'article/media title'),
  }),
  youtube: spec({
    key: 'youtube', kind: 'video-sharing site', label: 'YouTube', photo: false, needsTitle: true,
    fields: ['youtube_title'],
    captionLimit: lim(5000, 'utf16', 'https://developers.google.com/youtube/v3/docs/videos#snippet.description', 'description, bytes in UTF-8 per the page'),
    titleLimit: lim(100, 'utf16', 'https://developers.google.com/youtube/v3/docs/videos#snippet.title'),
  }),
  facebook: spec({
    key: 'facebook', kind: 'social network with Pages', label: 'Facebook', photo: true,
    fields: ['facebook_page_id', 'first_comment', 'facebook_title'], pinField: 'facebook_page_id',
    captionLimit: lim(63206, 'utf16', 'https://www.facebook.com/help/1613039985600016', 'status update length'),
    titleLimit: null,
  }),
  x: spec({
    key: 'x', kind: 'short-text microblog', label: 'X', photo: true,
    fields: ['x_title'],
    captionLimit: lim(280, 'x-weighted', 'https://docs.x.com/resources/fundamentals/counting-characters'),
    titleLimit: null,
  }),
  threads: spec({
    key: 'threads', kind: 'threaded text network', label: 'Threads', photo: true,
    fields: ['threads_title'],
    captionLimit: lim(500, 'utf16', 'https://developers.facebook.com/docs/threads/overview#limitations'),
    titleLimit: null,
  }),
  pinterest: spec({
    key: 'pinterest', kind: 'pin board', label: 'Pinterest', photo: true, needsTitle: true,
    requiredFields: ['pinterest_board_id'], fields: ['pinterest_board_id', 'pinterest_title'],
    captionLimit: lim(800, 'utf16', 'https://developers.pinterest.com/docs/api/v5/pins-create', 'description'),
    titleLimit: lim(100, 'utf16', 'https://developers.pinterest.com/docs/api/v5/pins-create'),
  }),
  reddit: spec({
    key: 'reddit', kind: 'forum with communities', label: 'Reddit', photo: true, needsTitle: true,
    requiredFields: ['reddit_community', 'reddit_title'], fields: ['reddit_community', 'reddit_title'],
    captionLimit: lim(40000, 'utf16', 'https://support.reddithelp.com/hc/en-us/articles/360043033952', 'self-post body'),
    titleLimit: lim(300, 'utf16', 'https://www.reddit.com/dev/api#POST_api_submit'),
  }),
  bluesky: spec({
    key: 'bluesky', kind: 'open-protocol social network', label: 'Bluesky', photo: true,
    fields: ['bluesky_title'],
    captionLimit: lim(300, 'graphemes', 'https://docs.bsky.app/docs/advanced-guides/post-richtext'),
    titleLimit: null,
  }),
  google_business: spec({
    key: 'google_business', kind: 'business-listing channel with locations', label: 'Google Business Profile', photo: true,
    fields: ['gmb_location_id', 'location_id', 'google_business_title'], pinField: 'gmb_location_id',
    captionLimit: lim(1500, 'utf16', 'https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts', 'summary'),
    titleLimit: lim(58, 'utf16', 'https://support.google.com/business/answer/7662907', 'event title'),
  }),
  telegram: spec({
    key: 'telegram', kind: 'bot-messaging channel', label: 'Telegram', photo: true,
    fields: ['telegram_title'], linkedBy: 'credentials', credentialFields: ['bot_token', 'chat_id', 'name'],
    captionLimit: lim(1024, 'utf16', 'https://core.telegram.org/bots/api#sendphoto', 'photo caption after entities parsing'),
    titleLimit: null,
  }),
  discord: spec({
    key: 'discord', kind: 'community chat', label: 'Discord', photo: true,
    fields: ['discord_title'],
    captionLimit: lim(2000, 'utf16', 'https://discord.com/developers/docs/resources/message#create-message'),
    titleLimit: null,
  }),
  slack: spec({
    key: 'slack', kind: 'team chat', label: 'Slack', photo: false,
    linkedBy: 'credentials', credentialFields: ['webhook_url', 'name'],
    captionLimit: lim(40000, 'utf16', 'https://api.slack.com/methods/chat.postMessage#truncating'),
    titleLimit: null,
  }),
  mastodon: spec({
    key: 'mastodon', kind: 'federated microblog', label: 'Mastodon', photo: true,
    fields: ['mastodon_title'],
    captionLimit: lim(500, 'codepoints', 'https://docs.joinmastodon.org/entities/Instance/#max_characters', 'default server setting; servers may raise it'),
    titleLimit: null,
  }),
  nostr: spec({ key: 'nostr', kind: 'relay-protocol network', label: 'Nostr', photo: false, captionLimit: null, titleLimit: null }),
  lemmy: spec({
    key: 'lemmy', kind: 'federated link aggregator', label: 'Lemmy', photo: true,
    fields: ['lemmy_title'],
    captionLimit: lim(10000, 'utf16', 'https://join-lemmy.org/docs/contributors/04-api.html', 'post body; servers may differ'),
    titleLimit: lim(200, 'utf16', 'https://join-lemmy.org/docs/contributors/04-api.html', 'post name'),
  }),
  devto: spec({ key: 'devto', kind: 'developer blogging site A', label: 'DEV', photo: false, captionLimit: null, titleLimit: null }),
  hashnode: spec({ key: 'hashnode', kind: 'developer blogging site B', label: 'Hashnode', photo: false, captionLimit: null, titleLimit: null }),
  wordpress: spec({ key: 'wordpress', kind: 'site-publishing system', label: 'WordPress', photo: true, fields: ['wordpress_title'], captionLimit: null, titleLimit: null }),
  whop: spec({ key: 'whop', kind: 'membership marketplace', label: 'Whop', photo: false, captionLimit: null, titleLimit: null }),
  listmonk: spec({ key: 'listmonk', kind: 'newsletter manager', label: 'listmonk', photo: false, captionLimit: null, titleLimit: null }),
});

export const PHOTO_CHANNELS: readonly ChannelKey[] = CHANNEL_KEYS.filter((k) => CHANNELS[k].photo);

export function isChannelKey(v: unknown): v is ChannelKey {
  return typeof v === 'string' && (CHANNEL_KEYS as readonly string[]).includes(v);
}

/**
 * Other names people and spreadsheets give a channel (walk 12): matched as `channelKeyOf` folds them.
 * Only names that can mean one channel.
 */
const CHANNEL_ALIASES: Readonly<Partial<Record<ChannelKey, readonly string[]>>> = {
  x: ['Twitter', 'X (Twitter)', 'Twitter (X)', 'X/Twitter', 'Twitter/X', 'X.com'],
  google_business: ['Google Business', 'Google My Business', 'GMB', 'Google Business Profile'],
  devto: ['dev.to', 'DEV Community'],
  facebook: ['Facebook Page', 'FB'],
  instagram: ['IG', 'Insta'],
  linkedin: ['LinkedIn Page', 'LinkedIn Company Page'],
  youtube: ['YT'],
};

/** A channel name as compared: case, accents, spaces and punctuation do not count ("X (Twitter)" is "xtwitter"). */
const foldChannel = (s: string): string => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');

const CHANNEL_BY_NAME: ReadonlyMap<string, ChannelKey> = new Map(CHANNEL_KEYS.flatMap((k) => [k, CHANNELS[k].label, ...(CHANNEL_ALIASES[k] ?? [])].map((n) => [foldChannel(n), k] as const)));

/**
 * The channel key a name means, as people write it: the key, the channel's label or a known other name, whatever the
 * case, spaces or punctuation ("Facebook", "LinkedIn", "X (Twitter)", "google business"). Null: no channel by that name.
 */
export function channelKeyOf(name: string): ChannelKey | null {
  if (isChannelKey(name)) return name;
  const f = foldChannel(name);
  return f === '' ? null : CHANNEL_BY_NAME.get(f) ?? null;
}

/**
 * The spec of a key, or a placeholder for a key the Hub returned that this table
 * does not know: shown by name, never a failure (hub-contract.md).
 */
export function channelOrUnknown(key: string): ChannelSpec | { key: string; label: string; unknown: true } {
  return isChannelKey(key) ? CHANNELS[key] : { key, label: key, unknown: true };
}

/** The title that applies to one channel: `<key>_title` overrides the shared `title`. */
export function titleFor(key: string, body: { title?: unknown; [k: string]: unknown }): string | undefined {
  const own = body[`${key}_title`];
  if (typeof own === 'string' && own.length > 0) return own;
  return typeof body.title === 'string' && body.title.length > 0 ? body.title : undefined;
}

/**
 * Channel keys read from a Hub answer (profiles, `platforms`, `results`), split into the keys
 * this table knows and the rest. Unknown keys are kept by name, in order, never dropped
 * (hub-contract.md: show an unknown key by name rather than fail).
 */
export function partitionChannelKeys(keys: Iterable<string>): { known: ChannelKey[]; unknown: string[] } {
  const known: ChannelKey[] = [];
  const unknown: string[] = [];
  for (const k of keys) (isChannelKey(k) ? known : unknown).push(k);
  return { known, unknown };
}

/** The label to show for any key the Hub returns: the table's label, or the key itself. */
export const channelLabel = (key: string): string => channelOrUnknown(key).label;
