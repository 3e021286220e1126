/** Photos keep their names (issue 25): the part's filename is the photo's own, with the output's extension. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPublishBody } from '../../src-main/hub';
import { fitPhotos, partName, storedPhotoName } from '../../src-main/media';
import { FIELDS, solid } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'postroom-media-names-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('photos keep their names', () => {
  it('each part is sent under its own file name (extension of what is sent), in the real body', async () => {
    const a = join(dir, 'Bến Thành 2024.png');
    const b = join(dir, 'IMG_2041.JPG');
    writeFileSync(a, await solid(300, 200, '#2a6').png().toBuffer());
    writeFileSync(b, await solid(200, 300, '#a62').jpeg().toBuffer());
    const r = await fitPhotos([{ id: 'a', path: a }, { id: 'b', path: b }, { id: 'c', bytes: await solid(50, 50, '#666').jpeg().toBuffer() }, { id: 'd', bytes: await solid(50, 50, '#999').jpeg().toBuffer(), name: 'pasted.jpeg' }], { fields: FIELDS });
    expect(r.errors).toEqual([]);
    expect(r.photos.map((p) => p.filename)).toEqual(['Bến Thành 2024.jpg', 'IMG_2041.jpg', 'photo-03.jpg', 'pasted.jpg']);
    const body = buildPublishBody({ fields: FIELDS, photos: r.photos.map((p) => ({ filename: p.filename, contentType: p.contentType, bytes: p.bytes })) });
    expect(body.size).toBe(r.bodyBytes);
    expect(body.body.toString('utf8')).toContain('filename="Bến Thành 2024.jpg"');
  });

  it('names are made safe for a header and a folder', () => {
    expect(partName('a"b\r\nc.heic', 'jpeg')).toBe('a_b__c.jpg');
    expect(partName('', 'webp')).toBe('photo.webp');
    expect(storedPhotoName('../../etc/passwd.png', 'png')).toBe('passwd.png');
    expect(storedPhotoName('C:\\Users\\me\\Ảnh đẹp.jpg', 'jpeg')).toBe('Ảnh đẹp.jpg');
    expect(storedPhotoName('.hidden.png', 'png')).toBe('hidden.png');
    expect(storedPhotoName('...', 'gif')).toBe('photo.gif');
  });
});
