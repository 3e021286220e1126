/**
 * Issue 26, items 2 and 3: photos are checked by content, damaged photos are refused (typed,
 * named by file) instead of being "fitted" into grey, and a source's size is checked before it
 * is read. Every file is made here, in a temp dir.
 */
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPhoto, checkStoredPhoto, fitPhotos, MAX_SOURCE_BYTES, MediaError, sniffFormat } from '../../src-main/media';
import { synthPhoto } from './fixtures/synth';
import { FIELDS } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'postroom-media-damaged-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await synthPhoto(1600, 1200, 77);
});

/** The Start Of Frame's height and width rewritten (the data stays the original's). */
function claimSize(src: Buffer, width: number, height: number): Buffer {
  const b = Buffer.from(src);
  for (let i = 2; i + 9 < b.length;) {
    if (b[i] !== 0xff) break;
    const marker = b[i + 1] as number;
    const len = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      b.writeUInt16BE(height, i + 5);
      b.writeUInt16BE(width, i + 7);
      return b;
    }
    i += 2 + len;
  }
  throw new Error('no SOF marker');
}

const refusal = async (p: Promise<unknown>): Promise<MediaError> => {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(MediaError);
    return err as MediaError;
  }
  throw new Error('expected a refusal');
};

describe('damaged photos are refused, not published', () => {
  it('a JPEG with a byte overwritten every 997 bytes is a corrupt error naming the file, not a grey picture', async () => {
    const bad = Buffer.from(jpeg);
    for (let i = 997; i < bad.length - 2; i += 997) bad[i] = 0xff;
    const file = join(dir, 'harbour-damaged.jpg');
    writeFileSync(file, bad);
    const r = await fitPhotos([{ id: 'd', path: file }], { fields: FIELDS });
    expect(r.photos).toEqual([]);
    expect(r.errors.map((e) => e.code)).toEqual(['corrupt']);
    expect(r.errors[0]!.message).toContain('harbour-damaged.jpg');
    expect(r.errors[0]!.photoId).toBe('d');
  });

  it('a JPEG whose header claims 9000×9000 is refused (header/pixel mismatch), not sent at 4096×4096', async () => {
    const file = join(dir, 'claims-9000.jpg');
    writeFileSync(file, claimSize(jpeg, 9000, 9000));
    const r = await fitPhotos([{ id: 'big', path: file }], { fields: FIELDS });
    expect(r.photos).toEqual([]);
    expect(r.errors.map((e) => e.code)).toEqual(['corrupt']);
    expect(r.errors[0]!.message).toMatch(/claims-9000\.jpg.*9000×9000/);
    expect(r.errors[0]!.details).toMatchObject({ mismatch: 'header_pixels', width: 9000, height: 9000 });
  });

  it('a 1.5 GB sparse .jpg is refused from its size before it is read: memory does not grow with the file', async () => {
    const file = join(dir, 'sparse.jpg');
    const fd = openSync(file, 'w');
    writeSync(fd, jpeg.subarray(0, 1024), 0, 1024, 0);
    writeSync(fd, Buffer.from([0xff, 0xd9]), 0, 2, 1.5 * 1024 ** 3 - 2); // a hole of 1.5 GB, ending in EOI
    closeSync(fd);
    const before = process.memoryUsage().rss;
    const r = await fitPhotos([{ id: 'sparse', path: file }], { fields: FIELDS });
    expect(r.errors.map((e) => e.code)).toEqual(['too_large']);
    expect(r.errors[0]!.message).toMatch(/sparse\.jpg is 1,610,612,736 bytes, over the/);
    const e = await refusal(checkPhoto({ path: file }));
    expect(e.code).toBe('too_large');
    await expect(checkStoredPhoto(file)).rejects.toMatchObject({ code: 'too_large' });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    expect(MAX_SOURCE_BYTES).toBeLessThan(1.5 * 1024 ** 3);
  });
});

describe('photos are images, by content', () => {
  it('10 MB of "x" named like a photo is not an image', async () => {
    const e = await refusal(checkPhoto({ bytes: Buffer.alloc(10 * 1024 * 1024, 'x'), name: 'pasted.png' }));
    expect(e.code).toBe('not_an_image');
    expect(e.message).toContain('pasted.png');
  });

  it('a text file named .jpg is not an image, whichever way it is checked', async () => {
    const file = join(dir, 'notes.jpg');
    writeFileSync(file, 'root:x:0:0:root:/root:/bin/bash\n');
    expect((await refusal(checkPhoto({ path: file }))).code).toBe('not_an_image');
    await expect(checkStoredPhoto(file)).rejects.toMatchObject({ code: 'not_an_image' });
    const r = await fitPhotos([{ id: 't', path: file }], { fields: FIELDS });
    expect(r.errors.map((e) => e.code)).toEqual(['not_an_image']);
  });

  it('a real photo passes with its format, size and hash', async () => {
    const file = join(dir, 'ok.jpg');
    writeFileSync(file, jpeg);
    const c = await checkPhoto({ path: file });
    expect(c).toMatchObject({ format: 'jpeg', mime: 'image/jpeg', width: 1600, height: 1200, bytes: jpeg.byteLength });
    expect(await checkStoredPhoto(file)).toEqual({ format: 'jpeg', width: 1600, height: 1200 });
  });

  it('signatures: each image format by its first bytes, nothing else', () => {
    expect(sniffFormat(jpeg)).toBe('jpeg');
    expect(sniffFormat(Buffer.from('GIF89a....'))).toBe('gif');
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffFormat(Buffer.from('\0\0\0\x1cftypavif'))).toBe('heif');
    expect(sniffFormat(Buffer.from('II*\0'))).toBe('tiff');
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFormat(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffFormat(new Uint8Array(0))).toBeNull();
  });
});
