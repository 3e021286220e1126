/**
 * Preflight: what would stop or spoil a post, checked offline against the channel table
 * (architecture.md "publishing path" step 2). Pure: no db, no network.
 */
import type { ApprovalWithdrawn } from '../../src-shared/withdrawn-words';
import { CHANNELS, countChars, countsAtMost, isChannelKey, titleFor, DEFAULT_CONTRACT, type HubContract } from '../hub';
import type { ChannelCaption, Draft, DraftPhoto } from '../library';
import { checkPhotoRules, PHOTO_RULES, type PhotoFacts, type PhotoWarning } from '../media';
import { captionFor } from './captions';
import { brandNameOf } from '../../src-shared/brand';

/** The part of a library draft the publisher reads (a library `Draft` is one). */
export type PublishDraft = Pick<Draft, 'id' | 'profile_id' | 'platforms' | 'caption' | 'title' | 'fields' | 'scheduled_at' | 'timezone' | 'add_to_queue'> & {
  /** `bytes`, `width`, `height`, `mime` where the library knows them (stored files): checked against PHOTO_RULES. */
  /** `name`: the part's file name when it must not be this computer's own (a team's post: team.ts). */
  photos: Array<Pick<DraftPhoto, 'id' | 'position' | 'source' | 'path' | 'url'> & Partial<Pick<DraftPhoto, 'bytes' | 'width' | 'height' | 'mime'>> & { name?: string | null }>;
  /** Channels' own captions and titles (captions.ts); absent or empty: every channel shares caption and title. */
  captions?: readonly ChannelCaption[];
};

/** The profile's pins as cached by the library (null/absent = none known). */
export interface ProfilePins {
  facebook_page_id?: string | null;
  target_linkedin_page_id?: string | null;
  gmb_location_id?: string | null;
  /** Channels linked on the profile, from the cached profiles (GET /v1/profiles); absent/null: not known. */
  connections?: readonly string[] | null;
}

/** A Reddit community name as the Hub takes it: no `r/` prefix, 3 to 21 letters, digits or underscores. */
export const REDDIT_COMMUNITY_RE = /^[A-Za-z0-9][A-Za-z0-9_]{2,20}$/;

export type ProblemCode =
  | 'no_profile' | 'no_platforms' | 'unknown_channel' | 'not_photo_channel' | 'duplicate_channel'
  | 'missing_field' | 'missing_title' | 'caption_too_long' | 'title_too_long'
  | 'no_photos' | 'bad_photo_url' | 'photo_missing'
  | 'scheduled_page_dropped' | 'bad_schedule' | 'timezone_missing'
  /** The scheduled time has passed (checked only where the caller says what "now" is). */
  | 'schedule_past'
  | 'pin_conflict' | 'pin_overrides' | 'first_comment_unused'
  /** From the cached profile and the channels' photo rules (issue 22, item 6). */
  | 'not_connected' | 'too_many_photos' | 'bad_community'
  /** A photo outside a channel's own size rules (PHOTO_RULES), where its size is known: warnings. */
  | 'photo_aspect' | 'photo_too_small' | 'photo_too_large'
  /** Not preflight proper: the draft vanished, or its photos could not be fitted. */
  | 'draft_missing' | 'media_failed'
  /** Not preflight proper: the draft was sent before (guard.ts); only "publish again" sends it. */
  | 'already_sent'
  /** A job's channels that no longer share one caption (the draft's per-channel captions changed). */
  | 'caption_split'
  /** A team workspace that requires approval (team.ts): not approved yet, or edited since; the resend of one without a new approval; another member sent it. */
  | 'waiting_review' | 'waiting_approval' | 'changes_requested' | 'resend_needs_approval' | 'sent_by_team'
  /** A team member whose role may not publish (a viewer): every post is held back (team/publish-port.ts). */
  | 'role_cannot_publish' | 'left_team'
  /** w12revpub (walk 12): the team server revoked this laptop's member token: no post of the team is sent from it (team/publish-port.ts). */
  | 'revoked'
  /** w12revpub (walk 12): "publish again" of a post the Hub holds for its time, at that same time: a new post needs another time (guard.ts). */
  | 'held_same_time'
  /** w27brand (walk 23): the brand is still a name (imported before the profiles were read, src-shared/brand.ts): never sent. */
  | 'brand_unresolved';

/** Every ProblemCode, for the shells' word lists (a test checks each has words in every language). */
export const PROBLEM_CODES = [
  'no_profile', 'no_platforms', 'unknown_channel', 'not_photo_channel', 'duplicate_channel',
  'missing_field', 'missing_title', 'caption_too_long', 'title_too_long',
  'no_photos', 'bad_photo_url', 'photo_missing',
  'scheduled_page_dropped', 'bad_schedule', 'timezone_missing', 'schedule_past',
  'pin_conflict', 'pin_overrides', 'first_comment_unused',
  'not_connected', 'too_many_photos', 'bad_community',
  'photo_aspect', 'photo_too_small', 'photo_too_large',
  'draft_missing', 'media_failed', 'already_sent', 'caption_split',
  'waiting_review', 'waiting_approval', 'changes_requested', 'resend_needs_approval', 'sent_by_team',
  'role_cannot_publish', 'left_team', 'revoked', 'held_same_time', 'brand_unresolved',
] as const satisfies readonly ProblemCode[];
// Both ways: a code added to the union and not to the list fails to compile here.
const everyCode: Record<ProblemCode, true> = Object.fromEntries(PROBLEM_CODES.map((c) => [c, true])) as Record<(typeof PROBLEM_CODES)[number], true>;
void everyCode;

export interface Problem {
  severity: 'error' | 'warning';
  code: ProblemCode;
  channel: string | null;
  field: string | null;
  message: string;
  /** The photos concerned, by their number in the draft (1-based), for a problem of some photos (w27client: also `photo_missing`, `bad_photo_url`). */
  photos?: number[];
  /** w23insta: of `photo_aspect`, whether its photos are taller or wider than the channel takes (one problem each). */
  shape?: 'too_tall' | 'too_wide';
  /** A team's problem (team.ts): the member it waits for, or who sent the post. */
  who?: string;
  /** w20authors: a team's hold that nobody in the team may approve (team.ts TeamWaiting.nobody): in words, with how to go on. */
  nobody?: string;
  /**
   * h-reviewwords (walk 44a, 7): of `waiting_review`, the approval was taken back by a withdrawal (team.ts
   * TeamWaiting.withdrawn): who, when (ISO), the words said with it. The post was sent for review and approved: never
   * "not sent for review yet".
   */
  withdrawn?: ApprovalWithdrawn;
  /** For `sent_by_team`: when that member sent it (ms). */
  at?: number;
  /** walk 36b (1): of `already_sent`/`sent_by_team`, its calls never reached the Hub (waitingToReach): queued, not sent yet. */
  queued?: boolean;
  /** w24campaign: for `caption_too_long`/`title_too_long`, the text's length and the channel's limit (characters as the channel counts them). */
  length?: number;
  limit?: number;
  /** w31hint (walk 29, 3): of `already_sent`/`sent_by_team`, what holds sending it again as new back (its code: a new approval, a team left), if anything. */
  againHeld?: string;
}

const err = (code: ProblemCode, message: string, channel: string | null = null, field: string | null = null): Problem => ({ severity: 'error', code, channel, field, message });
const warn = (code: ProblemCode, message: string, channel: string | null = null, field: string | null = null): Problem => ({ severity: 'warning', code, channel, field, message });

/**
 * The per-photo rules of the media area's table checked here, and the problem each is reported as.
 * Not 'format': the media area chooses the format it sends (fit.ts), so the source's does not reach
 * the channel. Not 'max_photos': that is `too_many_photos`, counted over every photo.
 */
const PHOTO_RULE_CODES: Partial<Record<PhotoWarning['rule'], ProblemCode>> = {
  aspect: 'photo_aspect', min_size: 'photo_too_small', max_bytes: 'photo_too_large',
};

/**
 * The stored photos whose size is known, as the rules table reads them (named "photo N" in its
 * messages). A photo missing bytes, width or height is left to the channel's answer. The sizes
 * should be those of the photo as it will be sent (the fitted one: the bridge's drafts.preflight
 * gives them); the stored file's own are a stand-in where the fitted ones are not known.
 */
function photoFacts(photos: PublishDraft['photos']): PhotoFacts[] {
  return photos.flatMap((p) => (p.source === 'file' && p.bytes && p.width && p.height
    ? [{ id: String(p.position + 1), width: p.width, height: p.height, bytes: p.bytes, format: 'jpeg' as const }]
    : []));
}

/**
 * Every problem of a draft, errors first. `pins` are the profile's pins when known. `now` (ms):
 * a scheduled time at or before it is an error (a time typed in the past is saved as typed, and
 * this is where it is said and publishing refused); null leaves time out (a pure check).
 */
export function preflight(draft: PublishDraft, pins: ProfilePins | null = null, contract: HubContract = DEFAULT_CONTRACT, now: number | null = null): Problem[] {
  const out: Problem[] = [];
  if (!draft.profile_id) out.push(err('no_profile', 'choose a brand profile', null, 'profile_id'));
  const brandName = brandNameOf(draft.profile_id);
  if (brandName !== null) out.push(err('brand_unresolved', `brand “${brandName}” is a name not yet matched to a Hub profile (the Hub would refuse it): read the profiles, or choose the brand's profile`, null, 'profile_id'));
  if (draft.platforms.length === 0) out.push(err('no_platforms', 'choose at least one channel', null, 'platforms'));
  const seen = new Set<string>();
  for (const key of draft.platforms) {
    if (seen.has(key)) {
      out.push(err('duplicate_channel', `${key} is listed twice`, key, 'platforms'));
      continue;
    }
    seen.add(key);
    if (!isChannelKey(key)) {
      out.push(err('unknown_channel', `"${key}" is not a channel the Hub knows`, key, 'platforms'));
      continue;
    }
    const ch = CHANNELS[key];
    if (!ch.photo) {
      out.push(err('not_photo_channel', `${ch.label} does not accept photo posts`, key, 'platforms'));
      continue;
    }
    if (pins?.connections && !pins.connections.includes(key)) {
      out.push(err('not_connected', `no ${ch.label} account is linked to this profile (the Hub would refuse it: platform_not_connected)`, key, 'platforms'));
    }
    // Each channel is checked against the caption and title it will get (its own, else the draft's).
    const mine = captionFor(draft, key);
    const whose = mine.own ? 'its own ' : '';
    const title = titleFor(key, { ...draft.fields, title: mine.title });
    for (const f of ch.requiredFields) {
      if (f === `${key}_title` && ch.needsTitle) continue; // missing_title below says it, once
      const v = draft.fields[f];
      // A required `<key>_title` falls back to the title the channel gets, which is then sent under its own name (publishFields).
      const given = typeof v === 'string' && v.trim() !== '' ? v : f === `${key}_title` ? title : undefined;
      if (given === undefined || given.trim() === '') out.push(err('missing_field', `${ch.label} needs ${f}`, key, f));
    }
    const community = draft.fields.reddit_community;
    if (key === 'reddit' && typeof community === 'string' && community.trim() !== '' && !REDDIT_COMMUNITY_RE.test(community.trim())) {
      out.push(err('bad_community', `"${community}" is not a Reddit community name (3 to 21 letters, digits or _, without r/)`, key, 'reddit_community'));
    }
    // The channels' own public figures (media PHOTO_RULES): a warning, as that table's contract says;
    // the channel's answer stays final (X refuses a fifth photo; Pinterest's table says 1 for a plain Pin).
    const maxPhotos = PHOTO_RULES[key]?.maxPhotos ?? null;
    if (maxPhotos !== null && draft.photos.length > maxPhotos) {
      out.push(warn('too_many_photos', `${ch.label} takes at most ${maxPhotos} photos in one post; this draft has ${draft.photos.length}: ${ch.label} is likely to refuse it`, key, 'photos'));
    }
    // One problem per channel and rule, naming its photos (not one unnamed line per photo).
    // w23insta: the aspect rule's photos split by which side they are on ("taller than …", "wider than …", never "wider or taller").
    const byRule = new Map<string, { code: ProblemCode; ws: PhotoWarning[] }>();
    for (const w of checkPhotoRules([key], photoFacts(draft.photos))) {
      const code = PHOTO_RULE_CODES[w.rule];
      const k = `${code}:${w.shape ?? ''}`;
      if (code) byRule.set(k, { code, ws: [...(byRule.get(k)?.ws ?? []), w] });
    }
    for (const { code, ws } of byRule.values()) {
      const shape = ws[0]!.shape;
      out.push({ ...warn(code, `${ws.map((w) => w.message).join('; ')} (${ws[0]!.source})`, key, 'photos'), photos: ws.map((w) => Number(w.photoId)), ...(shape ? { shape } : {}) });
    }
    if (ch.needsTitle && (title === undefined || title.trim() === '')) out.push(err('missing_title', `${ch.label} needs a title`, key, `${key}_title`));
    // h-uicall: counted only when a bound does not already say it fits (counting.ts countsAtMost).
    if (ch.captionLimit && mine.caption && !countsAtMost(mine.caption, ch.captionLimit.count, ch.captionLimit.max)) {
      const n = countChars(mine.caption, ch.captionLimit.count);
      if (n > ch.captionLimit.max) out.push({ ...err('caption_too_long', `${whose}caption is ${n} characters; ${ch.label} allows ${ch.captionLimit.max}`, key, mine.own ? `captions.${key}` : 'caption'), length: n, limit: ch.captionLimit.max });
    }
    if (ch.titleLimit && title && !countsAtMost(title, ch.titleLimit.count, ch.titleLimit.max)) {
      const n = countChars(title, ch.titleLimit.count);
      if (n > ch.titleLimit.max) out.push({ ...err('title_too_long', `title is ${n} characters; ${ch.label} allows ${ch.titleLimit.max}`, key, draft.fields[`${key}_title`] ? `${key}_title` : mine.own ? `captions.${key}` : 'title'), length: n, limit: ch.titleLimit.max });
    }
  }
  if (draft.photos.length === 0) out.push(err('no_photos', 'a photo post needs at least one photo', null, 'photos'));
  for (const p of draft.photos) {
    if (p.source === 'url') {
      if (!p.url || !/^https:\/\/[^\s]+$/i.test(p.url)) out.push({ ...err('bad_photo_url', `photo ${p.position + 1}: only https:// links are accepted`, null, 'photo_urls'), photos: [p.position + 1] });
    } else if (!p.path) out.push({ ...err('photo_missing', `photo ${p.position + 1} has no file`, null, 'photos'), photos: [p.position + 1] });
  }
  if (draft.scheduled_at !== null) {
    const at = Date.parse(draft.scheduled_at);
    if (Number.isNaN(at)) out.push(err('bad_schedule', `scheduled_at "${draft.scheduled_at}" is not an ISO 8601 date-time`, null, 'scheduled_at'));
    else if (now !== null && at <= now) out.push(err('schedule_past', `scheduled_at ${draft.scheduled_at} has passed: choose a time in the future`, null, 'scheduled_at'));
    // w24zone (walk 21): a time with no zone is no instant the Hub takes (it refuses `scheduled_at` without `timezone`):
    // held back here, before anything is sent, with what to do (before: a warning, and the Hub's refusal after approval).
    if (!draft.timezone) out.push(err('timezone_missing', 'the time has no time zone: choose one in Compose, under When (until then it is not sent)', null, 'timezone'));
    if (draft.platforms.includes('facebook') && draft.fields[contract.pinFields.facebookPage])
      out.push(warn('scheduled_page_dropped', 'scheduled jobs drop facebook_page_id: the post goes to the pinned or default Page', 'facebook', contract.pinFields.facebookPage));
  }
  if (draft.fields.first_comment && !draft.platforms.includes('facebook'))
    out.push(warn('first_comment_unused', 'first_comment is only posted on Facebook Pages', null, 'first_comment'));
  if (pins) {
    const checks: Array<[string, string, string | null | undefined, string]> = [
      ['facebook', contract.pinFields.facebookPage, pins.facebook_page_id, 'Page'],
      ['linkedin', contract.pinFields.linkedinOrg, pins.target_linkedin_page_id, 'organisation'],
      ['google_business', contract.pinFields.location, pins.gmb_location_id, 'location'],
    ];
    for (const [channel, field, pinned, what] of checks) {
      if (!draft.platforms.includes(channel) || !pinned) continue;
      const sent = draft.fields[field] ?? (channel === 'google_business' ? draft.fields[contract.pinFields.locationAlt] : undefined);
      if (sent && sent !== pinned) out.push(err('pin_conflict', `the profile has ${what} ${pinned} pinned but the draft names ${sent}: drop the field or clear the pin`, channel, field));
      else if (!sent) out.push(warn('pin_overrides', `the post goes to the pinned ${what} ${pinned}`, channel, field));
    }
  }
  return [...out.filter((p) => p.severity === 'error'), ...out.filter((p) => p.severity === 'warning')];
}

export const hasErrors = (problems: readonly Problem[]): boolean => problems.some((p) => p.severity === 'error');

let owners: Map<string, string> | undefined;
/** Channel-specific field → its channel (the table is fixed: built once). */
function fieldOwners(): Map<string, string> {
  if (!owners) {
    owners = new Map();
    for (const ch of Object.values(CHANNELS)) for (const field of ch.fields) owners.set(field, ch.key);
  }
  return owners;
}

/**
 * The Hub's publish fields for a draft (hub-api 4.10), in the Hub's names. Empty optional fields
 * are left out so the body (and its idempotency fingerprint) only carries what the user set.
 */
export function publishFields(draft: PublishDraft, photoUrls: readonly string[], platforms: readonly string[] = draft.platforms): Record<string, unknown> & { profile_id: string; platforms: string[] } {
  const f: Record<string, unknown> & { profile_id: string; platforms: string[] } = { profile_id: draft.profile_id ?? '', platforms: [...platforms] };
  if (draft.caption) f.caption = draft.caption;
  if (draft.title) f.title = draft.title;
  if (photoUrls.length) f.photo_urls = [...photoUrls];
  if (draft.scheduled_at) f.scheduled_at = draft.scheduled_at;
  if (draft.timezone) f.timezone = draft.timezone;
  if (draft.add_to_queue) f.add_to_queue = true;
  // A required per-channel title (Reddit's) is sent under its own name even when it is the shared
  // title: the reference says it is required and also that it falls back; explicit is safe (issue 22).
  for (const key of platforms) {
    if (!isChannelKey(key)) continue;
    const own = `${key}_title`;
    const title = titleFor(key, { ...draft.fields, title: draft.title });
    if (CHANNELS[key].requiredFields.includes(own) && title && title.trim() !== '' && !(typeof draft.fields[own] === 'string' && draft.fields[own].trim() !== '')) f[own] = title;
  }
  // A channel's own field goes only with that channel (a retry of some channels drops the others').
  const owner = fieldOwners();
  for (const [k, v] of Object.entries(draft.fields).sort(([a], [b]) => a.localeCompare(b))) {
    const ch = owner.get(k);
    if (ch !== undefined && !platforms.includes(ch)) continue;
    if (typeof v === 'string' && v.trim() !== '') f[k] = v;
  }
  return f;
}
