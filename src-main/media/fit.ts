/**
 * fitPhotos: a post's photos fitted under the publish body cap (hub-api 4.10 / 8; contract
 * "Shapes": 4,500,000 bytes, multipart framing included), each per-file failure reported on
 * its own while the other photos are still fitted.
 *
 * How (one decode per photo, one encode per photo in the usual case):
 * 1. Read + check + model (load.ts): the size capped before reading, the content checked
 *    (signature, header). An RGB JPEG's model is read from its header (its quality from the
 *    quantisation table, its bytes at its full size) with no decode; every other format is
 *    decoded ONCE, at the ladder's largest long edge, its model measured with the real encoder on
 *    a mosaic of its own pixels (16 tiles, 0.4 MP, at two scales), and the pixels kept in a scratch
 *    file for the encode (so at most `concurrency` decoded photos are in memory). Every photo is
 *    opened first, then the longest decodes go first (cost.ts), so the workers finish together.
 * 2. Allocate (allocate.ts): all photos walk one ladder of (long edge, quality) settings; the best
 *    position whose predicted total fits 97 % of the photo budget wins. Shares follow pixels and
 *    content.
 * 3. Calibrate and encode: the header models are the uncertain ones (they know the source
 *    encoder's bytes, not how the pixels compress), so the two largest JPEGs are encoded first (each
 *    decoded with shrink-on-load straight to its planned size, its only decode) and their
 *    actual/predicted ratio corrects the other JPEGs' models. The rest of the post is planned
 *    within what is left; each decoded photo's model is then checked at that plan (its mosaic
 *    scaled and encoded as the plan says: cheap, and exact where the model only interpolates) and
 *    corrected by its own ratio; the rest is re-planned and encoded once each, largest first.
 *    Accurate models are what keep it to one encode per photo: the encodes land near the aim,
 *    so steps 4 and 5 rarely have anything to do.
 * 4. Guarantee: if the real total is still over, the photo furthest over its plan is re-encoded
 *    with a secant step on quality (at most a few, then a smaller size) until the total fits.
 * 5. Spend (spend.ts): when under 95.5 % of the budget is used, the photos shrunk or lowered the
 *    most are raised within what is left (a raise that would go over is dropped). Each raise is
 *    a second encode (a JPEG's a second decode too), so it is kept for when the target (95 %)
 *    would otherwise be missed.
 * The final body is measured with the hub's own framing.
 *
 * Passing untouched: an upright sRGB/untagged JPEG whose planned size is its own size and whose
 * bytes (after a lossless metadata strip, jpeg-strip.ts) are within its share is sent as is:
 * no generation loss. Every other photo is decoded and re-encoded, which also strips metadata.
 *
 * Deterministic: decisions depend only on the source bytes, the budget, the fields and the
 * options (never on timing or concurrency), and the encoders are fixed, so the same input gives
 * the same bytes; the MediaCache then makes a resend free.
 */
import sharp from 'sharp';
import { mapLimit } from '../common';
import { DEFAULT_CONTRACT, type HubContract, type PublishFields } from '../hub';
import { allocate, DEFAULT_LADDER, type LadderStep, type PlanInput, type PlanItem, type QualityPoint, secantQuality, sizeFor } from './allocate';
import { cacheKey, type MediaCache } from './cache';
import { decodeRaw, encodeFromSource, encodeRaw, encodeRawAt, type Raw, shrinkRaw } from './encode';
import { MediaError } from './errors';
import { framingBytes } from './framing';
import { stripJpegMetadata } from './jpeg-strip';
import { decodeCost, encodeCost } from './cost';
import { decodeOnce, type Loaded, needsDecode, open, pixelsOf, sampleBytes, Scratch } from './load';
import { fitted, type FittedPhoto } from './fitted';
import { partNames } from './names';
import { SPEND_AIM, SPEND_BELOW, spendLeftover } from './spend';
import { checkPhotoUrl } from './urls';

export type { FittedPhoto } from './fitted';

export interface PhotoInput {
  id: string;
  /** A local file. */
  path?: string;
  /** Or the bytes themselves. */
  bytes?: Uint8Array;
  /** Or a remote https:// image, sent as `photo_urls` (not counted against the cap). */
  url?: string;
  /** The photo's own file name, shown and sent as the part's filename (default: the path's base name). */
  name?: string;
}

export interface FitProgress {
  done: number;
  total: number;
  id: string;
}

export interface FitOptions {
  /** The most the WHOLE request body may weigh. Default: the contract's cap minus SAFETY_MARGIN. */
  budgetBytes?: number;
  /**
   * The rest of the body (text fields), for exact framing. `photo_urls` is filled from the inputs.
   * Must be a body the Hub could accept (profile_id, platforms): otherwise the hub's
   * InvalidInputError is thrown, before any work.
   */
  fields: PublishFields;
  cache?: MediaCache;
  /** Photos decoded/encoded at once (default 2). Does not change the output. */
  concurrency?: number;
  onProgress?: (p: FitProgress) => void;
  signal?: AbortSignal;
  /** Keep transparency (WebP output) or flatten on white (JPEG). Default 'keep'. */
  transparency?: 'keep' | 'flatten';
  /** A per-photo byte cap (e.g. the smallest per-image limit of the chosen channels, rules.ts). */
  maxBytesPerPhoto?: number | null;
  /** Decompression-bomb guard (default 100 MP). */
  maxPixels?: number;
  /** Cap on a source's bytes, checked before it is read (default MAX_SOURCE_BYTES). */
  maxSourceBytes?: number;
  /** Where decoded pixels of non-JPEG photos wait between their decode and their encode (default: the OS temp dir). */
  scratchDir?: string;
  ladder?: readonly LadderStep[];
  contract?: HubContract;
}

export interface FitResult {
  /** Local photos fitted, in input order (uploaded files go before photo_urls in the body). */
  photos: FittedPhoto[];
  /** Valid https:// URLs, in input order. */
  photoUrls: string[];
  /** Exact bytes of the body these photos + fields + URLs make (hub framing). */
  bodyBytes: number;
  budgetBytes: number;
  errors: MediaError[];
  /** What it took: source decodes (pixel decodes of a source's bytes), full-size encodes, of which corrections and top-ups, and cache hits. */
  work: { decodes: number; encodes: number; corrections: number; topUps: number; cacheHits: number; postCacheHit: boolean };
}

/** Kept off the cap by default: 1% (45,000 bytes of 4,500,000). */
export const SAFETY_MARGIN = 0.01;
export const DEFAULT_MAX_PIXELS = 100_000_000;
/** Planned total aims this far under the photo budget, so corrections are rare. */
const AIM = 0.97;
const CALIBRATION_PHOTOS = 2;
/** Bumped when encoder settings or size models change, so cached outputs and probes of others are not reused. */
const ENCODER_ID = `v5/sharp-${sharp.versions.sharp}/vips-${sharp.versions.vips}`;

export function defaultBudget(contract: HubContract = DEFAULT_CONTRACT): number {
  return Math.floor(contract.bodyCapBytes * (1 - SAFETY_MARGIN));
}

interface Encoded {
  plan: PlanItem;
  bytes: Uint8Array;
  width: number;
  height: number;
  quality: number;
  passed: boolean;
  /** Cache key of `bytes`. */
  key: string;
  points: QualityPoint[];
}

function aborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new MediaError('aborted', null, 'fitting the photos was cancelled');
}

/**
 * Fits a post's photos under the body budget. Never throws for a bad photo (see `errors`);
 * throws MediaError('aborted') when the signal fires.
 */
export async function fitPhotos(inputs: readonly PhotoInput[], opts: FitOptions): Promise<FitResult> {
  const scratch = new Scratch(opts.scratchDir);
  try {
    return await fit(inputs, opts, scratch);
  } finally {
    await scratch.dispose();
  }
}

async function fit(inputs: readonly PhotoInput[], opts: FitOptions, scratch: Scratch): Promise<FitResult> {
  const contract = opts.contract ?? DEFAULT_CONTRACT;
  const budgetBytes = opts.budgetBytes ?? defaultBudget(contract);
  const concurrency = Math.max(1, Math.floor(opts.concurrency ?? 2));
  const maxPixels = opts.maxPixels ?? DEFAULT_MAX_PIXELS;
  const transparency = opts.transparency ?? 'keep';
  const ladder = opts.ladder ?? DEFAULT_LADDER;
  const floorQuality = Math.max(30, (ladder[ladder.length - 1]?.quality ?? 58) - 10);
  const { signal, cache } = opts;
  aborted(signal);

  const errors: MediaError[] = [];
  const work = { decodes: 0, encodes: 0, corrections: 0, topUps: 0, cacheHits: 0, postCacheHit: false };
  const topEdge = Math.max(...ladder.map((st) => st.longEdge));
  const pixelOpts = { maxPixels, keepEdge: topEdge, scratch, onDecode: () => void work.decodes++ };
  const photoUrls: string[] = [];
  const locals: { index: number; input: PhotoInput }[] = [];
  inputs.forEach((input, index) => {
    if (input.path !== undefined || input.bytes !== undefined) locals.push({ index, input });
    else if (input.url !== undefined) {
      const r = checkPhotoUrl(input.id, input.url);
      if (r.ok) photoUrls.push(r.url);
      else errors.push(r.error);
    } else errors.push(new MediaError('no_source', input.id, `photo ${input.id} has no file, bytes or URL`));
  });
  const fields: PublishFields = { ...opts.fields };
  delete fields.photo_urls;
  if (photoUrls.length > 0) fields.photo_urls = photoUrls;

  let done = 0;
  const total = locals.length;
  const progress = (id: string) => opts.onProgress?.({ done: ++done, total, id });

  // 1. Open every photo (read, check, header; no pixels), then decode those that need it, the
  // longest decodes first, so that the workers finish together instead of one decoding a big photo
  // alone at the end (order changes no output).
  const loadOpts = { ...pixelOpts, maxSourceBytes: opts.maxSourceBytes ?? undefined, transparency, encoderId: ENCODER_ID, cache };
  const failed = (input: PhotoInput, err: unknown): null => {
    if (err instanceof MediaError && err.code === 'aborted') throw err;
    errors.push(err instanceof MediaError ? err : new MediaError('corrupt', input.id, `photo ${input.id}: ${String(err)}`, undefined, err));
    progress(input.id);
    return null;
  };
  const opened = (await mapLimit(locals, concurrency, async ({ index, input }) => {
    aborted(signal);
    return open(index, input, loadOpts).catch((err: unknown) => failed(input, err));
  })).filter((l): l is Loaded => l !== null);
  const toDecode = opened.filter(needsDecode).sort((a, b) => decodeCost(b) - decodeCost(a) || a.index - b.index);
  const decoded = await mapLimit(toDecode, concurrency, async (l) => {
    aborted(signal);
    return decodeOnce(l, loadOpts).catch((err: unknown) => failed(l.input, err));
  });
  const loaded = [...opened.filter((l) => !needsDecode(l)), ...decoded.filter((l): l is Loaded => l !== null)].sort((a, b) => a.index - b.index);
  const names = partNames(loaded);
  const framing = framingBytes(fields, names);
  const photoBudget = budgetBytes - framing;
  const finish = (photos: FittedPhoto[]): FitResult => {
    const sortErrors = errors.sort((a, b) => indexOf(a) - indexOf(b));
    const bodyBytes = framingBytes(fields, photos.map((p) => ({ filename: p.filename, contentType: p.contentType }))) + photos.reduce((n, p) => n + p.bytes.byteLength, 0);
    return { photos, photoUrls, bodyBytes, budgetBytes, errors: sortErrors, work };
  };
  const indexOf = (e: MediaError) => (e.photoId === null ? Infinity : inputs.findIndex((i) => i.id === e.photoId));
  if (loaded.length === 0) return finish([]);

  const cantFit = (why: string) => {
    errors.push(new MediaError('cannot_fit', null,
      `${loaded.length} photo${loaded.length === 1 ? '' : 's'} cannot fit the ${budgetBytes.toLocaleString('en')}-byte request even at ${ladder[ladder.length - 1]?.longEdge ?? '?'} px and quality ${ladder[ladder.length - 1]?.quality ?? '?'} (${why}): send fewer photos, or host some and add them as https:// photo URLs, which do not count against the cap`,
      { photos: loaded.length, budgetBytes, framingBytes: framing }));
    progressRest();
    return finish([]);
  };
  const progressRest = () => {
    for (const l of loaded) if (!finished.has(l.index)) progress(l.input.id);
  };
  const finished = new Set<number>();

  // Whole-post cache: same sources + budget + fields + options → the same outputs, no work.
  const postKey = cacheKey({ kind: 'post', sources: loaded.map((l) => l.sha256), budgetBytes, framing, encoder: ENCODER_ID, ladder, transparency, maxPixels, maxBytesPerPhoto: opts.maxBytesPerPhoto ?? null });
  if (cache) {
    type Manifest = { key: string; width: number; height: number; quality: number; passed: boolean }[];
    const manifest = await cache.getJson<Manifest>(postKey);
    if (manifest && manifest.length === loaded.length) {
      const blobs = await Promise.all(manifest.map((m) => cache.get(m.key)));
      if (blobs.every((b) => b !== null)) {
        const photos = loaded.map((l, i) => fitted(l, names[i] as { filename: string; contentType: string }, blobs[i] as Buffer, manifest[i] as Manifest[number]));
        progressRest();
        work.postCacheHit = true;
        return finish(photos);
      }
    }
  }
  if (photoBudget <= 0) return cantFit('the text fields alone fill the budget');

  const planInputs: PlanInput[] = loaded.map((l) => ({ id: String(l.index), width: l.info.width, height: l.info.height, model: l.model, passBytes: l.passBytes, maxBytes: opts.maxBytesPerPhoto ?? null }));
  const byIndex = new Map(loaded.map((l) => [String(l.index), l]));
  const results = new Map<string, Encoded>();
  const dropped = new Set<string>();

  const limitsOf = (l: Loaded) => ({ maxPixels, label: l.label, header: l.info });
  /** Pixels at exactly `dims` (flattened when the photo is): from the kept pixels, or a JPEG decoded with shrink-on-load. */
  const pixelsAt = async (l: Loaded, dims: { width: number; height: number }): Promise<Raw> => {
    if (!l.viaKept) {
      work.decodes++;
      return decodeRaw(l.input.id, l.bytes, limitsOf(l), dims, l.keepAlpha);
    }
    const kept = await pixelsOf(l, pixelOpts);
    return dims.width === kept.width && dims.height === kept.height && !l.flatten ? kept : shrinkRaw(kept, dims, l.flatten);
  };
  const encodeOne = async (plan: PlanItem): Promise<Encoded> => {
    aborted(signal);
    const l = byIndex.get(plan.id) as Loaded;
    if (plan.mode === 'pass') {
      const stripped = stripJpegMetadata(l.bytes);
      // Sent as is, so prove it decodes whole first (a reduced-size decode still reads every byte).
      if (stripped) {
        work.decodes++;
        await decodeRaw(l.input.id, stripped, limitsOf(l), sizeFor(l.info.width, l.info.height, 64), false);
      }
      if (stripped) return { plan, bytes: stripped, key: passKey(l), width: l.info.width, height: l.info.height, quality: 0, passed: true, points: [] };
      plan = { ...plan, mode: 'encode', quality: ladder[0]?.quality ?? 85 };
    }
    if (l.viaKept) {
      // Never decoded again: the kept pixels are read back (only the cache can spare the encode).
      const key = outputKey(l, plan.width, plan.height, plan.quality, 'kept');
      const hit = cache ? await cache.get(key) : null;
      if (hit) work.cacheHits++;
      const bytes = hit ?? (await encodeFromKept(l, plan, key));
      return { plan, bytes, key, width: plan.width, height: plan.height, quality: plan.quality, passed: false, points: [{ quality: plan.quality, bytes: bytes.byteLength }] };
    }
    const key = outputKey(l, plan.width, plan.height, plan.quality, 'source');
    let bytes: Uint8Array | null = cache ? await cache.get(key) : null;
    if (bytes) work.cacheHits++;
    else {
      work.encodes++;
      work.decodes++;
      bytes = await encodeFromSource(l.input.id, l.bytes, limitsOf(l), plan, l.keepAlpha, l.format, plan.quality);
      await cache?.put(key, bytes);
    }
    return { plan, bytes, key, width: plan.width, height: plan.height, quality: plan.quality, passed: false, points: [{ quality: plan.quality, bytes: bytes.byteLength }] };
  };
  /** The main encode of a decoded photo: its kept pixels resized and encoded in one pipeline. */
  const encodeFromKept = async (l: Loaded, plan: PlanItem, key: string): Promise<Uint8Array> => {
    work.encodes++;
    const out = await encodeRawAt(await pixelsOf(l, pixelOpts), plan, l.flatten, l.format, plan.quality);
    await cache?.put(key, out);
    return out;
  };
  const encodeCached = async (l: Loaded, raw: Raw, quality: number): Promise<Uint8Array> => {
    const key = outputKey(l, raw.width, raw.height, quality, 'raw');
    const hit = cache ? await cache.get(key) : null;
    if (hit) {
      work.cacheHits++;
      return hit;
    }
    work.encodes++;
    const out = await encodeRaw(raw, l.format, quality);
    await cache?.put(key, out);
    return out;
  };
  /** `via`: the main pass encodes straight from the source, corrections from kept 8-bit pixels; keys keep them apart. */
  const outputKey = (l: Loaded, width: number, height: number, quality: number, via: 'source' | 'raw' | 'kept') =>
    cacheKey({ kind: 'output', via, source: l.sha256, width, height, quality, format: l.format, keepAlpha: l.keepAlpha, encoder: ENCODER_ID });
  const runWave = async (plans: PlanItem[]) => {
    await mapLimit(plans, concurrency, async (p) => {
      let e: Encoded;
      try {
        e = await encodeOne(p);
      } catch (err) {
        if (!(err instanceof MediaError) || err.code === 'aborted') throw err;
        // This photo's data is bad (found on its first full decode): report it, fit the rest.
        // Dropping a photo only shrinks the body, so the plan stays within budget.
        errors.push(err);
        dropped.add(p.id);
        results.delete(p.id);
        if (!finished.has(Number(p.id))) {
          finished.add(Number(p.id));
          progress((byIndex.get(p.id) as Loaded).input.id);
        }
        return;
      }
      results.set(p.id, e);
      if (!finished.has(Number(p.id))) {
        finished.add(Number(p.id));
        progress((byIndex.get(p.id) as Loaded).input.id);
      }
    });
  };

  // 2. Allocate; 3. calibrate the header models on the largest JPEGs, check the decoded photos'
  // models at their plans, then encode the rest with the corrected models. Even when the
  // uncorrected models say the floor will not fit, measure before refusing.
  const first = allocate(planInputs, photoBudget * AIM, ladder);
  // A model read from a JPEG's header knows the source encoder's bytes, not how its pixels
  // compress (on the real wallpapers it erred by −50 % … −27 %): the largest JPEGs are encoded
  // first and their real / predicted ratio (geometric mean) scales every header model of the post.
  const fromHeader = (id: string) => !(byIndex.get(id) as Loaded).viaKept;
  const calibration = first.items
    .filter((it) => it.mode === 'encode' && fromHeader(it.id))
    .sort((a, b) => b.predicted - a.predicted || Number(a.id) - Number(b.id))
    .slice(0, CALIBRATION_PHOTOS);
  await runWave(calibration);
  const logs = calibration.filter((c) => results.has(c.id)).map((c) => Math.log((results.get(c.id) as Encoded).bytes.byteLength / c.predicted));
  const headerFactor = logs.length === 0 ? 1 : Math.min(4, Math.max(0.25, Math.exp(logs.reduce((x, y) => x + y, 0) / logs.length)));
  /** Each decoded photo's own correction, measured at its plan (below). */
  const own = new Map<string, number>();
  const corrected = (ps: PlanInput[]) => ps.map((p) => {
    const f = fromHeader(p.id) ? headerFactor : own.get(p.id) ?? 1;
    return { ...p, model: { ...p.model, points: p.model.points.map((pt) => ({ quality: pt.quality, bytes: pt.bytes * f })) } };
  });
  const sum = () => [...results.values()].reduce((n, e) => n + e.bytes.byteLength, 0);
  const live = () => planInputs.filter((p) => !dropped.has(p.id));
  const rest = () => live().filter((p) => !results.has(p.id));
  // A decoded photo's model is checked where the rest of the post would now be planned: its
  // mosaic (load.ts) scaled as that plan scales the photo and encoded at its quality. The ratio to
  // the model's prediction corrects that photo's model only (the model interpolates between the
  // two scales it was measured at; the check measures the one that counts).
  const draft = allocate(corrected(rest()), photoBudget * AIM - sum(), ladder);
  await mapLimit(draft.items.filter((it) => it.mode === 'encode' && !fromHeader(it.id)), concurrency, async (it) => {
    aborted(signal);
    const measured = await sampleBytes(byIndex.get(it.id) as Loaded, it, pixelOpts);
    own.set(it.id, Math.min(4, Math.max(0.25, measured / it.predicted)));
  });
  if (!first.fits) {
    const measured = allocate(corrected(live()), photoBudget * AIM, ladder);
    if (!measured.fits) return cantFit(`predicted ${Math.round(measured.total).toLocaleString('en')} bytes of photos for ${photoBudget.toLocaleString('en')} available`);
  }
  if (rest().length > 0) {
    let second = allocate(corrected(rest()), photoBudget * AIM - sum(), ladder);
    if (!second.fits) {
      // The calibration photos took too much: re-plan the whole post with the corrected models.
      second = allocate(corrected(live()), photoBudget * AIM, ladder);
      if (!second.fits) return cantFit('after measuring real encodes');
      for (const it of second.items) results.delete(it.id);
    }
    // The longest encodes first, for the same reason as the decodes.
    const cost = (it: PlanItem) => {
      const l = byIndex.get(it.id) as Loaded;
      return it.mode === 'pass' ? 0 : encodeCost(l, it, l.spill);
    };
    await runWave(second.items.filter((it) => !results.has(it.id)).sort((a, b) => cost(b) - cost(a) || Number(a.id) - Number(b.id)));
  }

  // 4. Guarantee: correct the photos furthest over their plan until the real total fits.
  const attempts = new Map<string, number>();
  for (let guard = 0; sum() > photoBudget; guard++) {
    aborted(signal);
    if (guard > 6 * loaded.length) return cantFit('corrections did not converge');
    const candidates = [...results.entries()].sort(([ia, a], [ib, b]) => b.bytes.byteLength / b.plan.predicted - a.bytes.byteLength / a.plan.predicted || Number(ia) - Number(ib));
    const [id, e] = candidates[0] as [string, Encoded];
    const l = byIndex.get(id) as Loaded;
    const excess = sum() - photoBudget * AIM;
    const target = Math.max(e.bytes.byteLength - excess, e.bytes.byteLength * 0.6);
    const n = (attempts.get(id) ?? 0) + 1;
    attempts.set(id, n);
    let raw = await pixelsAt(l, { width: e.width, height: e.height });
    let quality = e.passed ? (ladder[0]?.quality ?? 85) : secantQuality(e.points, target, floorQuality, 95);
    let points = e.points;
    if (!e.passed && (n > 3 || quality >= e.quality || e.quality <= floorQuality)) {
      // Quality has done what it can: a smaller size (from the kept pixels) at the plan's quality.
      const k = Math.sqrt(target / e.bytes.byteLength) * 0.97;
      const dims = { width: Math.max(1, Math.round(raw.width * k)), height: Math.max(1, Math.round(raw.height * k)) };
      if (Math.max(dims.width, dims.height) < 64) return cantFit('a photo would shrink below 64 px');
      raw = await shrinkRaw(raw, dims);
      quality = Math.max(e.plan.quality, floorQuality);
      points = [];
      attempts.set(id, 0);
    }
    work.corrections++;
    const bytes = await encodeCached(l, raw, quality);
    results.set(id, { plan: e.plan, bytes, key: outputKey(l, raw.width, raw.height, quality, 'raw'), width: raw.width, height: raw.height, quality, passed: false, points: [...points, { quality, bytes: bytes.byteLength }] });
  }

  // 5. Spend what is left (spend.ts) on the photos shrunk or lowered the most, when less than
  // SPEND_BELOW of the budget is used; a raise that comes out over keeps the photo's earlier bytes.
  // In id order: which raises are kept must not depend on which encode finished first.
  if (sum() < photoBudget * SPEND_BELOW) {
    const raise = spendLeftover([...results.entries()].sort(([a], [b]) => Number(a) - Number(b)).filter(([, e]) => !e.passed).map(([id, e]) => ({
      input: planInputs.find((p) => p.id === id) as PlanInput,
      plan: { id, mode: 'encode' as const, width: e.width, height: e.height, quality: e.quality, predicted: e.bytes.byteLength },
      actual: e.bytes.byteLength,
    })), photoBudget * SPEND_AIM - sum(), ladder);
    const raised = await mapLimit(raise, concurrency, async (plan) => {
      aborted(signal);
      const l = byIndex.get(plan.id) as Loaded;
      const raw = await pixelsAt(l, plan);
      work.topUps++;
      return { plan, bytes: await encodeCached(l, raw, plan.quality), raw: { width: raw.width, height: raw.height } };
    });
    for (const { plan, bytes, raw } of raised) {
      const before = results.get(plan.id) as Encoded;
      if (sum() - before.bytes.byteLength + bytes.byteLength > photoBudget) continue;
      results.set(plan.id, { plan, bytes, key: outputKey(byIndex.get(plan.id) as Loaded, raw.width, raw.height, plan.quality, 'raw'), width: raw.width, height: raw.height, quality: plan.quality, passed: false, points: [] });
    }
  }

  const survivors = loaded.filter((l) => results.has(String(l.index)));
  const finalNames = partNames(survivors);
  const photos = survivors.map((l, i) => {
    const e = results.get(String(l.index)) as Encoded;
    return fitted(l, finalNames[i] as { filename: string; contentType: string }, e.bytes, e);
  });
  if (cache) {
    if (dropped.size === 0) await cache.putJson(postKey, loaded.map((l) => {
      const e = results.get(String(l.index)) as Encoded;
      return { key: e.key, width: e.width, height: e.height, quality: e.quality, passed: e.passed };
    }));
    for (const l of loaded) {
      const e = results.get(String(l.index)) as Encoded;
      if (e.passed) await cache.put(passKey(l), e.bytes);
    }
  }
  const result = finish(photos);
  if (result.bodyBytes > budgetBytes) throw new Error(`media: body ${result.bodyBytes} over budget ${budgetBytes} (bug)`);
  return result;
}

const passKey = (l: Loaded) => cacheKey({ kind: 'pass', source: l.sha256 });
