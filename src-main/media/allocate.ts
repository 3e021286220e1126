/**
 * Budget allocation: pure functions, no sharp, no disk.
 *
 * Each photo has a size model: a decoded photo's from its mosaic (load.ts: tiles of its pixels
 * encoded with the real encoder at a few qualities, at two scales), a JPEG's from its header.
 * Bytes at another quality follow ln(bytes) piecewise-linear in quality; bytes at a larger size
 * grow as (pixels ratio)^exponent (the photo's own, or PIXEL_EXPONENT: detail thins out as a
 * photo gets bigger, so bytes grow slower than pixels). fit.ts corrects the models with what it
 * measures (the first JPEG encodes, each decoded photo's mosaic at its plan).
 *
 * All photos of a post walk one "ladder" together, from the best (long edge, quality) to a
 * sane floor: resolution goes down first, then quality, in turns. One number `s` says how far
 * down the ladder the post is; the smallest `s` (best setting) whose predicted total fits the budget is
 * chosen by bisection. So shares follow pixel count and content (a busy photo gets more bytes
 * than a flat one at the same setting) instead of being equal, and every photo looks alike.
 */

export interface QualityPoint {
  quality: number;
  bytes: number;
}

export interface SizeModel {
  /** Pixel count the points are for (the photo at the mosaic's half scale, or the source, for a model read from a JPEG's header). */
  probePixels: number;
  /** Probe bytes by quality, ascending quality. */
  points: QualityPoint[];
  /**
   * This photo's own exponent of bytes over pixels, when measured (load.ts: its mosaic at full and
   * at half scale); PIXEL_EXPONENT otherwise. Fine detail that a smaller copy averages away
   * (pixel art, text, foliage) makes it larger.
   */
  exponent?: number;
}

export interface LadderStep {
  longEdge: number;
  quality: number;
}

/**
 * From the best setting to the floor. Long edges: 4096 (X's maximum), 2048 (Facebook's display
 * size), 1080 (Instagram's). The top step (quality 92) is reached only when the budget has room
 * for it: a post whose photos fit at full size at 85 spends the rest on quality.
 */
export const DEFAULT_LADDER: readonly LadderStep[] = Object.freeze([
  { longEdge: 4096, quality: 92 },
  { longEdge: 4096, quality: 85 },
  { longEdge: 2048, quality: 85 },
  { longEdge: 2048, quality: 78 },
  { longEdge: 1600, quality: 78 },
  { longEdge: 1600, quality: 70 },
  { longEdge: 1280, quality: 70 },
  { longEdge: 1280, quality: 64 },
  { longEdge: 1080, quality: 64 },
  { longEdge: 1080, quality: 58 },
]);

/**
 * A photo that may pass untouched (no generation loss) does so while its bytes are within this
 * multiple of what re-encoding at the current setting is predicted to take. Budget-safe: the
 * allocation counts a passing photo at its exact bytes.
 */
export const PASS_ALLOWANCE = 1.5;

/** How bytes grow with pixel count at a fixed quality (calibrated on photos; corrected per post by `factor`). */
export const PIXEL_EXPONENT = 0.85;

export function predictBytes(model: SizeModel, quality: number, pixels: number): number {
  const pts = model.points;
  if (pts.length === 0) return Infinity;
  let lnB: number;
  if (pts.length === 1) {
    lnB = Math.log((pts[0] as QualityPoint).bytes) + 0.03 * (quality - (pts[0] as QualityPoint).quality);
  } else {
    let k = 0;
    while (k < pts.length - 2 && quality > (pts[k + 1] as QualityPoint).quality) k++;
    const a = pts[k] as QualityPoint;
    const b = pts[k + 1] as QualityPoint;
    const slope = (Math.log(b.bytes) - Math.log(a.bytes)) / (b.quality - a.quality);
    lnB = Math.log(a.bytes) + slope * (quality - a.quality);
  }
  const scale = Math.pow(pixels / model.probePixels, model.exponent ?? PIXEL_EXPONENT);
  return Math.exp(lnB) * scale;
}

/** The (long edge, quality) at ladder position s ∈ [0, steps-1]; quality is an integer. */
export function ladderAt(ladder: readonly LadderStep[], s: number): LadderStep {
  const last = ladder.length - 1;
  const k = Math.min(Math.max(Math.floor(s), 0), Math.max(last - 1, 0));
  const t = Math.min(Math.max(s - k, 0), 1);
  const a = ladder[k] as LadderStep;
  const b = (ladder[k + 1] ?? a) as LadderStep;
  return { longEdge: Math.round(a.longEdge + (b.longEdge - a.longEdge) * t), quality: Math.round(a.quality + (b.quality - a.quality) * t) };
}

export interface PlanInput {
  id: string;
  /** Displayed (oriented) source size. */
  width: number;
  height: number;
  model: SizeModel;
  /** Bytes if the photo passes untouched (lossless metadata strip), when it may. */
  passBytes?: number | null;
  /** A per-photo byte cap (a channel's per-image limit). */
  maxBytes?: number | null;
}

export interface PlanItem {
  id: string;
  mode: 'encode' | 'pass';
  width: number;
  height: number;
  quality: number;
  /** Predicted output bytes (exact for a pass). */
  predicted: number;
}

export function sizeFor(width: number, height: number, longEdge: number): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= longEdge) return { width, height };
  const k = longEdge / long;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/** One photo's plan at ladder position s, with the post's correction factor. */
export function planPhoto(p: PlanInput, ladder: readonly LadderStep[], s: number, factor = 1): PlanItem {
  const at = (pos: number): PlanItem => {
    const step = ladderAt(ladder, pos);
    const dims = sizeFor(p.width, p.height, step.longEdge);
    const predicted = predictBytes(p.model, step.quality, dims.width * dims.height) * factor;
    const untouched = dims.width === p.width && dims.height === p.height;
    if (p.passBytes != null && untouched && p.passBytes <= predicted * PASS_ALLOWANCE) {
      return { id: p.id, mode: 'pass', width: p.width, height: p.height, quality: 0, predicted: p.passBytes };
    }
    return { id: p.id, mode: 'encode', ...dims, quality: step.quality, predicted };
  };
  let item = at(s);
  if (p.maxBytes != null && item.predicted > p.maxBytes) {
    // This photo alone goes further down the ladder until it meets its cap.
    let lo = s;
    let hi = ladder.length - 1;
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (at(mid).predicted <= p.maxBytes) hi = mid;
      else lo = mid;
    }
    item = at(hi);
  }
  return item;
}

export interface Allocation {
  items: PlanItem[];
  total: number;
  /** Ladder position chosen. */
  position: number;
  /** False when even the floor is predicted over the budget. */
  fits: boolean;
}

/** The best common ladder position whose predicted total is within `budget`. */
export function allocate(photos: readonly PlanInput[], budget: number, ladder: readonly LadderStep[] = DEFAULT_LADDER, factor = 1): Allocation {
  const planAll = (s: number) => {
    const items = photos.map((p) => planPhoto(p, ladder, s, factor));
    return { items, total: items.reduce((n, it) => n + it.predicted, 0) };
  };
  const best = planAll(0);
  if (best.total <= budget) return { ...best, position: 0, fits: true };
  const floorPos = ladder.length - 1;
  const floor = planAll(floorPos);
  if (floor.total > budget) return { ...floor, position: floorPos, fits: false };
  let lo = 0;
  let hi = floorPos;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (planAll(mid).total <= budget) hi = mid;
    else lo = mid;
  }
  return { ...planAll(hi), position: hi, fits: true };
}

/**
 * Next quality to try for one photo at fixed dimensions: a secant step on ln(bytes) between
 * the two latest (quality, bytes) points, clamped to [minQ, maxQ] and always moving.
 */
export function secantQuality(points: readonly QualityPoint[], target: number, minQ: number, maxQ: number): number {
  const last = points[points.length - 1] as QualityPoint;
  const prev = points.length > 1 ? (points[points.length - 2] as QualityPoint) : null;
  let slope = 0.03; // ln(bytes) per quality point, typical for JPEG/WebP between 50 and 90
  if (prev && prev.quality !== last.quality && prev.bytes !== last.bytes) {
    const s = (Math.log(last.bytes) - Math.log(prev.bytes)) / (last.quality - prev.quality);
    if (s > 0.005) slope = s;
  }
  let q = Math.floor(last.quality + (Math.log(target) - Math.log(last.bytes)) / slope);
  if (last.bytes > target && q >= last.quality) q = last.quality - 1;
  return Math.min(Math.max(q, minQ), maxQ);
}

/**
 * ln(bytes) of a mozjpeg encode by quality, relative to quality 85 (measured on photo-like
 * content at 2048×1536; the shape is stable across images, only the level moves).
 */
export const JPEG_QUALITY_CURVE: readonly (readonly [number, number])[] = [
  [30, -1.25], [40, -1.013], [50, -0.831], [60, -0.662], [70, -0.457], [75, -0.337], [80, -0.174], [85, 0], [90, 0.248], [95, 0.604], [100, 1.327],
];

function curveAt(q: number): number {
  const c = JPEG_QUALITY_CURVE;
  let k = 0;
  while (k < c.length - 2 && q > (c[k + 1] as readonly [number, number])[0]) k++;
  const [qa, ga] = c[k] as readonly [number, number];
  const [qb, gb] = c[k + 1] as readonly [number, number];
  return ga + ((gb - ga) * (q - qa)) / (qb - qa);
}

/** mozjpeg bytes / the source JPEG's bytes at the same quality and size (camera and libjpeg encoders are less tight). */
export const SOURCE_JPEG_RATIO = 0.87;

/**
 * A size model read from a JPEG source without decoding it: its own bytes at its own quality and
 * full size are one real point; the quality curve gives the rest. The per-post calibration
 * corrects the level.
 */
export function jpegSourceModel(sourceBytes: number, sourceQuality: number, pixels: number): SizeModel {
  const anchor = Math.log(sourceBytes * SOURCE_JPEG_RATIO) - curveAt(sourceQuality);
  return { probePixels: pixels, points: JPEG_QUALITY_CURVE.map(([quality, g]) => ({ quality, bytes: Math.exp(anchor + g) })) };
}
