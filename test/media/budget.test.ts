import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPublishBody, DEFAULT_CONTRACT } from '../../src-main/hub';
import { defaultBudget, fitPhotos, type FitResult, MediaCache, type PhotoInput } from '../../src-main/media';
import { FIELDS } from './helpers';
import { synthPhoto } from './fixtures/synth';

const dir = mkdtempSync(join(tmpdir(), 'postroom-media-budget-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The real request body these results make, built by the hub's own builder. */
const realBody = (r: FitResult, fields = FIELDS) =>
  buildPublishBody({ fields: { ...fields, ...(r.photoUrls.length ? { photo_urls: r.photoUrls } : {}) }, photos: r.photos.map((p) => ({ filename: p.filename, contentType: p.contentType, bytes: p.bytes })) });

let photos: PhotoInput[] = [];
beforeAll(async () => {
  // Six camera-like JPEGs of different sizes and shapes (one portrait, one small).
  const dims: [number, number][] = [[1600, 1200], [1600, 1200], [1200, 1600], [1800, 1000], [1400, 1050], [640, 480]];
  photos = await Promise.all(dims.map(async ([w, h], i) => ({ id: `p${i}`, bytes: await synthPhoto(w, h, 40 + i) })));
});

describe('the budget guarantee (measured on the real body)', () => {
  for (const budget of [1_500_000, 900_000, 600_000]) {
    it(`six photos under ${budget.toLocaleString('en')} bytes, framing and fields included`, async () => {
      const total = photos.reduce((n, p) => n + (p.bytes as Uint8Array).byteLength, 0);
      expect(total).toBeGreaterThan(budget); // it really has to shrink them
      const r = await fitPhotos([...photos, { id: 'remote', url: 'https://cdn.example.com/big.jpg' }], { fields: FIELDS, budgetBytes: budget });
      expect(r.errors).toEqual([]);
      expect(r.photos).toHaveLength(6);
      const body = realBody(r);
      expect(body.size).toBe(r.bodyBytes);
      expect(body.size).toBeLessThanOrEqual(budget);
      // Not wastefully far under either.
      expect(body.size).toBeGreaterThan(budget * 0.75);
      for (const p of r.photos) {
        const m = await sharp(p.bytes).metadata();
        expect([m.width, m.height]).toEqual([p.width, p.height]);
        expect(p.width).toBeLessThanOrEqual(p.sourceWidth); // never upscaled
        expect(Math.abs(p.width / p.height - p.sourceWidth / p.sourceHeight)).toBeLessThan(0.01); // aspect kept
      }
    });
  }

  it('the default budget is the contract cap minus the safety margin, and the body stays under the cap', async () => {
    expect(defaultBudget()).toBe(Math.floor(DEFAULT_CONTRACT.bodyCapBytes * 0.99));
    const r = await fitPhotos(photos, { fields: { ...FIELDS, caption: 'x'.repeat(20_000) } });
    expect(r.budgetBytes).toBe(defaultBudget());
    expect(realBody(r, { ...FIELDS, caption: 'x'.repeat(20_000) }).size).toBeLessThanOrEqual(DEFAULT_CONTRACT.bodyCapBytes);
  });

  it('shares follow pixels and content, not an equal split', async () => {
    const r = await fitPhotos(photos, { fields: FIELDS, budgetBytes: 700_000 });
    const small = r.photos.find((p) => p.id === 'p5')!;
    const big = r.photos.find((p) => p.id === 'p0')!;
    expect(big.bytes.byteLength).toBeGreaterThan(small.bytes.byteLength * 1.5);
  });

  it('uploaded files go first, photo URLs after them in the body', async () => {
    const r = await fitPhotos([{ id: 'u', url: 'https://cdn.example.com/a.jpg' }, photos[5]!], { fields: FIELDS });
    const text = realBody(r).body.toString('latin1');
    expect(text.indexOf('name="photos"')).toBeGreaterThan(0);
    expect(text.indexOf('name="photos"')).toBeLessThan(text.indexOf('name="photo_urls"'));
  });

  it('photos that cannot fit even at the floor get one clear error suggesting fewer photos or URLs', async () => {
    const r = await fitPhotos(photos, { fields: FIELDS, budgetBytes: 60_000 });
    expect(r.photos).toEqual([]);
    expect(r.errors.map((e) => e.code)).toEqual(['cannot_fit']);
    expect(r.errors[0]!.message).toMatch(/fewer photos/);
    expect(r.errors[0]!.message).toMatch(/photo URLs/);
  });

  it('a per-photo cap (e.g. Bluesky 1,000,000 bytes) is respected within the post budget', async () => {
    const r = await fitPhotos(photos.slice(0, 2), { fields: FIELDS, maxBytesPerPhoto: 200_000 });
    expect(r.errors).toEqual([]);
    for (const p of r.photos) expect(p.bytes.byteLength).toBeLessThanOrEqual(200_000 * 1.1);
  });
});

describe('deterministic and cached', () => {
  it('same sources + budget → the same bytes, whatever the concurrency', async () => {
    const a = await fitPhotos(photos, { fields: FIELDS, budgetBytes: 700_000, concurrency: 1 });
    const b = await fitPhotos(photos, { fields: FIELDS, budgetBytes: 700_000, concurrency: 3 });
    expect(b.photos.map((p) => p.sha256)).toEqual(a.photos.map((p) => p.sha256));
    expect(realBody(b).body.equals(realBody(a).body)).toBe(true);
  });

  it('a resend comes from the cache, byte-identical, with no encoding', async () => {
    const cache = new MediaCache(join(dir, 'media-cache'));
    const progress: string[] = [];
    const first = await fitPhotos(photos, { fields: FIELDS, budgetBytes: 700_000, cache });
    expect(first.work.encodes).toBeGreaterThan(0);
    const again = await fitPhotos(photos, { fields: FIELDS, budgetBytes: 700_000, cache, onProgress: (p) => progress.push(`${p.done}/${p.total}`) });
    expect(again.work).toMatchObject({ encodes: 0, postCacheHit: true });
    expect(again.photos.map((p) => p.sha256)).toEqual(first.photos.map((p) => p.sha256));
    expect(progress).toEqual(['1/6', '2/6', '3/6', '4/6', '5/6', '6/6']);
    const uncached = await fitPhotos(photos, { fields: FIELDS, budgetBytes: 700_000 });
    expect(uncached.photos.map((p) => p.sha256)).toEqual(first.photos.map((p) => p.sha256));
  });

  it('PNG sources (probed by decoding, encoded from kept pixels) are just as deterministic, cached probes or not', async () => {
    const pngs = await Promise.all([0, 1, 2].map(async (i) => ({ id: `png${i}`, bytes: await synthPhoto(1400, 1050, 90 + i, 'png') })));
    const cache = new MediaCache(join(dir, 'png-cache'));
    await fitPhotos(pngs, { fields: FIELDS, budgetBytes: 900_000, cache }); // stores the probes
    const viaCachedProbes = await fitPhotos(pngs, { fields: FIELDS, budgetBytes: 500_000, cache });
    expect(viaCachedProbes.work.postCacheHit).toBe(false);
    const cold = await fitPhotos(pngs, { fields: FIELDS, budgetBytes: 500_000, concurrency: 1 });
    expect(viaCachedProbes.photos.map((p) => p.sha256)).toEqual(cold.photos.map((p) => p.sha256));
    expect(realBody(cold).size).toBeLessThanOrEqual(500_000);
  });

  it('the cache is bounded (least recently used go first) and can be cleared', async () => {
    const cache = new MediaCache(join(dir, 'lru'), 3000);
    const key = (i: number) => i.toString(16).padStart(64, '0');
    for (let i = 1; i <= 3; i++) {
      await cache.put(key(i), Buffer.alloc(1000, i));
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await cache.get(key(1))).not.toBeNull(); // touch 1: now 2 is the least recently used
    await new Promise((r) => setTimeout(r, 20));
    await cache.put(key(4), Buffer.alloc(1000, 4));
    await cache.prune();
    expect(await cache.get(key(2))).toBeNull();
    expect(await cache.get(key(1))).not.toBeNull();
    expect(await cache.get(key(4))).not.toBeNull();
    expect((await cache.stats()).bytes).toBeLessThanOrEqual(3000);
    await cache.clear();
    expect(await cache.stats()).toEqual({ files: 0, bytes: 0 });
    expect(() => cache.get('../../etc/passwd')).toThrow(/bad media cache key/);
  });
});
