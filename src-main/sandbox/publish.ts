import { DateTime, IANAZone } from 'luxon';
import { parseDateTime, readWall } from '../../src-shared/wall-time';
import {
  CHANNELS, CHANNEL_KEYS, DEFAULT_CONTRACT, PHOTO_CHANNELS, countChars, isChannelKey, titleFor,
  type ChannelKey, type HubContract,
} from '../hub';
import { HubRefusal, invalid, notFound } from './errors';
import { parseMultipart, sha256, type Upload } from './body';
import type { AccountRow, ProfileRow, Statements, TargetKind } from './db';
import { isChartingTrack } from './music';
import { nextQueueSlot } from './queue';

/** A publish body after parsing: normalized values, whatever the encoding. */
export interface PublishInput {
  fields: Record<string, string | string[] | boolean>;
  photos: Array<Upload & { sha256: string }>;
  /** Canonical hash of the request (fields + file bytes): compared on key reuse. */
  hash: string;
}

const ARRAY_FIELDS = new Set(['platforms', 'photo_urls']);
const BOOL_FIELDS = new Set(['add_to_queue']);

/** Every body field the publish call knows (hub-api 4.10 + channel fields + `<key>_title`). */
export function knownPublishFields(contract: HubContract = DEFAULT_CONTRACT): Set<string> {
  const s = new Set(['profile_id', 'platforms', 'caption', 'title', 'photo_urls', 'scheduled_at', 'timezone', 'add_to_queue', 'first_comment']);
  for (const k of CHANNEL_KEYS) {
    s.add(`${k}_title`);
    for (const f of CHANNELS[k].fields) s.add(f);
  }
  for (const f of Object.values(contract.pinFields)) s.add(f);
  return s;
}

const KNOWN = knownPublishFields();

/** Parses a publish body (JSON or multipart). Throws HubRefusal invalid_request with a clear message. */
export async function parsePublishBody(body: Buffer, contentType: string | undefined, contract: HubContract = DEFAULT_CONTRACT): Promise<PublishInput> {
  const ct = (contentType ?? '').toLowerCase();
  const fields: PublishInput['fields'] = {};
  let uploads: Upload[] = [];
  if (ct.startsWith('application/json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch (err) {
      throw invalid(`body is not valid JSON: ${(err as Error).message}`);
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('body must be a JSON object');
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (name === contract.photosField || name === `${contract.photosField}[]`) throw invalid(`"${name}" are file uploads: send them in a multipart/form-data body, or use photo_urls`);
      if (!KNOWN.has(name)) throw invalid(`unknown field "${name}"`);
      if (value === null || value === undefined) continue;
      if (ARRAY_FIELDS.has(name)) {
        if (name === 'platforms' && typeof value === 'string') fields[name] = splitComma(value);
        else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) fields[name] = value as string[];
        else throw invalid(`"${name}" must be an array of strings${name === 'platforms' ? ' or a comma-separated string' : ''}`);
      } else if (BOOL_FIELDS.has(name)) {
        if (typeof value !== 'boolean') throw invalid(`"${name}" must be a boolean (true or false), got ${JSON.stringify(value)}`);
        fields[name] = value;
      } else {
        if (typeof value !== 'string') throw invalid(`"${name}" must be a string, got ${Array.isArray(value) ? 'an array' : typeof value}`);
        fields[name] = value;
      }
    }
  } else if (ct.startsWith('multipart/form-data')) {
    const parts = await parseMultipart(body, contentType ?? '', contract.bodyCapBytes);
    for (const [rawName, value] of parts.fields) {
      const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
      if (name === contract.photosField) throw invalid(`"${rawName}" must be a file part (with a filename), not a text field`);
      if (!KNOWN.has(name)) throw invalid(`unknown field "${rawName}"`);
      if (ARRAY_FIELDS.has(name)) {
        const prev = (fields[name] as string[] | undefined) ?? [];
        fields[name] = [...prev, ...(name === 'platforms' ? splitComma(value) : [value])];
      } else {
        if (name in fields) throw invalid(`field "${name}" was sent more than once`);
        if (BOOL_FIELDS.has(name)) {
          const v = value.trim().toLowerCase();
          if (v === 'true' || v === '1') fields[name] = true;
          else if (v === 'false' || v === '0') fields[name] = false;
          else throw invalid(`"${name}" must be true or false, got "${value}"`);
        } else fields[name] = value;
      }
    }
    for (const f of parts.files) {
      if (f.field !== contract.photosField && f.field !== `${contract.photosField}[]`) throw invalid(`unexpected file field "${f.field}"; photos go in "${contract.photosField}"`);
    }
    uploads = parts.files;
  } else {
    throw invalid(`unsupported Content-Type "${contentType ?? ''}": send application/json, or multipart/form-data with photos`);
  }
  const photos = uploads.map((u) => ({ ...u, sha256: sha256(u.bytes) }));
  const canonical = JSON.stringify({
    fields: Object.keys(fields).sort().map((k) => [k, fields[k]]),
    photos: photos.map((p) => [p.filename, p.contentType, p.sha256]),
  });
  return { fields, photos, hash: sha256(canonical) };
}

const splitComma = (s: string): string[] => s.split(',').map((x) => x.trim()).filter((x) => x.length > 0);

/** A "caption-ish" title: the body put in `title` (rule 7). Such a title skips the Hub's checks. */
export const BODY_IN_TITLE_MIN_CHARS = 150;

export type Scheduling = { kind: 'now' } | { kind: 'scheduled'; at: number; timezone: string } | { kind: 'queue'; at: number };

/** Where each targeted channel goes, after pins (rule 6). */
export interface Destinations { facebook?: string | null; linkedin?: string | null; google_business?: string; pinterest?: string }

/** A publish request that passed every Hub check: what will be published. */
export interface PublishPlan {
  profile: ProfileRow;
  platforms: ChannelKey[];
  caption: string | null;
  title: string | null;
  /** Per channel: the title it gets, and whether it is the body put in `title` (fails at the channel). */
  titles: Partial<Record<ChannelKey, { text: string; bodyInTitle: boolean }>>;
  destinations: Destinations;
  /** A pin decided a destination (page_pin_unverified can apply). */
  usedPin: boolean;
  scheduling: Scheduling;
  photoCount: number;
  photoUrls: string[];
  /** The request fields as stored with the post (secrets never come here; page id dropped when scheduled). */
  stored: Record<string, unknown>;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const IMAGE_MAGIC: Array<[string, (b: Buffer) => boolean]> = [
  ['JPEG', (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['PNG', (b) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['GIF', (b) => b.length > 6 && b.subarray(0, 4).toString('latin1') === 'GIF8'],
  ['WebP', (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP'],
  ['HEIC', (b) => b.length > 12 && b.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|mif1|msf1|avif)$/.test(b.subarray(8, 12).toString('latin1'))],
];

function isHttpsUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.hostname.length > 0 && !/\s/.test(s);
  } catch {
    return false;
  }
}

/** Everything the checks read from the sandbox state. */
export interface PublishState {
  s: Statements;
  account: AccountRow;
  now: number;
  features: Set<string>;
}

/**
 * Every Hub check of a publish, in the order the Hub refuses: plan, profile, body fields
 * and limits (400), linked channels (409), targets and pins (400/409). Throws HubRefusal.
 */
export function planPublish(input: PublishInput, st: PublishState, contract: HubContract = DEFAULT_CONTRACT): PublishPlan {
  const f = input.fields;
  if (!st.account.plan_active || (st.account.expires_at !== null && st.account.expires_at < st.now)) {
    throw new HubRefusal('quota_exceeded', 'This account has no active plan, so nothing can be published. Activate a plan, then check GET /v1/usage.');
  }
  const profileId = str(f.profile_id);
  if (profileId === undefined || profileId.trim() === '') throw invalid('profile_id is required');
  const platformsRaw = f.platforms as string[] | undefined;
  if (!platformsRaw || platformsRaw.length === 0) throw invalid('platforms is required: list one or more channel keys');
  const problems: string[] = [];
  const platforms: ChannelKey[] = [];
  for (const p of platformsRaw) {
    if (!isChannelKey(p)) problems.push(`"${p}" is not a channel key`);
    else if (!CHANNELS[p].photo) problems.push(`${p} does not accept a photo post (photo channels: ${PHOTO_CHANNELS.join(', ')})`);
    else if (!platforms.includes(p)) platforms.push(p);
  }
  if (problems.length) throw invalid(`platforms: ${problems.join('; ')}`);
  const profile = st.s.profile.get(profileId, st.account.id);
  if (!profile) throw notFound(`profile "${profileId}" is not on this account`);

  // Photos.
  const urls = (f.photo_urls as string[] | undefined) ?? [];
  urls.forEach((u, i) => {
    if (!isHttpsUrl(u)) problems.push(`photo_urls[${i}] is not a valid https:// link`);
  });
  input.photos.forEach((p, i) => {
    if (p.bytes.length === 0) problems.push(`photos[${i}] (${p.filename || 'unnamed'}) is empty`);
    else if (!IMAGE_MAGIC.some(([, test]) => test(p.bytes))) problems.push(`photos[${i}] (${p.filename || 'unnamed'}) is not a JPEG, PNG, GIF, WebP or HEIC image`);
  });
  const photoCount = urls.length + input.photos.length;
  if (photoCount === 0) problems.push('a photo post needs at least one photo: send photos files or photo_urls');

  // Scheduling.
  const scheduledAt = str(f.scheduled_at);
  const timezone = str(f.timezone);
  let scheduling: Scheduling = { kind: 'now' };
  if (scheduledAt !== undefined && f.add_to_queue === true) problems.push('send either scheduled_at or add_to_queue, not both');
  else if (scheduledAt !== undefined) {
    if (timezone === undefined) problems.push('scheduled_at needs timezone (an IANA name such as Asia/Ho_Chi_Minh)');
    else if (!IANAZone.isValidZone(timezone)) problems.push(`timezone "${timezone}" is not an IANA timezone name`);
    else {
      const dt = earliestShowing(DateTime.fromISO(scheduledAt, { zone: timezone }), scheduledAt);
      if (!dt.isValid) problems.push(`scheduled_at "${scheduledAt}" is not an ISO 8601 date-time`);
      else if (dt.toMillis() <= st.now) problems.push(`scheduled_at ${scheduledAt} is in the past`);
      else scheduling = { kind: 'scheduled', at: dt.toMillis(), timezone };
    }
  } else if (timezone !== undefined && !IANAZone.isValidZone(timezone)) {
    problems.push(`timezone "${timezone}" is not an IANA timezone name`);
  }

  // Required fields, titles and limits, per channel.
  const caption = str(f.caption) ?? null;
  const sharedTitle = str(f.title) ?? null;
  const bodyInTitleShared = !caption && sharedTitle !== null && (sharedTitle.length >= BODY_IN_TITLE_MIN_CHARS || sharedTitle.includes('\n'));
  const titles: PublishPlan['titles'] = {};
  for (const p of platforms) {
    const spec = CHANNELS[p];
    for (const req of spec.requiredFields) {
      const v = str(f[req]);
      if (v === undefined || v.trim() === '') problems.push(`${req} is required when posting to ${p}`);
    }
    const own = str(f[`${p}_title`]);
    const title = titleFor(p, f);
    if (spec.needsTitle && title === undefined && !spec.requiredFields.includes(`${p}_title`)) {
      problems.push(`${p} needs a title: send title or ${p}_title`);
    }
    if (caption !== null && spec.captionLimit) {
      const n = countChars(caption, spec.captionLimit.count);
      if (n > spec.captionLimit.max) problems.push(`caption is ${n} characters but ${spec.label} allows at most ${spec.captionLimit.max}`);
    }
    if (title !== undefined) {
      const bodyInTitle = !own && bodyInTitleShared;
      titles[p] = { text: title, bodyInTitle };
      if (!bodyInTitle && spec.titleLimit) {
        const n = countChars(title, spec.titleLimit.count);
        if (n > spec.titleLimit.max) problems.push(`${own ? `${p}_title` : 'title'} is ${n} characters but ${spec.label} allows at most ${spec.titleLimit.max} in a title`);
      }
    }
  }
  const community = str(f.reddit_community);
  if (platforms.includes('reddit') && community !== undefined && community.trim() !== '') {
    if (/^\/?r\//i.test(community)) problems.push('reddit_community is the community name without the r/ prefix');
    else if (!/^[A-Za-z0-9_]{2,21}$/.test(community)) problems.push(`reddit_community "${community}" is not a valid community name`);
  }
  const firstComment = str(f.first_comment);
  if (firstComment !== undefined && firstComment.length > 8000) problems.push(`first_comment is ${firstComment.length} characters; at most 8000`);
  const music = str(f.tiktok_music_id);
  if (platforms.includes('tiktok') && music !== undefined && !isChartingTrack(music)) problems.push(`tiktok_music_id "${music}" is not a track on the current chart (GET /v1/tiktok/music/trending)`);
  const locA = str(f[contract.pinFields.location]);
  const locB = str(f[contract.pinFields.locationAlt]);
  if (locA !== undefined && locB !== undefined && locA !== locB) problems.push(`${contract.pinFields.location} and ${contract.pinFields.locationAlt} name different locations`);
  if (problems.length) throw invalid(problems.join('; '));

  // Queue (a plan feature).
  if (f.add_to_queue === true) {
    if (!st.features.has('queue')) throw new HubRefusal('forbidden', 'The posting queue is not included in this plan. Check GET /v1/usage or upgrade.');
    const at = nextQueueSlot(profile, st.now, st.s.queuedRunAts.all(profile.id, st.now).map((r) => r.run_at));
    if (at === null) throw invalid('add_to_queue: this profile has no queue slots (GET /v1/queue/settings)');
    scheduling = { kind: 'queue', at };
  }

  // Linked accounts.
  const missing = platforms.filter((p) => !st.s.connection.get(profile.id, p));
  if (missing.length) {
    throw new HubRefusal('platform_not_connected', `No ${missing.map((p) => CHANNELS[p].label).join(', ')} account is linked to this profile, so the post could not go out as sent. Link the account or drop ${missing.join(', ')} from platforms.`);
  }

  // Targets and pins.
  const destinations: Destinations = {};
  const scheduled = scheduling.kind !== 'now';
  let usedPin = false;
  const targets = (kind: TargetKind) => st.s.targets.all(profile.id, kind);
  const pinOf = (kind: 'facebook' | 'linkedin' | 'location') => st.s.pin.get(profile.id, kind)?.target_id ?? null;
  const stored: Record<string, unknown> = { ...f };

  const resolvePinned = (channel: ChannelKey, field: string, kind: TargetKind, pinKind: 'facebook' | 'linkedin' | 'location', sent: string | undefined, what: string): string | null => {
    const pin = pinOf(pinKind);
    const list = targets(kind);
    if (pin !== null) {
      if (sent !== undefined && sent !== pin) {
        throw new HubRefusal('page_pin_conflict', `The request names ${what} "${sent}" in ${field}, but this profile has ${what} "${pin}" pinned for ${CHANNELS[channel].label}. The pin wins, so the post would go somewhere it was not addressed. Drop ${field} or clear the pin.`);
      }
      usedPin = true;
      return pin;
    }
    if (sent !== undefined) {
      if (!list.some((t) => t.id === sent)) throw invalid(`${field} "${sent}" is not ${what === 'location' ? 'a location' : `a ${what}`} of the linked ${CHANNELS[channel].label} account`);
      return sent;
    }
    return null;
  };

  if (platforms.includes('facebook')) {
    // Rule 6: scheduled jobs drop the page field entirely.
    let sent = str(f[contract.pinFields.facebookPage]);
    if (scheduled && sent !== undefined) {
      delete stored[contract.pinFields.facebookPage];
      sent = undefined;
    }
    destinations.facebook = resolvePinned('facebook', contract.pinFields.facebookPage, 'page', 'facebook', sent, 'Page') ?? targets('page')[0]?.id ?? null;
  }
  if (platforms.includes('linkedin')) {
    destinations.linkedin = resolvePinned('linkedin', contract.pinFields.linkedinOrg, 'org', 'linkedin', str(f[contract.pinFields.linkedinOrg]), 'organisation');
  }
  if (platforms.includes('google_business')) {
    const sent = locA ?? locB;
    const field = locA !== undefined ? contract.pinFields.location : contract.pinFields.locationAlt;
    const chosen = resolvePinned('google_business', field, 'location', 'location', sent, 'location');
    if (chosen !== null) destinations.google_business = chosen;
    else {
      const locs = targets('location');
      if (locs.length === 1) destinations.google_business = locs[0]!.id;
      else if (locs.length > 1) {
        throw new HubRefusal('location_required', `This business account owns ${locs.length} locations and none was named: pass location_id (one of ${locs.map((l) => l.id).join(', ')}; GET /v1/${contract.bizAbbr}/locations adds names) or pin a default location.`);
      } else throw invalid('The linked business account has no locations to post to.');
    }
  }
  if (platforms.includes('pinterest')) {
    const board = str(f.pinterest_board_id)!;
    if (!targets('board').some((b) => b.id === board)) throw invalid(`pinterest_board_id "${board}" is not a board of the linked Pinterest account (GET /v1/connections/pinterest/boards)`);
    destinations.pinterest = board;
  }

  return { profile, platforms, caption, title: sharedTitle, titles, destinations, usedPin, scheduling, photoCount, photoUrls: urls, stored };
}

/**
 * A wall time the zone's clocks show twice (they went back) is read as the EARLIER of the two, in
 * every zone: luxon alone picks by today's offset, so the same request would land an hour apart in
 * summer and in winter. The sandbox's rule for a point hub-api.md leaves open, the same as Postroom's:
 * w20dst, the one function (src-shared/wall-time.ts readWall), with this zone's offsets. A time with its own
 * offset, or in a form the shared parser does not read, is left as luxon read it.
 */
export function earliestShowing(dt: DateTime, written: string): DateTime {
  const typed = dt.isValid ? parseDateTime(written) : null;
  if (!typed || typed.offset !== null) return dt;
  return DateTime.fromMillis(readWall((ms) => dt.zone.offset(ms), typed.wall).at, { zone: dt.zone });
}
