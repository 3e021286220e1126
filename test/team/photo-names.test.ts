/**
 * A photo's file name travels with it (walk 3a, brief `photoname`): two laptops through the CLI on
 * one real team server (started once for the file). A photo Ann adds from IMG_20261127_081532.jpg
 * is named so on Bob's laptop too, where its bytes are stored under their sha256; the name outlives
 * Bob's own edit of the draft's photos (a save rewrites the photo rows); a photo without a known
 * name is named by nothing rather than by its hash (the screens show "Photo N").
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoName } from '../../src-main/library/model';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-photo-names-' });
let root: string;
let A: CliLaptop;
let B: CliLaptop;

beforeAll(async () => {
  [A, B] = await team.start([{ dir: 'a', name: 'Ann', role: 'editor' }, { dir: 'b', name: 'Bob', role: 'editor' }]);
  root = team.root();
});
afterAll(() => team.stop());

const photo = (name: string, seed: number) => {
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * seed) % 256));
  const file = join(root, name);
  writeFileSync(file, bytes);
  return { path: file, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length, mime: 'image/jpeg' };
};
const names = (l: CliLaptop, id: string) => l.lib((lib) => lib.drafts.get(lib.db, id).photos.map((p) => p.name));

describe("a teammate's photo keeps its file name", () => {
  let id = '';

  it("Ann adds IMG_20261127_081532.jpg: Bob's library names it so, though its bytes are stored under their sha256", async () => {
    const p = photo('IMG_20261127_081532.jpg', 7);
    id = A.lib((l) => l.drafts.create(l.db, { caption: 'Tết', platforms: ['instagram'], photos: [p] }).id);
    expect(names(A, id)).toEqual(['IMG_20261127_081532.jpg']);
    await A.sync();
    await B.sync();
    const onB = B.lib((l) => l.drafts.get(l.db, id).photos[0]!);
    expect(onB.sha256).toBe(p.sha256);
    expect(basename(onB.path ?? '')).toBe(p.sha256); // the team's photo store: the hash is the file's name here
    expect(onB.name).toBe('IMG_20261127_081532.jpg');
    // The Library's list reads the same rows.
    expect(B.lib((l) => l.drafts.list(l.db, {}).items.find((d) => d.id === id)?.photos.map((x) => x.name))).toEqual(['IMG_20261127_081532.jpg']);
  });

  it("Bob adds his own photo (the draft's photo rows are rewritten): both names stay, on both laptops", async () => {
    const mine = photo('bao-ao-dai.jpg', 11);
    B.lib((l) => {
      const d = l.drafts.get(l.db, id);
      l.drafts.update(l.db, id, { photos: [...d.photos.map((x) => ({ id: x.id, path: x.path ?? '' })), mine] });
    });
    expect(names(B, id)).toEqual(['IMG_20261127_081532.jpg', 'bao-ao-dai.jpg']);
    await B.sync();
    await A.sync();
    expect(names(A, id)).toEqual(['IMG_20261127_081532.jpg', 'bao-ao-dai.jpg']);
    await B.sync();
    expect(names(B, id)).toEqual(['IMG_20261127_081532.jpg', 'bao-ao-dai.jpg']);
  });
});

describe('a photo whose name is not known', () => {
  it('is named by nothing (the screens say "Photo N"), never by the hash its bytes are stored under', () => {
    const sha = 'ab'.repeat(32);
    expect(photoName(null, `/data/media/team/ab/${sha}`, sha)).toBeNull();
    expect(photoName(null, `/data/media/team/ab/${sha}`, null)).toBeNull();
    expect(photoName(null, null, sha)).toBeNull();
    expect(photoName(null, '/home/lan/Pictures/IMG_1.jpg', sha)).toBe('IMG_1.jpg');
    expect(photoName('IMG_2.jpg', `/data/media/team/ab/${sha}`, sha)).toBe('IMG_2.jpg');
  });
});
