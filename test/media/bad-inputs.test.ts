import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { fitPhotos, MediaError, type MediaErrorCode, type PhotoInput } from '../../src-main/media';
import { FIELDS, solid } from './helpers';
import { synthImage } from './fixtures/synth';

const dir = mkdtempSync(join(tmpdir(), 'postroom-media-bad-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function badInputs(): Promise<[string, PhotoInput, MediaErrorCode][]> {
  const jpeg = await (await synthImage(240, 180, 21)).jpeg().toBuffer();
  const png = await (await synthImage(240, 180, 22)).png().toBuffer();
  const corrupt = Buffer.from(jpeg);
  for (let i = 180; i < corrupt.length - 10; i += 7) corrupt[i] = 0xff ^ (corrupt[i] as number);
  const f1 = await solid(16, 16, '#ff0000').png().toBuffer();
  const f2 = await solid(16, 16, '#0000ff').png().toBuffer();
  const gif = await sharp([f1, f2], { join: { animated: true } }).gif().toBuffer();
  const webp = await sharp([f1, f2], { join: { animated: true } }).webp().toBuffer();
  const empty = join(dir, 'empty.jpg');
  writeFileSync(empty, '');
  return [
    ['zero-byte file', { id: 'empty', path: empty }, 'empty'],
    ['zero-byte buffer', { id: 'empty-buf', bytes: new Uint8Array(0) }, 'empty'],
    ['missing file', { id: 'missing', path: join(dir, 'nope.jpg') }, 'unreadable'],
    ['text, not an image', { id: 'text', bytes: Buffer.from('hello, not a photo') }, 'not_an_image'],
    ['SVG (not a photo format we take)', { id: 'svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>') }, 'not_an_image'],
    ['truncated JPEG', { id: 'trunc-jpeg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }, 'truncated'],
    ['truncated PNG', { id: 'trunc-png', bytes: png.subarray(0, Math.floor(png.length * 0.6)) }, 'truncated'],
    ['corrupt JPEG', { id: 'corrupt', bytes: corrupt }, 'corrupt'],
    ['animated GIF', { id: 'gif', bytes: gif }, 'animated'],
    ['animated WebP', { id: 'webp', bytes: webp }, 'animated'],
    ['no source at all', { id: 'nothing' }, 'no_source'],
    ['http:// URL', { id: 'http', url: 'http://example.com/a.jpg' }, 'invalid_url'],
  ];
}

describe('bad inputs: a clear per-file error each, and nothing else lost', () => {
  it('each bad input gets its own MediaError while the good photos are still fitted', async () => {
    const bad = await badInputs();
    const good1 = await (await synthImage(320, 240, 23)).png().toBuffer();
    const good2 = await (await synthImage(240, 320, 24)).webp().toBuffer();
    const inputs: PhotoInput[] = [{ id: 'good1', bytes: good1 }, ...bad.map(([, i]) => i), { id: 'good2', bytes: good2 }, { id: 'url', url: 'https://cdn.example.com/p.jpg' }];
    const r = await fitPhotos(inputs, { fields: FIELDS });
    expect(r.photos.map((p) => p.id)).toEqual(['good1', 'good2']);
    expect(r.photoUrls).toEqual(['https://cdn.example.com/p.jpg']);
    for (const [what, input, code] of bad) {
      const e = r.errors.find((x) => x.photoId === input.id);
      expect(e, what).toBeInstanceOf(MediaError);
      expect(e?.code, `${what}: ${e?.message}`).toBe(code);
      // Named by its file when it has one, else by its id.
      expect(e?.message, what).toContain(input.path ? basename(input.path) : input.id);
    }
    expect(r.errors).toHaveLength(bad.length);
    // Errors come back in input order, so a UI can list them against the photos.
    expect(r.errors.map((e) => e.photoId)).toEqual(bad.map(([, i]) => i.id));
  });

  it('a photo over the pixel limit is refused before decoding', async () => {
    const src = await (await synthImage(400, 300, 25)).jpeg().toBuffer();
    const r = await fitPhotos([{ id: 'huge', bytes: src }, { id: 'ok', bytes: await solid(50, 40, '#123456').jpeg().toBuffer() }], { fields: FIELDS, maxPixels: 100_000 });
    expect(r.errors.map((e) => [e.photoId, e.code])).toEqual([['huge', 'too_many_pixels']]);
    expect(r.errors[0]?.message).toMatch(/400×300/);
    expect(r.photos.map((p) => p.id)).toEqual(['ok']);
  });

  it('a gigantic header (decompression bomb) is refused by the default limit without allocating it', async () => {
    // A PNG header claiming 30000×30000 (2.7 GB decoded) in a few dozen bytes.
    const chunk = (type: string, data: Buffer) => {
      const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const out = Buffer.alloc(12 + data.length);
      out.writeUInt32BE(data.length, 0);
      td.copy(out, 4);
      out.writeUInt32BE(crc32(td), 8 + data.length);
      return out;
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(30000, 0);
    ihdr.writeUInt32BE(30000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(30001))), chunk('IEND', Buffer.alloc(0))]);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30000);
    const r = await fitPhotos([{ id: 'bomb', bytes: bomb }], { fields: FIELDS });
    expect(r.errors.map((e) => e.code)).toEqual(['too_many_pixels']);
    expect(r.photos).toEqual([]);
  });

  it('cancelling stops with an aborted error', async () => {
    const ac = new AbortController();
    ac.abort();
    await expect(fitPhotos([{ id: 'a', bytes: await solid(10, 10, '#fff').jpeg().toBuffer() }], { fields: FIELDS, signal: ac.signal }))
      .rejects.toMatchObject({ name: 'MediaError', code: 'aborted' });
    const ac2 = new AbortController();
    const photos = await Promise.all([1, 2, 3, 4].map(async (i) => ({ id: `p${i}`, bytes: await (await synthImage(300, 200, 30 + i)).png().toBuffer() })));
    const run = fitPhotos(photos, { fields: FIELDS, concurrency: 1, signal: ac2.signal, onProgress: (p) => p.done === 1 && ac2.abort() });
    await expect(run).rejects.toMatchObject({ code: 'aborted' });
  });
});
