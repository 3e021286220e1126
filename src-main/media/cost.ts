/**
 * Rough single-threaded times of the media area's sharp jobs, only to order them: the longest
 * first, so that the workers of a wave finish together instead of one working alone at the end
 * (each sharp job runs on one thread). An order never changes an output.
 *
 * Measured on the bench's real set (`npm run bench -- media`, one job at a time, sharp to raw and
 * mozjpeg at 2700-3000 px): lossy WebP decodes at 3-5× the time of a PNG of the same size and its
 * time grows with its bytes; a JPEG decodes with shrink-on-load at a power of 2; a mozjpeg encode
 * takes about 25 ns a pixel and 300 ns a byte it writes, and a lanczos resize about 5 ns an input pixel.
 */
import { fitInside } from './encode';
import type { Loaded } from './load';

/** Nanoseconds a full decode takes per source pixel and per source byte, by format (sharp's names). */
const DECODE_NS: Readonly<Record<string, { pixel: number; byte: number }>> = {
  jpeg: { pixel: 3, byte: 8 }, png: { pixel: 6, byte: 0 }, webp: { pixel: 10, byte: 50 },
  tiff: { pixel: 4, byte: 0 }, gif: { pixel: 6, byte: 0 }, heif: { pixel: 40, byte: 0 },
};
const ENCODE_NS = { pixel: 25, byte: 300 };
const RESIZE_NS_PER_INPUT_PIXEL = 5;

type Source = Pick<Loaded, 'info' | 'sourceBytes'>;

/** A photo's whole decode, ns. */
export function decodeCost(l: Source): number {
  const ns = DECODE_NS[l.info.format] ?? { pixel: 10, byte: 0 };
  return l.info.width * l.info.height * ns.pixel + l.sourceBytes * ns.byte;
}

/**
 * One encode at `plan`, ns: from the kept pixels (`kept`: their size) a resize and the encode;
 * from the source, its decode (JPEG shrink-on-load by the largest power of 2 the plan allows) too.
 */
export function encodeCost(l: Source, plan: { width: number; height: number; predicted: number }, kept: { width: number; height: number } | null): number {
  const out = plan.width * plan.height;
  const encode = out * ENCODE_NS.pixel + plan.predicted * ENCODE_NS.byte;
  if (kept) return encode + kept.width * kept.height * RESIZE_NS_PER_INPUT_PIXEL;
  let shrink = 1;
  while (shrink < 8 && l.info.width / (shrink * 2) >= plan.width && l.info.height / (shrink * 2) >= plan.height) shrink *= 2;
  const decoded = fitInside(l.info.width, l.info.height, Math.ceil(Math.max(l.info.width, l.info.height) / shrink));
  return encode + decodeCost(l) / shrink ** 2 + decoded.width * decoded.height * RESIZE_NS_PER_INPUT_PIXEL;
}
