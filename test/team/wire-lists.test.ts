/**
 * A draft's lists on the real wire (issue 33, brief `lists`): two laptops (data dirs, through the
 * CLI) on one real team server (startTeamServer, started once for the file). Each adds a photo and
 * a tag to one draft while not connected (edits between two `team sync`s); after both sync, both
 * laptops have both photos and both tags, in one order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-wire-lists-' });
let A: CliLaptop;
let B: CliLaptop;

beforeAll(async () => {
  [A, B] = await team.start([{ dir: 'a', name: 'Ann', role: 'editor' }, { dir: 'b', name: 'Bob', role: 'editor' }]);
});
afterAll(() => team.stop());

const img = (n: string): string => `https://cdn.example.com/${n}.jpg`;
/** The draft's photos kept (by id) and one more URL, with one more tag: what adding a photo and a tag stores. */
const addPhotoAndTag = (l: CliLaptop, id: string, url: string, tag: string): void => l.lib((lib) => {
  const d = lib.drafts.getDraft(lib.db, id);
  lib.drafts.update(lib.db, id, { photos: [...d.photos.map((p) => ({ id: p.id, url: p.url as string })), url], tags: [...d.tags, tag] });
});
const listsOf = (l: CliLaptop, id: string) => l.lib((lib) => {
  const d = lib.drafts.getDraft(lib.db, id);
  return { photos: d.photos.map((p) => p.url), tags: d.tags };
});

describe('two laptops on a real team server', () => {
  it('each adds a photo and a tag to one draft offline: after syncing, both photos and both tags on both', async () => {
    const id = A.lib((lib) => lib.drafts.create(lib.db, { caption: 'Tết launch', platforms: ['instagram'], photos: [img('first')], tags: ['launch'] }).id);
    await A.sync();
    await B.sync();
    expect(listsOf(B, id)).toEqual({ photos: [img('first')], tags: ['launch'] });

    addPhotoAndTag(A, id, img('from-ann'), 'ann');
    addPhotoAndTag(B, id, img('from-bob'), 'bob');
    await A.sync();
    await B.sync();
    await A.sync();
    const onA = listsOf(A, id);
    expect(onA.photos[0]).toBe(img('first'));
    expect([...onA.photos].sort()).toEqual([img('first'), img('from-ann'), img('from-bob')]);
    expect([...onA.tags].sort()).toEqual(['ann', 'bob', 'launch']);
    expect(listsOf(B, id)).toEqual(onA);
  });
});
