/**
 * A draft's lists on the real wire (issue 33, brief `lists`): two laptops (data dirs, through the
 * CLI) on one real team server (startTeamServer, started once for the file). Each adds a photo and
 * a tag to one draft while not connected (edits between two `team sync`s); after both sync, both
 * laptops have both photos and both tags, in one order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop, type CliLaptop } from './helpers';

let root: string;
let server: TeamServer;

let A: CliLaptop;
let B: CliLaptop;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-wire-lists-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  A = cliLaptop(root, 'a', (await createMemberToken(server.store, { name: 'Ann', role: 'editor' })).token);
  B = cliLaptop(root, 'b', (await createMemberToken(server.store, { name: 'Bob', role: 'editor' })).token);
  for (const l of [A, B]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);
});
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

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
