/**
 * A photo's source, checked for what it is before anything is stored or decoded: its size from
 * `stat` against a cap on source bytes (so memory never grows with the file), its signature
 * (the first bytes say which image format it is), and a header decode (sharp's metadata: the
 * size, frames and colour space; no pixels). Every route that adds a photo (bridge photos.add
 * and photos.addBytes, the importer's photos column, the CLI) calls `checkPhoto`; `fitPhotos`
 * reads through `readSource` with the same cap.
 */
import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import sharp from 'sharp';
import { type DecodeLimits, inspect, type SourceInfo } from './encode';
import { MediaError } from './errors';

/** The most a source photo may weigh (a 100-MP camera JPEG or a 16-bit TIFF scan fit; a 1.5 GB file does not). */
export const MAX_SOURCE_BYTES = 128 * 1024 * 1024;

/** Image formats told by their first bytes (sharp's names). */
export type SniffedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff' | 'heif';

export const MIME_TYPES: Readonly<Record<SniffedFormat, string>> = Object.freeze({
  jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp', tiff: 'image/tiff', heif: 'image/heif',
});

const HEIF_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The image format the first bytes of a file announce, or null (text, SVG, PDF, BMP…). Pure. */
export function sniffFormat(head: Uint8Array): SniffedFormat | null {
  const b = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, 32));
  const ascii = (from: number, to: number) => b.subarray(from, to).toString('latin1');
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 4) === 'II*\0' || ascii(0, 4) === 'MM\0*') return 'tiff';
  if (ascii(4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(8, 12))) return 'heif';
  return null;
}

/** How a photo is named in messages: its file name, else the name it was given, else its id. */
export const photoLabel = (input: { id: string; path?: string; name?: string }): string =>
  input.path !== undefined ? basename(input.path) : input.name ?? `photo ${input.id}`;

/**
 * A file's bytes, its size checked against `maxBytes` from the open file's `stat` before any is
 * read (and the read itself bounded, should the file grow meanwhile). MediaError per file.
 */
export async function readSource(id: string, path: string, maxBytes: number = MAX_SOURCE_BYTES): Promise<Buffer> {
  const label = basename(path);
  let fh;
  try {
    fh = await open(path, 'r');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new MediaError('unreadable', id, `${label}: cannot read ${path}${code ? ` (${code})` : ''}`, { path }, err);
  }
  try {
    const st = await fh.stat();
    if (!st.isFile()) throw new MediaError('unreadable', id, `${label}: ${path} is not a file`, { path });
    if (st.size === 0) throw new MediaError('empty', id, `${label} is an empty file (0 bytes)`, { path });
    if (st.size > maxBytes) throw tooLarge(id, label, st.size, maxBytes);
    const buf = Buffer.allocUnsafe(st.size);
    let filled = 0;
    while (filled < buf.length) {
      const { bytesRead } = await fh.read(buf, filled, buf.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled < buf.length) throw new MediaError('truncated', id, `${label} shrank while it was read (${filled} of ${st.size} bytes)`, { path });
    return buf;
  } catch (err) {
    if (err instanceof MediaError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new MediaError('unreadable', id, `${label}: cannot read ${path}${code ? ` (${code})` : ''}`, { path }, err);
  } finally {
    await fh.close();
  }
}

const tooLarge = (id: string, label: string, size: number, maxBytes: number) =>
  new MediaError('too_large', id, `${label} is ${size.toLocaleString('en')} bytes, over the ${maxBytes.toLocaleString('en')}-byte limit for a source photo`, { bytes: size, maxBytes });

/** Bytes that must be a photo: empty, oversized and signature-less data are refused before any decoder sees them. */
export function checkSignature(id: string, label: string, bytes: Uint8Array, maxBytes: number = MAX_SOURCE_BYTES): SniffedFormat {
  if (bytes.byteLength === 0) throw new MediaError('empty', id, `${label} is empty (0 bytes)`);
  if (bytes.byteLength > maxBytes) throw tooLarge(id, label, bytes.byteLength, maxBytes);
  const format = sniffFormat(bytes);
  if (format === null) {
    throw new MediaError('not_an_image', id, `${label} is not a photo: its content is not JPEG, PNG, WebP, AVIF, HEIC, TIFF or GIF`, { head: Buffer.from(bytes.subarray(0, 8)).toString('hex') });
  }
  return format;
}

export interface CheckedPhoto {
  format: SniffedFormat;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  /** The bytes read (for a caller that stores them). */
  data: Uint8Array;
}

export interface CheckOptions {
  maxBytes?: number;
  maxPixels?: number;
}

/**
 * A photo checked by content: size cap (stat first, for a file), signature, then a header
 * decode (format, one frame, a size within the pixel limit). Throws MediaError naming the file.
 */
export async function checkPhoto(input: { path: string } | { bytes: Uint8Array; name: string }, opts: CheckOptions = {}): Promise<CheckedPhoto> {
  const maxBytes = opts.maxBytes ?? MAX_SOURCE_BYTES;
  const label = 'path' in input ? basename(input.path) : input.name;
  const id = label;
  const data = 'path' in input ? await readSource(id, input.path, maxBytes) : input.bytes;
  const format = checkSignature(id, label, data, maxBytes);
  const info: SourceInfo = await inspect(id, data, { maxPixels: opts.maxPixels ?? 100_000_000, label } satisfies DecodeLimits);
  return { format, mime: MIME_TYPES[format], width: info.width, height: info.height, bytes: data.byteLength, sha256: createHash('sha256').update(data).digest('hex'), data };
}

/** Bytes a stored photo's re-check reads: enough for every header we take (a TIFF whose header lies further is read whole). */
const HEAD_BYTES = 512 * 1024;

/**
 * Whether a photo stored by path can still be read as one (for preflight): a file, within the
 * cap, an image signature, and a header that decodes, read from the first 512 KB (not the whole
 * file, so a preflight of a draft of large photos stays quick). Throws MediaError naming the file.
 */
export async function checkStoredPhoto(path: string, opts: CheckOptions = {}): Promise<{ format: SniffedFormat; width: number; height: number }> {
  const maxBytes = opts.maxBytes ?? MAX_SOURCE_BYTES;
  const label = basename(path);
  let size: number;
  try {
    const st = await stat(path);
    if (!st.isFile()) throw new MediaError('unreadable', label, `${label}: ${path} is not a file`, { path });
    size = st.size;
  } catch (err) {
    if (err instanceof MediaError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new MediaError('unreadable', label, `${label}: cannot read ${path}${code ? ` (${code})` : ''}`, { path }, err);
  }
  if (size > maxBytes) throw tooLarge(label, label, size, maxBytes);
  if (size <= HEAD_BYTES) {
    const c = await checkPhoto({ path }, opts);
    return { format: c.format, width: c.width, height: c.height };
  }
  const fh = await open(path, 'r');
  const head = Buffer.alloc(HEAD_BYTES);
  try {
    await fh.read(head, 0, HEAD_BYTES, 0);
  } finally {
    await fh.close();
  }
  const format = checkSignature(label, label, head, maxBytes);
  try {
    const info = await inspectHead(head);
    return { format, ...info };
  } catch {
    // The header is not within the head (or the head alone does not parse): check the whole file.
    const c = await checkPhoto({ path }, opts);
    return { format: c.format, width: c.width, height: c.height };
  }
}

async function inspectHead(head: Buffer): Promise<{ width: number; height: number }> {
  const m = await sharp(head, { failOn: 'none', limitInputPixels: false }).metadata();
  if (!m.width || !m.height) throw new Error('no size in the head');
  return { width: m.width, height: m.height };
}
