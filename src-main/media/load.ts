/**
 * Step 1 of fitPhotos: each photo read (size capped before reading), checked by content, and
 * given a size model:
 * - an RGB JPEG: the model is read from its header (quality from the quantisation tables, its
 *   bytes at full size); no decode here, its encode later decodes it once with shrink-on-load
 *   (again only if fitPhotos' step 4 or 5 re-encodes it);
 * - every other format (PNG, WebP, AVIF, HEIC, TIFF, still GIF): decoded ONCE in the whole fit, at
 *   the ladder's largest long edge; the model is measured on a mosaic of those pixels
 *   (`mosaicModel`), and the pixels are written to a scratch file (raw, uncompressed) so that the
 *   final encode, and any correction, is made from them without decoding again while at most
 *   `concurrency` decoded photos are in memory (the mosaic, 0.4 MP, stays in memory).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jpegSourceModel, type QualityPoint, sizeFor, type SizeModel } from './allocate';
import { cacheKey, type MediaCache } from './cache';
import { decodeRaw, encodeRaw, inspect, type OutputFormat, type Raw, shrinkRaw, type SourceInfo, usesAlpha, withoutAlpha } from './encode';
import { estimateJpegQuality, stripJpegMetadata } from './jpeg-strip';
import { checkSignature, MAX_SOURCE_BYTES, photoLabel, readSource } from './source';

export interface SourceInput {
  id: string;
  path?: string;
  bytes?: Uint8Array;
  name?: string;
}

export interface Loaded {
  index: number;
  input: SourceInput;
  /** The file's name, for messages and the multipart part. */
  label: string;
  /** The source's bytes; emptied once a non-JPEG photo's pixels are kept (they are not decoded again). */
  bytes: Uint8Array;
  sourceBytes: number;
  sha256: string;
  info: SourceInfo;
  format: OutputFormat;
  keepAlpha: boolean;
  model: SizeModel;
  passBytes: number | null;
  /** Not an RGB JPEG: decoded once at `keepEdge`, encoded from those pixels (see `pixelsOf`). */
  viaKept: boolean;
  /** Alpha is used but flattened on white (transparency 'flatten'). */
  flatten: boolean;
  /** The mosaic of the kept pixels (flattened when the photo is), for `sampleBytes` (null until decoded). */
  sample: { raw: Raw; keptWidth: number; tile: number | null } | null;
  /** Where the decoded pixels wait (null until decoded: a probe from the cache skips the decode). */
  spill: { file: string; width: number; height: number; channels: Raw['channels'] } | null;
}

export interface LoadOptions {
  maxPixels: number;
  maxSourceBytes?: number;
  transparency: 'keep' | 'flatten';
  /** Long edge the pixels of a non-JPEG photo are kept at (the ladder's largest). */
  keepEdge: number;
  encoderId: string;
  cache: MediaCache | undefined;
  scratch: Scratch;
  /** Counts source decodes (for FitResult.work). */
  onDecode: () => void;
}


/** A temporary directory for decoded pixels, made on first use and removed by `dispose`. */
export class Scratch {
  #dir: Promise<string> | null = null;
  #n = 0;
  constructor(private readonly parent: string = tmpdir()) {}
  async file(): Promise<string> {
    this.#dir ??= mkdtemp(join(this.parent, 'postroom-pixels-'));
    return join(await this.#dir, `${++this.#n}.raw`);
  }
  async dispose(): Promise<void> {
    if (this.#dir) await rm(await this.#dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

type Probe = { format: OutputFormat; keepAlpha: boolean; flatten: boolean; viaKept: boolean; model: SizeModel; passBytes: number | null };

/**
 * Step 1a: the source read, checked and hashed, its header inspected, and its model when it needs
 * no decode (an RGB JPEG's header, or a probe from the cache). Cheap: no pixel is decoded, so every
 * photo is opened before any is decoded, and the decodes can go longest first (cost.ts).
 */
export async function open(index: number, input: SourceInput, opts: LoadOptions): Promise<Loaded> {
  const label = photoLabel(input);
  const maxBytes = opts.maxSourceBytes ?? MAX_SOURCE_BYTES;
  const bytes = input.bytes !== undefined ? input.bytes : await readSource(input.id, input.path as string, maxBytes);
  checkSignature(input.id, label, bytes, maxBytes);
  const hash = sha256(bytes);
  const info = await inspect(input.id, bytes, { maxPixels: opts.maxPixels, label });
  let probe = opts.cache ? await opts.cache.getJson<Probe>(probeKey(hash, opts)) : null;
  const sourceQuality = info.jpegRgb ? estimateJpegQuality(bytes) : null;
  if (!probe && sourceQuality !== null) {
    // An RGB JPEG: the model comes from its header and size, no decode (the main pass is then its
    // only decode, and proves the data whole or reports it truncated/corrupt).
    const stripped = stripJpegMetadata(bytes);
    const model = jpegSourceModel(stripped?.byteLength ?? bytes.byteLength, sourceQuality, info.width * info.height);
    probe = { format: 'jpeg', keepAlpha: false, flatten: false, viaKept: false, model, passBytes: info.jpegPassable ? stripped?.byteLength ?? null : null };
  }
  const l: Loaded = { index, input, label, bytes, sourceBytes: bytes.byteLength, sha256: hash, info, format: 'jpeg', keepAlpha: false, model: { probePixels: 1, points: [] }, passBytes: null, viaKept: true, flatten: false, sample: null, spill: null };
  return probe ? { ...l, ...probe } : l;
}

/** Whether `open` left the photo without a model: it is decoded by `decodeOnce`. */
export const needsDecode = (l: Loaded): boolean => l.model.points.length === 0;

/**
 * Step 1b, for a photo `open` left without a model: its one decode (at most keepEdge); the model
 * is measured on those pixels and the pixels kept for the encode.
 */
export async function decodeOnce(l: Loaded, opts: LoadOptions): Promise<Loaded> {
  const kept = await decodeKept(l, opts);
  const transparent = usesAlpha(kept);
  const keepAlpha = transparent && opts.transparency === 'keep';
  const pixels = transparent ? kept : await withoutAlpha(kept);
  const flatten = transparent && !keepAlpha;
  const format: OutputFormat = keepAlpha ? 'webp' : 'jpeg';
  const measured = await mosaicModel(pixels, format, flatten);
  // Only an RGB JPEG may pass untouched, and it is never decoded here.
  const probe: Probe = { format, keepAlpha, flatten, viaKept: true, model: measured.model, passBytes: null };
  await opts.cache?.putJson(probeKey(l.sha256, opts), probe);
  const done = { ...l, ...probe, sample: measured.sample };
  await spill(done, pixels, opts.scratch);
  return done;
}

const probeKey = (source: string, opts: Pick<LoadOptions, 'encoderId' | 'maxPixels' | 'transparency'>) =>
  cacheKey({ kind: 'probe', source, encoder: opts.encoderId, maxPixels: opts.maxPixels, transparency: opts.transparency });

/** The mosaic: GRID × GRID squares of TILE px of the kept pixels, spread evenly over the photo. */
const TILE = 160;
const GRID = 4;
/** Qualities the half-scale mosaic is encoded at (the ladder's top, middle and low end). */
const PROBE_QUALITIES = [60, 85, 92] as const;
const FULL_SCALE_QUALITY = 85;

/**
 * A photo's size model, measured with the real encoder on a sample of its own pixels: the mosaic
 * (0.4 MP of the photo at its kept resolution, 16 tiles side by side) encoded at full scale (q85)
 * and at half scale (three qualities). Bytes per pixel of the mosaic × the photo's pixels give
 * the photo's bytes at each scale; the two scales give its own exponent of bytes over pixels.
 * Why: a small downscaled copy of the whole photo (the earlier probe) averages away the detail that
 * decides the bytes at full size (pixel art, foliage, film grain) and keeps flat gradients flat,
 * and a fast probe encoder errs differently from mozjpeg on each: on the six decoded wallpapers of
 * the bench's real set, a photo's real bytes at its plan (≈2700-3000 px, q85) came out at
 * 0.44–1.66× that model's prediction, at 0.74–0.99× this one's, and at 0.77–1.06× once checked
 * at the plan (`sampleBytes`; their total within 2 %). Tile seams cost a few bytes, detail missed
 * between tiles saves some; on camera-like synthetic photos the mosaic is 2–8 % low, on the
 * wallpapers 7 % high in total, so no fixed correction is applied. A photo of at most 0.4 MP is
 * its own mosaic (exact). 160-px tiles: 192 px erred about as much for 40 % more encoding.
 */
async function mosaicModel(pixels: Raw, format: OutputFormat, flatten: boolean): Promise<{ model: SizeModel; sample: Loaded['sample'] }> {
  const sample = await sampleOf(pixels, flatten);
  const whole = sample.raw;
  const full = pixels.width * pixels.height;
  const topBytes = (await bytesPerPixel(whole, format, FULL_SCALE_QUALITY)) * full;
  if (whole.width < 32 || whole.height < 32) return { model: { probePixels: full, points: [{ quality: FULL_SCALE_QUALITY, bytes: topBytes }] }, sample };
  const half = await shrinkRaw(whole, { width: Math.round(whole.width / 2), height: Math.round(whole.height / 2) });
  const probePixels = full * ((half.width * half.height) / (whole.width * whole.height));
  const points: QualityPoint[] = [];
  for (const q of PROBE_QUALITIES) points.push({ quality: q, bytes: (await bytesPerPixel(half, format, q)) * probePixels });
  const atTop = points.find((p) => p.quality === FULL_SCALE_QUALITY) as QualityPoint;
  const e = Math.log(topBytes / atTop.bytes) / Math.log(full / probePixels);
  return { model: { probePixels, points, ...(Number.isFinite(e) ? { exponent: Math.min(1.3, Math.max(0.5, e)) } : {}) }, sample };
}

async function sampleOf(pixels: Raw, flatten: boolean): Promise<NonNullable<Loaded['sample']>> {
  const { raw, tile } = mosaic(pixels);
  return { raw: flatten ? await shrinkRaw(raw, raw, true) : raw, keptWidth: pixels.width, tile };
}

/**
 * A decoded photo's bytes at `plan` (its size and quality), measured on its mosaic scaled as the
 * photo would be. When its probe came from the cache, this is where it is decoded (its one decode:
 * the pixels are kept as usual), so that the measure, and every decision after it, is the same.
 */
export async function sampleBytes(l: Loaded, plan: { width: number; height: number; quality: number }, opts: Pick<LoadOptions, 'maxPixels' | 'keepEdge' | 'onDecode' | 'scratch'>): Promise<number> {
  l.sample ??= await sampleOf(await pixelsOf(l, opts), l.flatten);
  const { raw, keptWidth, tile } = l.sample;
  const k = Math.min(1, plan.width / keptWidth);
  // A mosaic's tiles are scaled to whole JPEG blocks (16 px), so no block straddles two tiles.
  const size = tile === null
    ? { width: Math.max(8, Math.round(raw.width * k)), height: Math.max(8, Math.round(raw.height * k)) }
    : { width: GRID * Math.max(16, Math.round((tile * k) / 16) * 16), height: GRID * Math.max(16, Math.round((tile * k) / 16) * 16) };
  const scaled = size.width === raw.width && size.height === raw.height ? raw : await shrinkRaw(raw, size);
  return (await bytesPerPixel(scaled, l.format, plan.quality)) * plan.width * plan.height;
}

const bytesPerPixel = async (raw: Raw, format: OutputFormat, quality: number) =>
  Math.max(1, (await encodeRaw(raw, format, quality)).byteLength - (await headerBytes(format, quality))) / (raw.width * raw.height);

/** The mosaic of `raw` (itself when it has at most as many pixels as the mosaic would). */
function mosaic(raw: Raw): { raw: Raw; tile: number | null } {
  const tile = Math.min(TILE, Math.floor(raw.width / GRID / 16) * 16, Math.floor(raw.height / GRID / 16) * 16);
  if (raw.width * raw.height <= (GRID * TILE) ** 2 || tile < 16) return { raw, tile: null };
  const ch = raw.channels;
  const side = GRID * tile;
  const data = Buffer.alloc(side * side * ch);
  for (let gy = 0; gy < GRID; gy++) {
    for (let gx = 0; gx < GRID; gx++) {
      const left = Math.round(((raw.width - tile) * (gx + 0.5)) / GRID);
      const top = Math.round(((raw.height - tile) * (gy + 0.5)) / GRID);
      for (let y = 0; y < tile; y++) {
        const from = ((top + y) * raw.width + left) * ch;
        raw.data.copy(data, ((gy * tile + y) * side + gx * tile) * ch, from, from + tile * ch);
      }
    }
  }
  return { raw: { data, width: side, height: side, channels: ch }, tile };
}

/** The fixed bytes of an encode (headers, tables), taken off the mosaic's bytes before they are scaled up. */
const headers = new Map<string, Promise<number>>();
function headerBytes(format: OutputFormat, quality: number): Promise<number> {
  const key = `${format}/${quality}`;
  let got = headers.get(key);
  if (!got) {
    got = encodeRaw({ data: Buffer.alloc(16 * 16 * 3, 128), width: 16, height: 16, channels: 3 }, format, quality).then((b) => b.byteLength);
    headers.set(key, got);
  }
  return got;
}

/** Decoded pixels: oriented, sRGB, 8-bit, alpha as decoded, at most keepEdge on the long side. */
function decodeKept(l: Loaded, opts: Pick<LoadOptions, 'maxPixels' | 'keepEdge' | 'onDecode'>): Promise<Raw> {
  opts.onDecode();
  return decodeRaw(l.input.id, l.bytes, { maxPixels: opts.maxPixels, label: l.label, header: l.info }, sizeFor(l.info.width, l.info.height, opts.keepEdge), true);
}

async function spill(l: Loaded, raw: Raw, scratch: Scratch): Promise<void> {
  const file = await scratch.file();
  await writeFile(file, raw.data);
  l.spill = { file, width: raw.width, height: raw.height, channels: raw.channels };
  // Never decoded again: not held while the rest of the post is fitted.
  l.bytes = new Uint8Array(0);
}

/**
 * A non-JPEG photo's kept pixels (alpha dropped when unused): read back from its scratch file,
 * or decoded now (once: then kept the same way) when its probe came from the cache.
 */
export async function pixelsOf(l: Loaded, opts: Pick<LoadOptions, 'maxPixels' | 'keepEdge' | 'onDecode' | 'scratch'>): Promise<Raw> {
  if (l.spill) return { data: await readFile(l.spill.file), width: l.spill.width, height: l.spill.height, channels: l.spill.channels };
  const kept = await decodeKept(l, opts);
  const pixels = l.keepAlpha || l.flatten ? kept : await withoutAlpha(kept);
  await spill(l, pixels, opts.scratch);
  return pixels;
}
