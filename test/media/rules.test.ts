import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_CHANNELS } from '../../src-main/hub';
import {
  allocate, checkPhotoRules, checkPhotoUrl, DEFAULT_LADDER, ladderAt, perPhotoByteCap, PHOTO_RULES, planPhoto, predictBytes,
  estimateJpegQuality, jpegSourceModel, secantQuality, type SizeModel, stripJpegMetadata, transparencyFor,
} from '../../src-main/media';

describe('photo URLs', () => {
  it('takes valid https:// links and normalises them', () => {
    expect(checkPhotoUrl('a', 'https://cdn.example.com/p/1.jpg?w=2')).toEqual({ ok: true, url: 'https://cdn.example.com/p/1.jpg?w=2' });
    expect(checkPhotoUrl('a', 'https://EXAMPLE.com/x y'.replace(' ', '%20'))).toMatchObject({ ok: true, url: 'https://example.com/x%20y' });
  });
  it.each([
    ['http://example.com/a.jpg', /only https/],
    ['ftp://example.com/a.jpg', /only https/],
    ['javascript:alert(1)', /only https/],
    ['file:///etc/passwd', /only https/],
    ['/photos/a.jpg', /not a valid URL/],
    ['example.com/a.jpg', /not a valid URL/],
    ['', /empty/],
    [' https://example.com/a.jpg', /spaces/],
    ['https://example.com/a b.jpg', /spaces/],
    ['https://intranet/a.jpg', /public host/],
    ['https://user:pw@example.com/a.jpg', /password/],
  ])('refuses %j', (url, why) => {
    const r = checkPhotoUrl('u1', url);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('invalid_url');
      expect(r.error.photoId).toBe('u1');
      expect(r.error.message).toMatch(why);
    }
  });
});

describe('channel photo rules (data + a pure check)', () => {
  it('every photo channel has a rule with a public source and a recorded date', () => {
    for (const key of PHOTO_CHANNELS) {
      const rule = PHOTO_RULES[key];
      expect(rule, key).toBeDefined();
      expect(rule!.source, key).toMatch(/^https:\/\//);
      expect(rule!.asOf, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rule!.formats.length, key).toBeGreaterThan(0);
    }
  });

  it('warns on count, aspect, minimum size, per-image bytes and format', () => {
    const photos = [
      { id: 'wide', width: 3000, height: 1000, bytes: 900_000, format: 'jpeg' as const },
      { id: 'tiny', width: 200, height: 200, bytes: 10_000, format: 'jpeg' as const },
      { id: 'webp', width: 1080, height: 1080, bytes: 1_200_000, format: 'webp' as const },
    ];
    const w = checkPhotoRules(['instagram', 'bluesky', 'pinterest', 'unknown_channel'], photos, 0);
    const has = (channel: string, rule: string, photoId: string | null) => w.some((x) => x.channel === channel && x.rule === rule && x.photoId === photoId);
    expect(has('instagram', 'aspect', 'wide')).toBe(true);
    expect(has('instagram', 'min_size', 'tiny')).toBe(true);
    expect(has('instagram', 'format', 'webp')).toBe(true);
    expect(has('bluesky', 'max_bytes', 'webp')).toBe(true);
    expect(has('pinterest', 'max_photos', null)).toBe(true);
    expect(has('bluesky', 'max_photos', null)).toBe(false);
    expect(w.every((x) => x.source.startsWith('https://'))).toBe(true);
    expect(checkPhotoRules(['x'], photos.slice(0, 1), 4).map((x) => x.rule)).toEqual(['max_photos']);
    expect(checkPhotoRules(['facebook'], [photos[2]!])).toEqual([]);
  });

  it('derives the per-photo cap and the transparency policy from the channels', () => {
    expect(perPhotoByteCap(['facebook', 'bluesky'])).toBe(1_000_000);
    expect(perPhotoByteCap(['linkedin'])).toBeNull();
    expect(transparencyFor(['x', 'bluesky'])).toBe('keep');
    expect(transparencyFor(['x', 'instagram'])).toBe('flatten');
  });
});

describe('allocation (pure)', () => {
  const busy: SizeModel = { probePixels: 512 * 384, points: [{ quality: 60, bytes: 30_000 }, { quality: 85, bytes: 60_000 }] };
  const flat: SizeModel = { probePixels: 512 * 384, points: [{ quality: 60, bytes: 6_000 }, { quality: 85, bytes: 12_000 }] };

  it('predicts more bytes for more pixels and more quality', () => {
    expect(predictBytes(busy, 85, 2_000_000)).toBeGreaterThan(predictBytes(busy, 85, 1_000_000));
    expect(predictBytes(busy, 85, 1_000_000)).toBeGreaterThan(predictBytes(busy, 70, 1_000_000));
    expect(predictBytes(busy, 70, 512 * 384)).toBeGreaterThan(30_000);
    expect(predictBytes(busy, 70, 512 * 384)).toBeLessThan(60_000);
  });

  it('walks one ladder: resolution first, then quality, down to the floor', () => {
    expect(ladderAt(DEFAULT_LADDER, 0)).toEqual(DEFAULT_LADDER[0]);
    expect(ladderAt(DEFAULT_LADDER, DEFAULT_LADDER.length - 1)).toEqual(DEFAULT_LADDER[DEFAULT_LADDER.length - 1]);
    // The top step spends room on quality (92 → 85 at full size), then resolution goes first.
    expect(ladderAt(DEFAULT_LADDER, 0.5)).toEqual({ longEdge: 4096, quality: 89 });
    expect(ladderAt(DEFAULT_LADDER, 1.5)).toEqual({ longEdge: 3072, quality: 85 });
  });

  it('splits by content and pixels, never upscales, keeps the aspect ratio, and fits', () => {
    const photos = [
      { id: 'busy', width: 4000, height: 3000, model: busy },
      { id: 'flat', width: 4000, height: 3000, model: flat },
      { id: 'small', width: 800, height: 600, model: busy },
    ];
    const a = allocate(photos, 1_500_000);
    expect(a.fits).toBe(true);
    expect(a.total).toBeLessThanOrEqual(1_500_000);
    const [b, f, s] = a.items;
    expect(b!.predicted).toBeGreaterThan(f!.predicted * 3);
    expect([s!.width, s!.height]).toEqual([800, 600]);
    expect(b!.width / b!.height).toBeCloseTo(4 / 3, 2);
    expect(allocate(photos, 10_000).fits).toBe(false);
  });

  it('a photo that may pass untouched is counted at its exact bytes', () => {
    const item = planPhoto({ id: 'j', width: 800, height: 600, model: busy, passBytes: 50_000 }, DEFAULT_LADDER, 0);
    expect(item).toMatchObject({ mode: 'pass', predicted: 50_000, width: 800, height: 600 });
    const tooBig = planPhoto({ id: 'j', width: 800, height: 600, model: flat, passBytes: 500_000 }, DEFAULT_LADDER, 0);
    expect(tooBig.mode).toBe('encode');
  });

  it('a per-photo cap pushes only that photo further down the ladder', () => {
    const free = planPhoto({ id: 'a', width: 4000, height: 3000, model: busy }, DEFAULT_LADDER, 0);
    const capped = planPhoto({ id: 'a', width: 4000, height: 3000, model: busy, maxBytes: free.predicted / 4 }, DEFAULT_LADDER, 0);
    expect(capped.predicted).toBeLessThanOrEqual(free.predicted / 4 + 1);
  });

  it('secant quality steps towards the target and always moves down when over', () => {
    const q = secantQuality([{ quality: 80, bytes: 200_000 }, { quality: 70, bytes: 140_000 }], 100_000, 40, 95);
    expect(q).toBeLessThan(70);
    expect(q).toBeGreaterThan(50);
    expect(secantQuality([{ quality: 60, bytes: 100_001 }], 100_000, 40, 95)).toBe(59);
    expect(secantQuality([{ quality: 41, bytes: 900_000 }], 100_000, 40, 95)).toBe(40);
  });
});

describe('lossless JPEG metadata strip', () => {
  it('drops APP1..APP15 (but APP14) and COM, keeps everything else byte for byte', () => {
    const seg = (marker: number, body: string) => {
      const b = Buffer.from(body, 'latin1');
      const h = Buffer.from([0xff, marker, 0, 0]);
      h.writeUInt16BE(b.length + 2, 2);
      return Buffer.concat([h, b]);
    };
    const scan = Buffer.from([0xff, 0xda, 0, 2, 1, 2, 3, 0xff, 0xd9]);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), seg(0xe0, 'JFIF\0'), seg(0xe1, 'Exif\0\0GPS'), seg(0xe1, 'http://ns.adobe.com/xap/1.0/'), seg(0xed, 'Photoshop 3.0'), seg(0xee, 'Adobe'), seg(0xfe, 'comment'), seg(0xdb, 'QT'), scan]);
    const out = stripJpegMetadata(jpeg)!;
    expect(out.equals(Buffer.concat([Buffer.from([0xff, 0xd8]), seg(0xe0, 'JFIF\0'), seg(0xee, 'Adobe'), seg(0xdb, 'QT'), scan]))).toBe(true);
    expect(stripJpegMetadata(Buffer.from('not a jpeg'))).toBeNull();
    expect(stripJpegMetadata(jpeg.subarray(0, 12))).toBeNull();
  });
});

describe('size model from a JPEG header (no decode)', () => {
  it('reads the quality a JPEG was saved at from its quantisation table', async () => {
    const img = sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } });
    for (const q of [30, 50, 75, 92]) {
      expect(estimateJpegQuality(await img.clone().jpeg({ quality: q }).toBuffer())).toBeGreaterThanOrEqual(q - 2);
      expect(estimateJpegQuality(await img.clone().jpeg({ quality: q }).toBuffer())).toBeLessThanOrEqual(q + 2);
    }
    expect(estimateJpegQuality(await img.clone().png().toBuffer())).toBeNull();
  });

  it('anchors on the source bytes at the source quality and size', () => {
    const m = jpegSourceModel(3_000_000, 92, 12_000_000);
    const at = predictBytes(m, 92, 12_000_000);
    expect(at / 3_000_000).toBeGreaterThan(0.8);
    expect(at / 3_000_000).toBeLessThan(0.95);
    expect(predictBytes(m, 78, 3_000_000)).toBeLessThan(predictBytes(m, 85, 3_000_000));
  });
});
