import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { InvalidInputError } from '../../src-main/common';
import { parseMultipart } from './multipart';
import { DEFAULT_CONTRACT, buildPublishBody, fitsBodyCap, multipartOverhead, type PhotoPart, type PublishFields } from '../../src-main/hub';

const bytes = (n: number, seed: number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => (i * 31 + seed) % 256);

const fields: PublishFields = {
  platforms: ['instagram', 'pinterest', 'reddit'],
  profile_id: 'prof_1',
  caption: 'Phở ngon 🍜\r\nline two "quoted"',
  pinterest_board_id: 'board_9',
  reddit_community: 'pho',
  reddit_title: 'Best phở',
  add_to_queue: false,
  photo_urls: ['https://cdn.example/a.jpg', 'https://cdn.example/b.jpg'],
  scheduled_at: undefined,
  timezone: null as unknown as string,
};
const photos: PhotoPart[] = [
  { filename: 'bát phở.jpg', contentType: 'image/jpeg', bytes: bytes(5000, 1) },
  { filename: 'b"2.png', contentType: 'image/png', bytes: bytes(777, 2) },
];

describe('buildPublishBody: JSON without files', () => {
  it('sends JSON with platforms as an array and drops absent fields', () => {
    const b = buildPublishBody({ fields, photos: [] });
    expect(b.contentType).toBe('application/json');
    expect(b.size).toBe(b.body.length);
    const parsed = JSON.parse(b.body.toString('utf8')) as Record<string, unknown>;
    expect(parsed.platforms).toEqual(['instagram', 'pinterest', 'reddit']);
    expect(parsed.add_to_queue).toBe(false);
    expect(Object.keys(parsed)).toEqual(['profile_id', 'platforms', 'caption', 'add_to_queue', 'pinterest_board_id', 'reddit_community', 'reddit_title', 'photo_urls']);
  });

  it('is deterministic whatever the key order of the fields object', () => {
    const shuffled = Object.fromEntries(Object.entries(fields).reverse()) as PublishFields;
    expect(buildPublishBody({ fields: shuffled, photos: [] }).body.equals(buildPublishBody({ fields, photos: [] }).body)).toBe(true);
  });
});

describe('buildPublishBody: multipart with files', () => {
  it('fields, then uploaded files, then photo_urls; platforms as repeated fields; bytes intact', async () => {
    const b = buildPublishBody({ fields, photos });
    expect(b.contentType).toMatch(/^multipart\/form-data; boundary=----PostroomFormBoundary[0-9a-f]{32}$/);
    const parts = await parseMultipart(b.contentType, b.body);
    expect(parts.map((p) => p.name)).toEqual([
      'profile_id', 'platforms', 'platforms', 'platforms', 'caption', 'add_to_queue', 'pinterest_board_id', 'reddit_community', 'reddit_title',
      'photos', 'photos', 'photo_urls', 'photo_urls',
    ]);
    expect(parts.filter((p) => p.name === 'platforms').map((p) => p.value)).toEqual(['instagram', 'pinterest', 'reddit']);
    expect(parts.find((p) => p.name === 'caption')?.value).toBe(fields.caption);
    expect(parts.find((p) => p.name === 'add_to_queue')?.value).toBe('false');
    const files = parts.filter((p) => p.name === DEFAULT_CONTRACT.photosField);
    expect(files.map((f) => [f.filename, f.mime])).toEqual([['bát phở.jpg', 'image/jpeg'], ['b%222.png', 'image/png']]);
    expect(Buffer.compare(files[0]!.bytes!, Buffer.from(photos[0]!.bytes))).toBe(0);
    expect(Buffer.compare(files[1]!.bytes!, Buffer.from(photos[1]!.bytes))).toBe(0);
  });

  it('same request → same bytes; different content → different boundary', () => {
    const a = buildPublishBody({ fields, photos });
    const b = buildPublishBody({ fields: { ...fields }, photos: photos.map((p) => ({ ...p, bytes: Uint8Array.from(p.bytes) })) });
    expect(a.body.equals(b.body)).toBe(true);
    expect(a.contentType).toBe(b.contentType);
    const changed = photos.map((p, i) => (i === 1 ? { ...p, bytes: bytes(777, 3) } : p));
    const c = buildPublishBody({ fields, photos: changed });
    expect(c.contentType).not.toBe(a.contentType);
    expect(c.size).toBe(a.size);
  });

  it('digest: the body with each photo\'s bytes replaced by its sha256 (hex), hashed; the same with or without the sha256 given', () => {
    const sha = (b: Uint8Array | string): string => createHash('sha256').update(b).digest('hex');
    const a = buildPublishBody({ fields, photos });
    const given = buildPublishBody({ fields, photos: photos.map((p) => ({ ...p, sha256: sha(p.bytes) })) });
    expect(given.body.equals(a.body)).toBe(true);
    expect(given.digest).toBe(a.digest);
    // The same bytes with every photo's in place of its hash, laid out by hand:
    const parts: Buffer[] = [];
    let at = 0;
    for (const p of photos) {
      const i = a.body.indexOf(Buffer.from(p.bytes), at);
      parts.push(a.body.subarray(at, i), Buffer.from(sha(p.bytes)));
      at = i + p.bytes.byteLength;
    }
    parts.push(a.body.subarray(at));
    expect(a.digest).toBe(sha(Buffer.concat(parts)));
    // Any other byte changes it; JSON bodies have no photos: their digest is their sha256.
    expect(buildPublishBody({ fields: { ...fields, caption: 'other' }, photos }).digest).not.toBe(a.digest);
    const json = buildPublishBody({ fields, photos: [] });
    expect(json.digest).toBe(sha(json.body));
  });

  it('a photo that is a subarray of a bigger buffer sends only its own bytes', async () => {
    const big = bytes(10_000, 4);
    const b = buildPublishBody({ fields, photos: [{ filename: 'x.jpg', contentType: 'image/jpeg', bytes: big.subarray(100, 400) }] });
    const parts = await parseMultipart(b.contentType, b.body);
    expect(parts.find((p) => p.name === 'photos')?.bytes?.equals(Buffer.from(big.subarray(100, 400)))).toBe(true);
  });

  it('multipartOverhead + photo bytes === the exact body size', () => {
    const b = buildPublishBody({ fields, photos });
    const overhead = multipartOverhead(fields, photos.map(({ filename, contentType }) => ({ filename, contentType })));
    expect(overhead + photos.reduce((s, p) => s + p.bytes.byteLength, 0)).toBe(b.size);
    expect(fitsBodyCap(b.size)).toBe(true);
    expect(fitsBodyCap(DEFAULT_CONTRACT.bodyCapBytes + 1)).toBe(false);
  });
});

describe('buildPublishBody: bad input is a typed error', () => {
  it.each([
    [{ ...fields, profile_id: '' }, 'profile_id'],
    [{ ...fields, platforms: [] }, 'platforms'],
    [{ ...fields, platforms: 'x,instagram' as unknown as string[] }, 'platforms'],
    [{ ...fields, photo_urls: 'https://a' as unknown as string[] }, 'photo_urls'],
  ])('%#: %s', (f, field) => {
    const err = (() => {
      try {
        buildPublishBody({ fields: f, photos: [] });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(err).toBeInstanceOf(InvalidInputError);
    expect((err as InvalidInputError).details).toMatchObject({ field });
  });

  it('a photo without a name or with a bad content type', () => {
    expect(() => buildPublishBody({ fields, photos: [{ filename: '', contentType: 'image/jpeg', bytes: bytes(1, 1) }] })).toThrow(InvalidInputError);
    expect(() => buildPublishBody({ fields, photos: [{ filename: 'a.jpg', contentType: 'image/jpeg\r\nX: y', bytes: bytes(1, 1) }] })).toThrow(InvalidInputError);
  });
});
