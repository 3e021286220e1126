/** The cost estimates that order a fit's decodes and encodes (src-main/media/cost.ts): pure. */
import { describe, expect, it } from 'vitest';
import { decodeCost, encodeCost } from '../../src-main/media/cost';
import type { SourceInfo } from '../../src-main/media/encode';

const source = (format: string, width: number, height: number, sourceBytes: number) => ({
  info: { format, width, height, orientation: 1, hasAlpha: false, jpegPassable: format === 'jpeg', jpegRgb: format === 'jpeg' } satisfies SourceInfo,
  sourceBytes,
});

describe('decode and encode cost estimates', () => {
  it('a lossy WebP decodes slower than a PNG or a JPEG of the same size, and more bytes cost more', () => {
    const webp = source('webp', 4096, 4096, 4_000_000);
    expect(decodeCost(webp)).toBeGreaterThan(decodeCost(source('png', 4096, 4096, 4_000_000)));
    expect(decodeCost(webp)).toBeGreaterThan(decodeCost(source('jpeg', 4096, 4096, 4_000_000)));
    expect(decodeCost(source('webp', 4096, 4096, 8_000_000))).toBeGreaterThan(decodeCost(webp));
    // Ordered longest first, the WebPs go ahead of larger PNGs.
    const order = [source('png', 3840, 2400, 4_700_000), webp, source('png', 3640, 2400, 1_900_000)].sort((a, b) => decodeCost(b) - decodeCost(a));
    expect(order[0]).toBe(webp);
  });

  it('an encode costs more for more pixels and more bytes out', () => {
    const png = source('png', 3840, 2400, 4_700_000);
    const kept = { width: 3840, height: 2400 };
    const small = encodeCost(png, { width: 1920, height: 1200, predicted: 200_000 }, kept);
    expect(encodeCost(png, { width: 3017, height: 1886, predicted: 200_000 }, kept)).toBeGreaterThan(small);
    expect(encodeCost(png, { width: 1920, height: 1200, predicted: 900_000 }, kept)).toBeGreaterThan(small);
  });

  it("a JPEG encoded from its source pays its decode, shrunk on load by the plan's power of 2", () => {
    const jpeg = source('jpeg', 4000, 3000, 3_000_000);
    const plan = { width: 3000, height: 2250, predicted: 400_000 };
    expect(encodeCost(jpeg, plan, null)).toBeGreaterThan(encodeCost(jpeg, plan, { width: 3000, height: 2250 }));
    // Smaller plans decode at 1/2, then 1/4 of the size (4000 / 4 = 1000 still covers 1000 px):
    // each costs less, and at 1000 px even the whole job costs less than a full decode alone.
    const at = (width: number) => encodeCost(jpeg, { width, height: (width * 3) / 4, predicted: 50_000 }, null);
    expect(at(1000)).toBeLessThan(at(2000));
    expect(at(2000)).toBeLessThan(at(3000));
    expect(at(1000)).toBeLessThan(decodeCost(jpeg));
  });
});
