/**
 * Step 1 of fitPhotos: each photo read (size capped before reading), checked by content, and
 * given a size model, with ONE decode at most per photo in the whole fit:
 * - an RGB JPEG: the model is read from its header (quality from the quantisation tables, its
 *   bytes at full size); no decode here, its encode later decodes it once with shrink-on-load;
 * - every other format (PNG, WebP, AVIF, HEIC, TIFF, still GIF): decoded once, at the ladder's
 *   largest long edge; the probe is shrunk from those pixels, and the pixels are written to a
 *   scratch file (raw, uncompressed) so that the final encode, and any correction, is made from
 *   them without decoding again while at most `concurrency` decoded photos are in memory.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jpegSourceModel, type QualityPoint, sizeFor, type SizeModel } from './allocate';
import { cacheKey, type MediaCache } from './cache';
import { cropRaw, decodeRaw, encodeProbe, inspect, type OutputFormat, PROBE_JPEG_RATIO, type Raw, shrinkRaw, type SourceInfo, usesAlpha, withoutAlpha } from './encode';
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

const PROBE_EDGE = 512;
const PROBE_QUALITIES = [60, 85] as const;

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

export async function load(index: number, input: SourceInput, opts: LoadOptions): Promise<Loaded> {
  const label = photoLabel(input);
  const maxBytes = opts.maxSourceBytes ?? MAX_SOURCE_BYTES;
  const bytes = input.bytes !== undefined ? input.bytes : await readSource(input.id, input.path as string, maxBytes);
  checkSignature(input.id, label, bytes, maxBytes);
  const hash = sha256(bytes);
  const limits = { maxPixels: opts.maxPixels, label };
  const info = await inspect(input.id, bytes, limits);
  const probeKey = cacheKey({ kind: 'probe', source: hash, encoder: opts.encoderId, maxPixels: opts.maxPixels, transparency: opts.transparency });
  let probe = opts.cache ? await opts.cache.getJson<Probe>(probeKey) : null;
  const sourceQuality = info.jpegRgb ? estimateJpegQuality(bytes) : null;
  if (!probe && sourceQuality !== null) {
    // An RGB JPEG: the model comes from its header and size, no decode (the main pass is then its
    // only decode, and proves the data whole or reports it truncated/corrupt).
    const stripped = stripJpegMetadata(bytes);
    const model = jpegSourceModel(stripped?.byteLength ?? bytes.byteLength, sourceQuality, info.width * info.height);
    probe = { format: 'jpeg', keepAlpha: false, flatten: false, viaKept: false, model, passBytes: info.jpegPassable ? stripped?.byteLength ?? null : null };
  }
  const l: Loaded = { index, input, label, bytes, sourceBytes: bytes.byteLength, sha256: hash, info, format: 'jpeg', keepAlpha: false, model: { probePixels: 1, points: [] }, passBytes: null, viaKept: true, flatten: false, spill: null };
  if (probe) return { ...l, ...probe };
  // The one decode: at most keepEdge; the probe is shrunk from it, the encode made from it.
  const kept = await decodeKept(l, opts);
  const transparent = usesAlpha(kept);
  const keepAlpha = transparent && opts.transparency === 'keep';
  const pixels = transparent ? kept : await withoutAlpha(kept);
  const raw = await shrinkRaw(pixels, sizeFor(info.width, info.height, PROBE_EDGE), transparent && !keepAlpha);
  const format: OutputFormat = keepAlpha ? 'webp' : 'jpeg';
  const points: QualityPoint[] = [];
  const ratio = format === 'jpeg' ? PROBE_JPEG_RATIO : 1;
  for (const q of PROBE_QUALITIES) points.push({ quality: q, bytes: (await encodeProbe(raw, format, q)).byteLength * ratio });
  let passBytes: number | null = null;
  if (info.jpegPassable && format === 'jpeg') passBytes = stripJpegMetadata(bytes)?.byteLength ?? null;
  const probePixels = raw.width * raw.height;
  const exponent = transparent && !keepAlpha ? undefined : await measureExponent(pixels, probePixels, points[points.length - 1] as QualityPoint, format, ratio);
  probe = { format, keepAlpha, flatten: transparent && !keepAlpha, viaKept: true, model: { probePixels, points, ...(exponent === undefined ? {} : { exponent }) }, passBytes };
  await opts.cache?.putJson(probeKey, probe);
  const done = { ...l, ...probe };
  await spill(done, pixels, opts.scratch);
  return done;
}

const TILE = 512;

/**
 * This photo's exponent of bytes over pixels: four full-resolution tiles (at the quarter points)
 * encoded at the probe's top quality give the bytes per pixel at full size; against the whole
 * downscaled probe that fixes the exponent. Undefined when the photo is too small to tell.
 */
async function measureExponent(pixels: Raw, probePixels: number, top: QualityPoint, format: OutputFormat, ratio: number): Promise<number | undefined> {
  const full = pixels.width * pixels.height;
  const w = Math.min(TILE, Math.floor(pixels.width / 2));
  const h = Math.min(TILE, Math.floor(pixels.height / 2));
  if (full < 4 * probePixels || w < 64 || h < 64) return undefined;
  let tileBytes = 0;
  for (const [fx, fy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]] as const) {
    const left = Math.min(pixels.width - w, Math.max(0, Math.round(pixels.width * fx - w / 2)));
    const topPx = Math.min(pixels.height - h, Math.max(0, Math.round(pixels.height * fy - h / 2)));
    tileBytes += (await encodeProbe(await cropRaw(pixels, { left, top: topPx, width: w, height: h }), format, top.quality)).byteLength * ratio;
  }
  const fullBytes = (tileBytes / (4 * w * h)) * full;
  const e = Math.log(fullBytes / top.bytes) / Math.log(full / probePixels);
  return Number.isFinite(e) ? Math.min(1.15, Math.max(0.6, e)) : undefined;
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
  // Never decoded again (unless it may pass untouched): not held while the rest of the post is fitted.
  if (l.passBytes === null) l.bytes = new Uint8Array(0);
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
