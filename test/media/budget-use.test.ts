/**
 * Use the budget (issue 25): when the sources together exceed it, the fitted body uses at least
 * 95 % of it, never more than all of it, and what was left goes to the photos shrunk most.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { buildPublishBody } from '../../src-main/hub';
import { allocate, DEFAULT_LADDER, fitPhotos, type FitResult, type PhotoInput } from '../../src-main/media';
import { spendLeftover } from '../../src-main/media/spend';
import { synthPhoto } from './fixtures/synth';
import { FIELDS } from './helpers';

const realBody = (r: FitResult) => buildPublishBody({ fields: FIELDS, photos: r.photos.map((p) => ({ filename: p.filename, contentType: p.contentType, bytes: p.bytes })) });

let jpegs: PhotoInput[] = [];
let mixed: PhotoInput[] = [];
beforeAll(async () => {
  const dims: [number, number][] = [[1600, 1200], [1600, 1200], [1200, 1600], [1800, 1000], [1400, 1050], [640, 480]];
  jpegs = await Promise.all(dims.map(async ([w, h], i) => ({ id: `j${i}`, bytes: await synthPhoto(w, h, 40 + i) })));
  const formats = ['jpeg', 'png', 'webp', 'png', 'jpeg'] as const;
  mixed = await Promise.all(formats.map(async (f, i) => ({ id: `m${i}-${f}`, bytes: await synthPhoto(1700, 1150, 60 + i, f) })));
}, 120_000);

describe('the budget is used when the sources exceed it', () => {
  const cases = [['six JPEGs', () => jpegs, [1_500_000, 900_000, 600_000]], ['JPEG, PNG and WebP', () => mixed, [2_000_000, 1_000_000]]] as const;
  for (const [what, set, budgets] of cases) {
    for (const budget of budgets) {
      it(`${what} under ${budget.toLocaleString('en')} bytes: body ≥ 95 % of the budget and ≤ it`, async () => {
        const photos = set();
        expect(photos.reduce((n, p) => n + (p.bytes as Uint8Array).byteLength, 0)).toBeGreaterThan(budget);
        const r = await fitPhotos(photos, { fields: FIELDS, budgetBytes: budget });
        expect(r.errors).toEqual([]);
        const body = realBody(r).size;
        expect(body).toBeLessThanOrEqual(budget);
        expect(body / budget).toBeGreaterThanOrEqual(0.95);
      }, 60_000);
    }
  }
});

describe('spendLeftover (pure)', () => {
  const model = { probePixels: 512 * 384, points: [{ quality: 60, bytes: 20_000 }, { quality: 85, bytes: 40_000 }] };
  const input = (id: string) => ({ id, width: 4000, height: 3000, model });
  it('raises the photo shrunk most, within what is left, and leaves the others', () => {
    const full = allocate([input('a')], Infinity).items[0]!;
    const small = { id: 'b', mode: 'encode' as const, width: 1080, height: 810, quality: 58, predicted: 0 };
    const photos = [
      { input: input('a'), plan: full, actual: full.predicted },
      { input: input('b'), plan: small, actual: 150_000 },
    ];
    const raised = spendLeftover(photos, 400_000, DEFAULT_LADDER);
    expect(raised.map((p) => p.id)).toEqual(['b']);
    expect(raised[0]!.width * raised[0]!.height).toBeGreaterThan(1080 * 810);
    // Its own measured ratio (actual / predicted) scales its prediction: the raise fits what is left.
    expect(raised[0]!.predicted - 150_000).toBeLessThanOrEqual(400_000);
    expect(spendLeftover(photos, 0, DEFAULT_LADDER)).toEqual([]);
  });
});
