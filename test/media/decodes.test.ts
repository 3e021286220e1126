/**
 * One decode per photo (issue 25): every sharp call is watched (the module is wrapped, not
 * replaced), and a call counts as a decode of a source when its input is that source's bytes
 * and it is not a header read (`metadata()`).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPublishBody } from '../../src-main/hub';
import { fitPhotos, type FitResult, type PhotoInput } from '../../src-main/media';
import { synthPhoto, type SynthFormat } from './fixtures/synth';
import { FIELDS } from './helpers';

const watched = vi.hoisted(() => ({ calls: [] as { input: unknown; header: boolean }[] }));
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: (...args: unknown[]) => { metadata: (...a: unknown[]) => unknown } }>()).default;
  const wrapped = new Proxy(real, {
    apply(target, thisArg, args: unknown[]) {
      const inst = Reflect.apply(target, thisArg, args) as { metadata: (...a: unknown[]) => unknown };
      const entry = { input: args[0], header: false };
      watched.calls.push(entry);
      const metadata = inst.metadata.bind(inst);
      inst.metadata = (...a: unknown[]) => {
        entry.header = true;
        return metadata(...a);
      };
      return inst;
    },
  });
  return { default: wrapped };
});

const decodesOf = (source: Uint8Array) =>
  watched.calls.filter((c) => !c.header && c.input instanceof Uint8Array && Buffer.from(c.input).equals(Buffer.from(source))).length;

const realBody = (r: FitResult) => buildPublishBody({ fields: FIELDS, photos: r.photos.map((p) => ({ filename: p.filename, contentType: p.contentType, bytes: p.bytes })) });

const scratch = mkdtempSync(join(tmpdir(), 'postroom-media-decodes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const FORMATS: SynthFormat[] = ['png', 'webp', 'tiff', 'avif', 'gif'];
let photos: (PhotoInput & { bytes: Uint8Array; format: SynthFormat })[] = [];
beforeAll(async () => {
  // Larger than 2048 px (the old kept size) so the best plan is above it, as a real photo's is.
  photos = await Promise.all(FORMATS.map(async (format, i) => ({ id: `p-${format}`, format, bytes: await synthPhoto(2600, 1700, 300 + i, format) })));
}, 120_000);

describe('one decode per photo in every non-JPEG format', () => {
  for (const [label, budget] of [['a budget they fit at full size', 4_455_000], ['a budget that shrinks and corrects them', 900_000]] as const) {
    it(`PNG, WebP, TIFF, AVIF and a still GIF are each decoded exactly once, under ${label}`, async () => {
      watched.calls.length = 0;
      const r = await fitPhotos(photos, { fields: FIELDS, budgetBytes: budget, concurrency: 2, scratchDir: scratch });
      expect(r.errors).toEqual([]);
      expect(r.photos).toHaveLength(FORMATS.length);
      for (const p of photos) expect(decodesOf(p.bytes), `${p.format} decodes`).toBe(1);
      expect(r.work.decodes).toBe(FORMATS.length); // the fit's own count agrees
      expect(realBody(r).size).toBeLessThanOrEqual(budget);
      if (budget < 1_000_000) expect(r.photos.some((p) => p.width < p.sourceWidth)).toBe(true); // it really had to shrink
      // The decoded pixels waited on disk, not in memory, and are gone afterwards.
      expect(readdirSync(scratch)).toEqual([]);
    }, 120_000);
  }

  it('a JPEG keeps its header-only model: no decode before its encode, which is its only decode when no correction is needed', async () => {
    const jpeg = await synthPhoto(2600, 1700, 320, 'jpeg');
    watched.calls.length = 0;
    const r = await fitPhotos([{ id: 'j', bytes: jpeg }], { fields: FIELDS, budgetBytes: 4_455_000 });
    expect(r.errors).toEqual([]);
    expect(r.work.corrections).toBe(0);
    expect(decodesOf(jpeg)).toBe(1);
  }, 60_000);

  // The usual case, which is what makes the fit cost about one plain pass per photo: the models
  // (a mosaic of each decoded photo's pixels; JPEG header models calibrated on the largest JPEGs)
  // land the encodes near the aim, so no photo is corrected or topped up, and so no JPEG is
  // decoded a second time either.
  for (const budget of [1_000_000, 1_600_000]) {
    it(`a JPEG/PNG/WebP post over a ${budget.toLocaleString('en')}-byte budget: each photo decoded once and encoded once, body 95-100 %`, async () => {
      const formats: SynthFormat[] = ['jpeg', 'png', 'webp', 'png', 'jpeg', 'webp'];
      const set = await Promise.all(formats.map(async (format, i) => ({ id: `m${i}-${format}`, format, bytes: await synthPhoto(1700, 1150, 60 + i, format) })));
      expect(set.reduce((n, p) => n + p.bytes.byteLength, 0)).toBeGreaterThan(budget);
      watched.calls.length = 0;
      const r = await fitPhotos(set, { fields: FIELDS, budgetBytes: budget, concurrency: 2, scratchDir: scratch });
      expect(r.errors).toEqual([]);
      for (const p of set) expect(decodesOf(p.bytes), `${p.id} decodes`).toBe(1);
      expect(r.work).toMatchObject({ decodes: set.length, encodes: set.length, corrections: 0, topUps: 0 });
      const body = realBody(r).size;
      expect(body).toBeLessThanOrEqual(budget);
      expect(body / budget).toBeGreaterThanOrEqual(0.95);
    }, 120_000);
  }
});
