/**
 * Every sharp call of the media area. Decoding is strict (`failOn: 'warning'`: a decoder that
 * warns of corrupt or missing data fails, so a damaged photo is refused, never sent as the grey
 * the decoder filled in) and bounded
 * (`limitInputPixels`); every output is oriented (EXIF orientation applied), converted to
 * 8-bit sRGB and carries no metadata (sharp writes none unless asked; we never ask).
 */
import sharp from 'sharp';
import { MediaError } from './errors';

export type OutputFormat = 'jpeg' | 'webp' | 'png';

export const CONTENT_TYPES: Record<OutputFormat, string> = { jpeg: 'image/jpeg', webp: 'image/webp', png: 'image/png' };
export const EXTENSIONS: Record<OutputFormat, string> = { jpeg: 'jpg', webp: 'webp', png: 'png' };

/** Input formats accepted (sharp's `format` names). HEIC decodes only where this libheif build has a decoder. */
export const INPUT_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'tiff', 'gif'] as const;

export interface SourceInfo {
  format: string;
  /** Displayed size, after the EXIF orientation is applied. */
  width: number;
  height: number;
  orientation: number;
  /** The image has an alpha channel (whether it is used is learnt from the probe's pixels). */
  hasAlpha: boolean;
  /** A JPEG that can pass with a lossless metadata strip: upright, sRGB or untagged, 3 or 1 channels. */
  jpegPassable: boolean;
  /** An RGB or greyscale JPEG (not CMYK): its size model can be read from its header. */
  jpegRgb: boolean;
}

export interface DecodeLimits {
  maxPixels: number;
  /** The file's name, for messages (default: the photo id). */
  label?: string;
  /** The size the header claims, for the message when the data does not fill it. */
  header?: { width: number; height: number };
}

/** Decode warnings fail the decode: libjpeg's "Corrupt JPEG data", libpng's CRC and short-data warnings… */
export const FAIL_ON = 'warning' as const;

const sharpIn = (bytes: Uint8Array, limits: DecodeLimits) =>
  sharp(bytes, { failOn: FAIL_ON, limitInputPixels: limits.maxPixels, animated: false, sequentialRead: true });

/**
 * Whether the data stops before its format's end marker: JPEG EOI (FF D9), PNG IEND, GIF
 * trailer (3B), WebP/RIFF declared size. Structural, so the verdict does not depend on decoder
 * wording (libvips' error text can be lost when two decodes fail at once).
 */
export function looksTruncated(bytes: Uint8Array | undefined): boolean {
  if (!bytes || bytes.byteLength < 8) return false;
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tail = b.subarray(Math.max(0, b.length - 4096));
  if (b[0] === 0xff && b[1] === 0xd8) return tail.lastIndexOf(Buffer.from([0xff, 0xd9])) < 0;
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return tail.lastIndexOf(Buffer.from('IEND', 'latin1')) < 0;
  if (b.subarray(0, 3).toString('latin1') === 'GIF') return b[b.length - 1] !== 0x3b;
  if (b.subarray(0, 4).toString('latin1') === 'RIFF') return b.readUInt32LE(4) + 8 > b.length;
  return false;
}

/** Maps a sharp/libvips failure to a per-file MediaError (`bytes` lets truncation be told structurally). */
export function classifyDecodeError(id: string, err: unknown, limits: DecodeLimits, bytes?: Uint8Array): MediaError {
  const msg = err instanceof Error ? err.message : String(err);
  const who = limits.label ?? `photo ${id}`;
  if (err instanceof MediaError) return err;
  if (/pixel limit|exceeds pixel/i.test(msg)) {
    return new MediaError('too_many_pixels', id, `${who} has more than ${limits.maxPixels.toLocaleString('en')} pixels; resize it before adding it`, { reason: msg }, err);
  }
  if (/unsupported image format|unknown format|not a known file format|no decoder|Unsupported|compression format has not been built in/i.test(msg)) {
    return new MediaError('unsupported_format', id, `${who} is not in a format Postroom can read (JPEG, PNG, WebP, AVIF, HEIC, TIFF, GIF)`, { reason: msg }, err);
  }
  if (looksTruncated(bytes)) {
    return new MediaError('truncated', id, `${who} is cut short (the file ends early); copy it again from its source`, { reason: msg }, err);
  }
  if (/premature end of data segment/i.test(msg)) {
    // The file ends properly but its image data does not fill the size the header claims: a
    // forged or rewritten header, or entropy data overwritten (bytes read as markers).
    const size = limits.header ? ` the ${limits.header.width}×${limits.header.height} its header claims` : ' the size its header claims';
    return new MediaError('corrupt', id, `${who} is damaged: its image data does not fill${size} (${firstLine(msg)})`, { reason: msg, mismatch: 'header_pixels', ...(limits.header ?? {}) }, err);
  }
  if (/truncated|unexpected end|end of (file|stream|data)|short read|not enough data|out of data/i.test(msg)) {
    return new MediaError('truncated', id, `${who} is cut short (the file ends early); copy it again from its source`, { reason: msg }, err);
  }
  return new MediaError('corrupt', id, `${who} is damaged and cannot be decoded: ${firstLine(msg)}`, { reason: msg }, err);
}

const firstLine = (msg: string) => msg.split('\n')[0]?.trim() ?? msg;

/** An absent profile means sRGB; a present one counts as sRGB when its description says so (ASCII `desc` or UTF-16 `mluc`). */
const isSrgbProfile = (icc: Buffer | undefined): boolean =>
  icc === undefined || icc.includes(Buffer.from('sRGB', 'latin1')) || icc.includes(Buffer.from('\0s\0R\0G\0B', 'latin1'));

/** Header read + validation (no pixel decode: the probe decode proves the data whole); throws MediaError per file. */
export async function inspect(id: string, bytes: Uint8Array, limits: DecodeLimits): Promise<SourceInfo> {
  let meta: sharp.Metadata;
  try {
    // Header only (no pixels are decoded), so no pixel limit here: our own check below names the size.
    meta = await sharp(bytes, { failOn: FAIL_ON, limitInputPixels: false }).metadata();
  } catch (err) {
    throw classifyDecodeError(id, err, limits, bytes);
  }
  const who = limits.label ?? `photo ${id}`;
  const format: string = meta.format ?? 'unknown';
  if (!(INPUT_FORMATS as readonly string[]).includes(format)) {
    throw new MediaError('unsupported_format', id, `${who} is ${format === 'unknown' ? 'in an unknown format' : `a ${format.toUpperCase()} file`}; Postroom reads JPEG, PNG, WebP, AVIF, HEIC, TIFF and still GIF`, { format });
  }
  const pages = meta.pages ?? 1;
  if (pages > 1 && (format === 'gif' || format === 'webp' || meta.delay !== undefined)) {
    throw new MediaError('animated', id, `${who} is animated (${pages} frames); a photo post takes still images: export one frame or post it as a video`, { pages });
  }
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w <= 0 || h <= 0) throw new MediaError('corrupt', id, `${who} has no image size in its header`);
  if (w * h > limits.maxPixels) {
    throw new MediaError('too_many_pixels', id, `${who} is ${w}×${h} (${Math.round((w * h) / 1e6)} MP), over the ${Math.round(limits.maxPixels / 1e6)} MP limit; resize it before adding it`, { width: w, height: h });
  }
  const orientation = meta.orientation ?? 1;
  const swap = orientation >= 5 && orientation <= 8;
  const jpegRgb = format === 'jpeg' && (meta.space === 'srgb' || meta.space === 'b-w');
  const jpegPassable = jpegRgb && orientation === 1 && isSrgbProfile(meta.icc);
  return { format, width: swap ? h : w, height: swap ? w : h, orientation, hasAlpha: meta.hasAlpha === true, jpegPassable, jpegRgb };
}

export interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/**
 * Decode → orient → (flatten on white unless alpha is kept) → sRGB → resize to exactly
 * width×height (callers keep the aspect ratio and never ask for more than the source) → 8-bit raw.
 * sharp's shrink-on-load makes JPEG/WebP decode at the smallest scale that still covers the target.
 */
export async function decodeRaw(id: string, bytes: Uint8Array, limits: DecodeLimits, size: { width: number; height: number }, keepAlpha: boolean): Promise<Raw> {
  try {
    let img = sharpIn(bytes, limits).rotate();
    if (!keepAlpha) img = img.flatten({ background: '#ffffff' });
    const { data, info } = await img
      .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (err) {
    throw classifyDecodeError(id, err, limits, bytes);
  }
}

/** A copy of an already-decoded raw image at another size, optionally flattened on white. */
export async function shrinkRaw(raw: Raw, size: { width: number; height: number }, flatten = false): Promise<Raw> {
  let img = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  if (flatten) img = img.flatten({ background: '#ffffff' });
  const { data, info } = await img
    .resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A region of an already-decoded raw image. */
export async function cropRaw(raw: Raw, region: { left: number; top: number; width: number; height: number }): Promise<Raw> {
  const { data, info } = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }).extract(region).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Encoder settings, fixed so the same pixels and quality always give the same bytes. */
function encoder(img: sharp.Sharp, format: OutputFormat, quality: number): sharp.Sharp {
  switch (format) {
    case 'jpeg':
      // mozjpeg: trellis quantisation + optimised progressive scans, ~15-25% smaller than plain libjpeg at the same quality.
      return img.jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' });
    case 'webp':
      return img.webp({ quality, alphaQuality: 90, effort: 4, smartSubsample: true });
    case 'png':
      return img.png({ compressionLevel: 9, adaptiveFiltering: true });
  }
}

export function encodeRaw(raw: Raw, format: OutputFormat, quality: number): Promise<Buffer> {
  return encoder(sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }), format, quality).toBuffer();
}

/** `raw` resized to `size` (flattened on white first when asked) and encoded, in one pipeline: no resized copy is made. */
export function encodeRawAt(raw: Raw, size: { width: number; height: number }, flatten: boolean, format: OutputFormat, quality: number): Promise<Buffer> {
  let img = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  if (flatten) img = img.flatten({ background: '#ffffff' });
  return encoder(img.resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' }), format, quality).toBuffer();
}

/**
 * Probe encoder: plain libjpeg-turbo (about 4× faster than mozjpeg on a probe); its bytes are
 * scaled by PROBE_JPEG_RATIO to mozjpeg's, and the per-post calibration corrects the rest.
 */
export function encodeProbe(raw: Raw, format: OutputFormat, quality: number): Promise<Buffer> {
  const img = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  return format === 'jpeg' ? img.jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer() : encoder(img, format, quality).toBuffer();
}

/** mozjpeg bytes at the planned size / libjpeg-turbo bytes on the probe, scaled by PIXEL_EXPONENT (≈0.66 for the encoders alone, the rest is how probe detail under-represents the full size), measured on photo-like content. */
export const PROBE_JPEG_RATIO = 0.89;

/**
 * The main pass in one pipeline, exactly the shape of a plain sharp job: decode (shrink-on-load)
 * → orient → flatten unless alpha is kept → resize → sRGB → encode.
 */
export async function encodeFromSource(id: string, bytes: Uint8Array, limits: DecodeLimits, size: { width: number; height: number }, keepAlpha: boolean, format: OutputFormat, quality: number): Promise<Buffer> {
  try {
    let img = sharpIn(bytes, limits).rotate();
    if (!keepAlpha) img = img.flatten({ background: '#ffffff' });
    img = img.resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' }).toColourspace('srgb');
    return await encoder(img, format, quality).toBuffer();
  } catch (err) {
    throw classifyDecodeError(id, err, limits, bytes);
  }
}

/** Output size for a long edge limit, aspect ratio kept, never upscaled. */
export function fitInside(width: number, height: number, longEdge: number): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= longEdge) return { width, height };
  const k = longEdge / long;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/** Whether a raw image with alpha has any pixel that is not fully opaque. */
export function usesAlpha(raw: Raw): boolean {
  if (raw.channels !== 2 && raw.channels !== 4) return false;
  for (let i = raw.channels - 1; i < raw.data.length; i += raw.channels) if (raw.data[i] !== 255) return true;
  return false;
}

/** Drops an unused alpha channel (so an opaque PNG encodes as an opaque JPEG). */
export async function withoutAlpha(raw: Raw): Promise<Raw> {
  if (raw.channels !== 2 && raw.channels !== 4) return raw;
  const { data, info } = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
