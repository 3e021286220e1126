/**
 * Building the publish request body (hub-api 4.10, contract "publish a photo post").
 * Pure and deterministic: the same request gives the same bytes (the multipart boundary is
 * derived from a hash of the content), so a journalled request is resent byte-identical, and
 * the exact size is known before sending.
 */
import { createHash } from 'node:crypto';
import { InvalidInputError } from '../common';
import { DEFAULT_CONTRACT, type HubContract } from './contract';

/** The publish body, in exactly the Hub's field names (hub-api 4.10 + contract). */
export interface PublishFields {
  profile_id: string;
  platforms: string[];
  caption?: string;
  title?: string;
  photo_urls?: string[];
  scheduled_at?: string;
  timezone?: string;
  add_to_queue?: boolean;
  first_comment?: string;
  /** facebook_page_id, pinterest_board_id, reddit_community, reddit_title, <key>_title, tiktok_music_id, target_linkedin_page_id, gmb_location_id … */
  [channelField: string]: unknown;
}

export interface PhotoPart {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
  /** The bytes' sha256 (hex) when the caller already has it: the boundary and the digest use it instead of hashing the bytes again. */
  sha256?: string;
}

export interface PublishRequest {
  fields: PublishFields;
  photos: PhotoPart[];
}

export interface PublishBody {
  contentType: string;
  body: Buffer;
  /** `body.length`: the exact number of bytes that go on the wire as the request body. */
  size: number;
  /**
   * sha256 (hex) of the body with each uploaded photo's bytes replaced by that photo's own sha256
   * (hex): with the photos' hashes it pins down every byte of the body, without a pass over
   * megabytes of photo. A JSON body has no photos: this is then its plain sha256.
   */
  digest: string;
}

/** Fields written first, in this order; the rest follow sorted by name (deterministic). */
const LEADING_FIELDS = ['profile_id', 'platforms', 'caption', 'title', 'scheduled_at', 'timezone', 'add_to_queue', 'first_comment'];
const PHOTO_URLS = 'photo_urls';
/** Boundary = prefix + 32 hex digits: always the same length, so framing size does not depend on content. */
const BOUNDARY_PREFIX = '----PostroomFormBoundary';
const BOUNDARY_HEX = 32;
const CRLF = '\r\n';
const SHA256_RE = /^[0-9a-f]{64}$/;

function validate(fields: PublishFields, photos: readonly { filename: string; contentType: string }[]): void {
  if (typeof fields !== 'object' || fields === null) throw new InvalidInputError('publish fields must be an object');
  if (typeof fields.profile_id !== 'string' || fields.profile_id.trim() === '') {
    throw new InvalidInputError('profile_id is required', { field: 'profile_id' });
  }
  if (!Array.isArray(fields.platforms) || fields.platforms.length === 0 || !fields.platforms.every((p) => typeof p === 'string' && p.length > 0)) {
    throw new InvalidInputError('platforms must be a non-empty array of channel keys', { field: 'platforms' });
  }
  if (fields.photo_urls != null && (!Array.isArray(fields.photo_urls) || !fields.photo_urls.every((u) => typeof u === 'string'))) {
    throw new InvalidInputError('photo_urls must be an array of strings', { field: 'photo_urls' });
  }
  photos.forEach((p, i) => {
    if (typeof p.filename !== 'string' || p.filename === '') throw new InvalidInputError(`photo ${i + 1} has no file name`, { field: 'photos', index: i });
    if (typeof p.contentType !== 'string' || !/^[\w.+-]+\/[\w.+-]+$/.test(p.contentType)) {
      throw new InvalidInputError(`photo ${i + 1} has an invalid content type`, { field: 'photos', index: i });
    }
  });
}

/** The text fields in wire order, null/undefined dropped (an absent field and a null are both "not sent"). */
function orderedEntries(fields: PublishFields): [string, unknown][] {
  const rest = Object.keys(fields).filter((k) => !LEADING_FIELDS.includes(k) && k !== PHOTO_URLS).sort();
  return [...LEADING_FIELDS, ...rest]
    .filter((k) => Object.hasOwn(fields, k) && fields[k] !== undefined && fields[k] !== null)
    .map((k) => [k, fields[k]]);
}

/** A multipart text value. Arrays are repeated fields (handled by the caller). */
function textValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v);
}

/** Quoted-string escaping of a Content-Disposition parameter, as browsers do (WHATWG multipart/form-data). */
const quoteParam = (s: string): string => s.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');

/** Every (name, value) text pair of the multipart body, in wire order, split into before/after the files. */
type TextParts = { before: [string, string][]; after: [string, string][] };

function textParts(fields: PublishFields): TextParts {
  const before: [string, string][] = [];
  for (const [k, v] of orderedEntries(fields)) {
    if (Array.isArray(v)) for (const item of v) before.push([k, textValue(item)]);
    else before.push([k, textValue(v)]);
  }
  const after: [string, string][] = (fields.photo_urls ?? []).map((u) => [PHOTO_URLS, u]);
  return { before, after };
}

const textHead = (boundary: string, name: string): string =>
  `--${boundary}${CRLF}Content-Disposition: form-data; name="${quoteParam(name)}"${CRLF}${CRLF}`;

const fileHead = (boundary: string, field: string, p: { filename: string; contentType: string }): string =>
  `--${boundary}${CRLF}Content-Disposition: form-data; name="${quoteParam(field)}"; filename="${quoteParam(p.filename)}"${CRLF}Content-Type: ${p.contentType}${CRLF}${CRLF}`;

/**
 * The multipart body laid out as text runs and photos in wire order (each text run is every
 * field header, value and framing between two photos, so a body is 2 + 2 × photos segments at most).
 */
function layout(boundary: string, parts: TextParts, photos: readonly { filename: string; contentType: string }[], photosField: string): Array<string | number> {
  const { before, after } = parts;
  const segments: Array<string | number> = [];
  let run = '';
  for (const [name, value] of before) run += `${textHead(boundary, name)}${value}${CRLF}`;
  photos.forEach((p, i) => {
    segments.push(run + fileHead(boundary, photosField, p), i);
    run = CRLF;
  });
  for (const [name, value] of after) run += `${textHead(boundary, name)}${value}${CRLF}`;
  segments.push(`${run}--${boundary}--${CRLF}`);
  return segments;
}

/**
 * The multipart body written once into memory of its exact size, and (given the photos' sha256)
 * its digest: every byte but the photos', with each photo's sha256 in its place.
 */
function assemble(boundary: string, parts: TextParts, photos: readonly PhotoPart[], photosField: string, shas: readonly string[]): { body: Buffer; digest: string } {
  const segments = layout(boundary, parts, photos, photosField);
  const h = createHash('sha256');
  let size = 0;
  for (const s of segments) {
    if (typeof s === 'number') {
      size += photos[s]!.bytes.byteLength;
      h.update(shas[s]!);
    } else {
      size += Buffer.byteLength(s, 'utf8');
      h.update(s, 'utf8');
    }
  }
  const body = Buffer.allocUnsafe(size);
  let at = 0;
  for (const s of segments) {
    if (typeof s === 'number') {
      body.set(photos[s]!.bytes, at);
      at += photos[s]!.bytes.byteLength;
    } else at += body.write(s, at, 'utf8');
  }
  return { body, digest: h.digest('hex') };
}

/** The JSON body: same field order as multipart, null/undefined dropped, platforms as an array. */
function jsonBody(fields: PublishFields): Buffer {
  const obj: Record<string, unknown> = {};
  for (const [k, v] of orderedEntries(fields)) obj[k] = v;
  if (fields.photo_urls != null) obj[PHOTO_URLS] = fields.photo_urls;
  return Buffer.from(JSON.stringify(obj), 'utf8');
}

/** Photos (by sha256) known to hold no boundary prefix at all, so no boundary of ours: bounded, oldest first out. */
const PREFIX_FREE = new Set<string>();
const PREFIX_FREE_MAX = 1024;
const PREFIX_BYTES = Buffer.from(BOUNDARY_PREFIX, 'utf8');

/** Whether a photo's bytes could hold one of our boundaries (a campaign's one photo is scanned once, not once per post). */
function mayHoldBoundary(bytes: Uint8Array, sha256: string): boolean {
  if (PREFIX_FREE.has(sha256)) return false;
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(PREFIX_BYTES)) return true;
  if (PREFIX_FREE.size >= PREFIX_FREE_MAX) PREFIX_FREE.delete(PREFIX_FREE.values().next().value!);
  PREFIX_FREE.add(sha256);
  return false;
}

/** A boundary from the hash of the content; re-salted in the (astronomically rare) case it occurs inside a part. */
function boundaryFor(parts: TextParts, photos: readonly PhotoPart[], shas: readonly string[]): string {
  const h = createHash('sha256');
  const text = JSON.stringify(parts);
  h.update(text);
  photos.forEach((p, i) => {
    h.update(`\0${p.filename}\0${p.contentType}\0${p.bytes.byteLength}\0`);
    h.update(`sha256:${shas[i]!}`);
  });
  const seed = h.digest('hex');
  for (let salt = 0; ; salt++) {
    const hex = salt === 0 ? seed.slice(0, BOUNDARY_HEX) : createHash('sha256').update(`${seed}:${salt}`).digest('hex').slice(0, BOUNDARY_HEX);
    const boundary = `${BOUNDARY_PREFIX}${hex}`;
    const needle = Buffer.from(boundary, 'utf8');
    const clash = photos.some((p, i) => mayHoldBoundary(p.bytes, shas[i]!) && Buffer.from(p.bytes.buffer, p.bytes.byteOffset, p.bytes.byteLength).includes(needle))
      || text.includes(boundary);
    if (!clash) return boundary;
  }
}

/**
 * The exact publish body. JSON when no files are sent; multipart when photos are sent
 * (text fields, then the uploaded files under the contract's `photosField`, then
 * `photo_urls`, so uploaded files are ordered first; arrays as repeated fields).
 * Throws InvalidInputError for a body the Hub could never accept (no profile, no platforms…).
 */
export function buildPublishBody(req: PublishRequest, contract: HubContract = DEFAULT_CONTRACT): PublishBody {
  const photos = req.photos ?? [];
  validate(req.fields, photos);
  if (photos.length === 0) {
    const body = jsonBody(req.fields);
    return { contentType: 'application/json', body, size: body.length, digest: createHash('sha256').update(body).digest('hex') };
  }
  // A photo given with its sha256 is not hashed again (the media area hashed the bytes it made).
  const shas = photos.map((p) => (p.sha256 !== undefined && SHA256_RE.test(p.sha256) ? p.sha256 : createHash('sha256').update(p.bytes).digest('hex')));
  // The text parts, made once for both the boundary's seed and the body.
  const parts = textParts(req.fields);
  const boundary = boundaryFor(parts, photos, shas);
  const { body, digest } = assemble(boundary, parts, photos, contract.photosField, shas);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body, size: body.length, digest };
}

/**
 * Bytes a multipart publish body takes beyond the photo bytes themselves: every text field,
 * every part header and the framing, for these fields and these photos (names and types,
 * no bytes). `multipartOverhead(f, ps) + Σ photo bytes === buildPublishBody(...).size`, so the
 * media pipeline can budget exactly.
 */
export function multipartOverhead(fields: PublishFields, photos: readonly { filename: string; contentType: string }[], contract: HubContract = DEFAULT_CONTRACT): number {
  validate(fields, photos);
  const boundary = `${BOUNDARY_PREFIX}${'0'.repeat(BOUNDARY_HEX)}`;
  let size = 0;
  for (const s of layout(boundary, textParts(fields), photos, contract.photosField)) if (typeof s === 'string') size += Buffer.byteLength(s, 'utf8');
  return size;
}

/** Whether a body of this many bytes fits the Hub's cap (multipart framing included). */
export const fitsBodyCap = (size: number, contract: HubContract = DEFAULT_CONTRACT): boolean => size <= contract.bodyCapBytes;
