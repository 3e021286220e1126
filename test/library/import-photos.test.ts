/**
 * The importer's photos column (issue 26 item 2): a photo is checked by content before anything
 * is stored. /etc/passwd, or a text file named .jpg, is a problem on its row; a real photo imports.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tempDir, tempLibrary } from './helpers';

describe('import: photos are images, by content', () => {
  it('refuses photos=/etc/passwd and a text file named .jpg; imports nothing; a real photo imports', async () => {
    const { lib } = tempLibrary();
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.jpg'), 'not a photo at all\n');
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#468' } }).jpeg().toFile(join(dir, 'real.jpg'));
    const rows = ['profile_id,platforms,caption,photos', 'p1,instagram,passwd,/etc/passwd', 'p1,instagram,text,notes.jpg', 'p1,instagram,good,real.jpg'];
    writeFileSync(join(dir, 'in.csv'), rows.join('\n'));
    const r = await lib.transfer.importFile(lib.db, join(dir, 'in.csv'));
    expect(r.imported).toBe(0);
    const photoProblems = r.problems.filter((p) => p.field === 'photos');
    expect(photoProblems.map((p) => p.line)).toEqual([2, 3]);
    expect(photoProblems[0]!.message).toMatch(/\/etc\/passwd is not a photo/);
    expect(photoProblems[1]!.message).toMatch(/notes\.jpg is not a photo/);
    expect(lib.drafts.count(lib.db, {})).toBe(0);
    const partial = await lib.transfer.importFile(lib.db, join(dir, 'in.csv'), { partial: true });
    expect(partial.imported).toBe(1);
    expect(lib.drafts.getMany(lib.db, partial.ids)[0]!.photos).toMatchObject([{ source: 'file', path: join(dir, 'real.jpg'), mime: 'image/jpeg' }]);
  });
});
