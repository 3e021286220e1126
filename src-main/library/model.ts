import { IANAZone } from 'luxon';
import { z } from 'zod';
import { parseDateTime, readWall, scheduledInstantBy, slotCached } from '../../src-shared/wall-time';
import { lf } from '../common';
import { CHANNEL_KEYS, CHANNELS, isChannelKey } from '../hub';
import { CaptionsSchema, type CaptionsInput, type ChannelCaption } from './draft-captions';

/**
 * Where a draft is in its life: the post states of publisher/post-state.ts (one model, derived
 * there from the journal and mirrored here so lists can filter on it). `deleted` is shown for a
 * soft-deleted draft (undo restores the state it had). `channels_refused`: every channel refused;
 * `refused`: the Hub refused the request (nothing was sent). Rows written before this list hold
 * the older word 'failed', read as `channels_refused` (LEGACY_STATES).
 */
export const DRAFT_STATES = ['draft', 'queued', 'scheduled', 'sending', 'published', 'partial', 'refused', 'channels_refused', 'unknown', 'cancelled'] as const;
/** Words older rows and exports may hold, and the state each reads as. */
export const LEGACY_STATES: Readonly<Record<string, (typeof DRAFT_STATES)[number]>> = Object.freeze({ failed: 'channels_refused' });
export const readState = (s: string): (typeof DRAFT_STATES)[number] => LEGACY_STATES[s] ?? ((DRAFT_STATES as readonly string[]).includes(s) ? (s as (typeof DRAFT_STATES)[number]) : 'draft');
export type StoredDraftState = (typeof DRAFT_STATES)[number];
export type DraftState = StoredDraftState | 'deleted';

export interface DraftPhoto {
  id: string;
  position: number;
  source: 'file' | 'url';
  path: string | null;
  url: string | null;
  sha256: string | null;
  bytes: number | null;
  width: number | null;
  height: number | null;
  mime: string | null;
  /** The file's name as it was added (IMG_20261127_081532.jpg); null when unknown (a link, or a teammate's photo of an older build). */
  name: string | null;
}

/**
 * A photo's file name: the one it travelled with (`name`, a teammate's photo), else the file name of
 * its path, unless that is only the sha256 the team's photo store names it by (never a label).
 */
export function photoName(name: string | null, path: string | null, sha256: string | null): string | null {
  if (name !== null && name !== '') return name;
  const base = path?.split(/[\\/]/).pop() ?? '';
  return base === '' || base === sha256 || /^[0-9a-f]{64}$/i.test(base) ? null : base;
}

/** A draft, in the Hub's own field names (hub-api 4.10). */
export interface Draft {
  id: string;
  workspaceId: string;
  profile_id: string | null;
  /**
   * h-brand (walk 33b): the brand kept by name (`name:…`) this `profile_id` was resolved from once the profiles were read
   * (brand-names.ts), null: the brand is as a person chose it. What an approval approves reads it (team/review.ts
   * contentRevision): the name's resolution is not an edit. A person's change of profile clears it.
   */
  profile_from?: string | null;
  platforms: string[];
  /** The post BODY. */
  caption: string;
  /** The shared post TITLE; `<key>_title` in `fields` overrides it for one channel. */
  title: string;
  /** Channel fields: <key>_title, facebook_page_id, target_linkedin_page_id, gmb_location_id,
   *  pinterest_board_id, reddit_community, reddit_title, tiktok_music_id, first_comment. */
  fields: Record<string, string>;
  scheduled_at: string | null;
  timezone: string | null;
  add_to_queue: boolean;
  photos: DraftPhoto[];
  /** Channels with their own caption and title (draft_captions); the others share `caption` and `title`. */
  captions: ChannelCaption[];
  tags: string[];
  notes: string;
  state: DraftState;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  /** Bumped by every change; pass it back as `expectedRevision` to detect a concurrent edit. */
  revision: number;
}

/** Channel fields a draft may carry (every channel's own fields, `<key>_title` for each key, `first_comment`). */
export const DRAFT_FIELD_NAMES: ReadonlySet<string> = new Set([
  'first_comment',
  ...CHANNEL_KEYS.flatMap((k) => [...CHANNELS[k].fields, `${k}_title`]),
]);

export const isHttpsUrl = (s: string): boolean => {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.hostname.length > 0;
  } catch {
    return false;
  }
};

/** IANAZone.isValidZone builds an Intl formatter per call: remember the answers (zone names are few). */
const zoneValidity = new Map<string, boolean>();
export const isValidZone = (tz: string): boolean => {
  let ok = zoneValidity.get(tz);
  if (ok === undefined) {
    ok = IANAZone.isValidZone(tz);
    if (zoneValidity.size < 10_000) zoneValidity.set(tz, ok);
  }
  return ok;
};

/**
 * A zone's UTC offset (minutes) at an instant, remembered per 15-minute slot (src-shared
 * wall-time.ts slotCached: every offset change since 1970 falls on a quarter hour, and
 * luxon asks Intl for each answer, ~15 µs). The one cache of zone offsets: scheduling
 * here and the campaign spreader (campaigns/zones.ts) both read through it.
 */
const offsetCache = new Map<string, (ms: number) => number>();
export function zoneOffset(timezone: string): (ms: number) => number {
  let f = offsetCache.get(timezone);
  if (!f) {
    const zone = IANAZone.create(timezone);
    f = slotCached((ms) => zone.offset(ms));
    offsetCache.set(timezone, f);
  }
  return f;
}

/**
 * The instant a schedule means, in ms: an offset in the string wins, otherwise
 * the wall-clock time is read in `timezone` (UTC when none) by the one rule of
 * src-shared/wall-time.ts (a time shown twice: the earlier; a skipped one: moved
 * forward by the gap), which Compose reads through too. `null` when it is not an
 * ISO 8601 date-time (YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±hh:mm]) or names a day that
 * does not exist. Hand-parsed: luxon's fromISO costs ~30 µs a call, which a
 * 100,000-row import pays several times over.
 */
export function scheduledInstant(scheduledAt: string, timezone: string | null | undefined): number | null {
  return scheduledInstantBy(scheduledAt, !timezone || timezone === 'UTC' || !isValidZone(timezone) ? null : zoneOffset(timezone));
}

/**
 * The instant a wall-clock time (`wall`: its fields read as UTC, in ms) shows in a valid IANA zone, never depending
 * on today's date: src-shared/wall-time.ts `readWall` with this zone's offsets. Two such instants (the clocks went
 * back): the earlier, in every zone. None (the clocks skipped it): the time moves forward by the gap. The one rule
 * for every screen, the dry run, the calendar, the CLI and the sandbox Hub.
 */
export function wallInstant(timezone: string, wall: number): number {
  return readWall(zoneOffset(timezone), wall).at;
}

/**
 * `+02:00` for 120 (a UTC offset in minutes): the ISO 8601 offset the core's DATA keeps (JSON, a dry-run row's
 * `offset`; campaigns/zones.ts re-exports it). w30words: words never show it as it is: they say it through
 * src-shared/wall-showing.ts (`offsetText`, `isoOffsetText`: "UTC−05:00", a true minus sign), the one way a person reads an offset.
 */
export const offsetText = (minutes: number): string => {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
};

/** Wall-clock `YYYY-MM-DDTHH:mm` of an instant in the zone: the one formatter of a wall time (campaigns/zones.ts re-exports it). */
export const localOf = (zone: string, ms: number): string => new Date(ms + zoneOffset(zone)(ms) * 60_000).toISOString().slice(0, 16);

/**
 * w16camprow (walk 15, 2): a post's time in the one form every screen and the CLI show, its zone's wall clock
 * (`YYYY-MM-DDTHH:mm`, as imports and the spreader write it). Compose writes the time with its own offset
 * ("2027-01-16T08:00:00.000Z"): that instant is read on the zone's clock (localOf). A wall-clock time, or one with no
 * valid zone to read it in, is left as written.
 */
export function wallTimeOf(scheduledAt: string, timezone: string | null | undefined): string {
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(scheduledAt) || !timezone || !isValidZone(timezone)) return scheduledAt;
  const at = scheduledInstant(scheduledAt, timezone);
  return at === null ? scheduledAt : localOf(timezone, at);
}

/**
 * w20dst: the wall clock a time its zone's clocks skip becomes, as the core sends it (2027-03-28T02:30 in Berlin →
 * "2027-03-28T03:30"); null for any other time (shown twice, ordinary, or with its own offset). Said where a kept
 * wall time is shown, so no screen shows an hour that does not exist.
 */
export function skippedTo(scheduledAt: string, timezone: string | null | undefined): string | null {
  const p = parseDateTime(scheduledAt);
  if (!p || p.offset !== null || !timezone || !isValidZone(timezone)) return null;
  const r = readWall(zoneOffset(timezone), p.wall);
  return r.kind === 'skipped' ? localOf(timezone, r.at) : null;
}

/**
 * w29time (walk 25, 3): a kept wall time the clocks skip, as the Hub will use it: the wall clock it goes at and that
 * instant's offset ("2027-03-28T03:30", "+02:00"); null for any other time. The CLI's lines say it beside the zone.
 */
export function skippedReading(scheduledAt: string, timezone: string | null | undefined): { to: string; offset: string; written: string } | null {
  const to = skippedTo(scheduledAt, timezone);
  const at = to === null || !timezone ? null : scheduledInstant(scheduledAt, timezone);
  return to === null || at === null || !timezone ? null : { to, offset: offsetText(zoneOffset(timezone)(at)), written: scheduledAt.slice(0, 16) };
}

/**
 * A wall-clock time the zone's clocks skip or show twice (mend 31.4): `skipped` (spring forward: 02:30 does not
 * exist, the post goes at `used`), `twice` (fall back: 02:30 happens twice; `used` is the one taken, with its
 * offset). Null for an ordinary time, or a time written with its own offset. h-wallclock: here (was campaigns/zones.ts)
 * so the client's preview page (team/preview) marks a post's time by the same rule as the campaign's plan and dry run.
 */
export interface WallClockNote { kind: 'skipped' | 'twice'; written: string; used: string; offset: string }
export function wallClock(written: string, zone: string, at: number): WallClockNote | null {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(written)) return null;
  const wall = written.replace(' ', 'T').slice(0, 16);
  const used = localOf(zone, at);
  const offset = offsetText(zoneOffset(zone)(at));
  if (used !== wall) return { kind: 'skipped', written: wall, used, offset };
  // w20dst: shown twice by the one rule (src-shared/wall-time.ts readWall), as Compose and the Posts tab mark it.
  const typed = parseDateTime(wall);
  if (zone !== 'UTC' && typed && readWall(zoneOffset(zone), typed.wall).kind === 'twice') return { kind: 'twice', written: wall, used, offset };
  return null;
}

/** Caption as compared by the duplicate guard: NFC, lower case, whitespace collapsed, trimmed. */
export const normaliseCaption = (caption: string): string => caption.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits');
const photoMeta = {
  id: z.string().min(1).max(100).optional(),
  sha256: sha256.nullish(),
  bytes: z.number().int().nonnegative().nullish(),
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
  mime: z.string().regex(/^image\/[\w.+-]+$/, 'must be an image MIME type').nullish(),
};

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * A photo: a local file path, or an https URL (sent as photo_urls). A bare string
 * is either (anything with a scheme is a URL). One object schema, no union: a
 * failed union branch costs more than the whole row in a large import.
 */
export const PhotoInputSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (URL_LIKE.test(v) ? { url: v } : { path: v }) : v),
  z.object({ ...photoMeta, path: z.string().min(1).max(4096).optional(), url: z.string().max(4096).optional() }).strict()
    .refine((p) => (p.path === undefined) !== (p.url === undefined), 'a photo is a local path or an https:// URL (exactly one)')
    .refine((p) => p.url === undefined || isHttpsUrl(p.url), { message: 'photo URL must be a valid https:// URL', path: ['url'] }),
);
export type PhotoInput = z.input<typeof PhotoInputSchema>;
/** A validated photo: exactly one of path / url, with whatever metadata was known. */
export interface ParsedPhoto {
  id?: string | undefined;
  path?: string | undefined;
  url?: string | undefined;
  sha256?: string | null | undefined;
  bytes?: number | null | undefined;
  width?: number | null | undefined;
  height?: number | null | undefined;
  mime?: string | null | undefined;
}

const channelKey = z.string().refine(isChannelKey, { error: (iss) => `unknown channel "${String(iss.input)}"` });
const tag = z.string().trim().min(1, 'empty tag').max(64).refine((t) => !/[|,]/.test(t), 'a tag cannot contain | or ,');
const zone = z.string().refine(isValidZone, { error: (iss) => `unknown time zone "${String(iss.input)}"` });
const isoDateTime = z.string().refine((s) => scheduledInstant(s, null) !== null, 'must be an ISO 8601 date-time (YYYY-MM-DDTHH:mm[:ss][Z|±hh:mm])');

const dedupe = <T>(xs: T[], key: (x: T) => string = String): T[] => {
  const seen = new Set<string>();
  return xs.filter((x) => (seen.has(key(x)) ? false : (seen.add(key(x)), true)));
};

const fieldsRecord = <V extends z.ZodType>(value: V) =>
  z.record(z.string().refine((k) => DRAFT_FIELD_NAMES.has(k), { error: (iss) => `unknown field "${String(iss.input)}"` }), value);

/** The longest caption a draft holds (characters): w23csv, also the most of a sent caption a team outcome carries (team-rows.ts). */
export const CAPTION_MAX_CHARS = 100_000;

const baseShape = {
  profile_id: z.string().trim().min(1).max(200).nullable(),
  platforms: z.array(channelKey).max(CHANNEL_KEYS.length * 2).transform((p) => dedupe(p)),
  // A caption's line breaks are LF on every way in (crlf): what a textarea gives back.
  caption: z.string().max(CAPTION_MAX_CHARS).transform(lf),
  title: z.string().max(1_000).transform(lf),
  scheduled_at: isoDateTime.nullable(),
  timezone: zone.nullable(),
  add_to_queue: z.boolean(),
  photos: z.array(PhotoInputSchema).max(100),
  tags: z.array(tag).max(50).transform((t) => dedupe(t, (x) => x.toLocaleLowerCase('und'))),
  notes: z.string().max(100_000).transform(lf),
  state: z.preprocess((v) => (typeof v === 'string' && v in LEGACY_STATES ? LEGACY_STATES[v] : v), z.enum(DRAFT_STATES)),
};

/** Channel fields may be given inside `fields` or at the top level (as in a publish body). */
function liftFields(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (k === 'fields' && typeof v === 'object' && v !== null) Object.assign(fields, v);
    else if (DRAFT_FIELD_NAMES.has(k)) fields[k] = v;
    else out[k] = v;
  }
  if (Object.keys(fields).length > 0 || 'fields' in input) out.fields = fields;
  return out;
}

const noBoth = (d: { add_to_queue?: boolean | undefined; scheduled_at?: string | null | undefined }): boolean => !(d.add_to_queue === true && d.scheduled_at);
const bothMsg = { message: 'a draft is either scheduled (scheduled_at) or queued (add_to_queue), not both', path: ['add_to_queue'] };

/** Every base field, optional: what create and patch both take besides `fields`. */
const optionalBase = z.object(baseShape).partial();

export const DraftInputSchema = z.preprocess(
  liftFields,
  optionalBase.extend({ fields: fieldsRecord(z.string().max(10_000)).optional(), captions: CaptionsSchema.optional() }).strict().refine(noBoth, bothMsg),
);
/** What create takes. Channel fields may also sit at the top level, as in a publish body. */
interface DraftCommon {
  profile_id?: string | null;
  platforms?: string[];
  caption?: string;
  title?: string;
  scheduled_at?: string | null;
  timezone?: string | null;
  add_to_queue?: boolean;
  photos?: PhotoInput[];
  tags?: string[];
  notes?: string;
  state?: StoredDraftState;
  /** Channels' own captions: a value sets one, null (in a patch) makes the channel share the draft's again. */
  captions?: CaptionsInput;
}
export interface DraftInput extends DraftCommon {
  fields?: Record<string, string>;
  [channelField: string]: unknown;
}

/** A patch: only the keys given change. In `fields`, null or '' removes a field. `photos` and `tags` replace the lists. */
export const DraftPatchSchema = z.preprocess(
  liftFields,
  optionalBase.extend({ fields: fieldsRecord(z.string().max(10_000).nullable()).optional(), captions: CaptionsSchema.optional() }).strict(),
);
export interface DraftPatch extends DraftCommon {
  fields?: Record<string, string | null>;
  [channelField: string]: unknown;
}

/**
 * Text as the search index sees it. unicode61's remove_diacritics folds "ồ" to "o"
 * but not Vietnamese "đ" (a letter of its own in Unicode), which people type as
 * "d" when they skip accents: fold it on both the indexed and the queried side.
 */
export const foldForSearch = (s: string): string => s.replace(/[đĐ]/gu, (m) => (m === 'đ' ? 'd' : 'D'));
