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
import { runCli } from '../../src-main/cli';
import { openLibrary } from '../../src-main/library';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';

let root: string;
let server: TeamServer;

/** One laptop: a data dir and its member token (POSTROOM_TEAM_TOKEN, so no keychain is needed). */
const laptop = (name: string, token: string) => {
  const dir = join(root, name);
  const run = async (argv: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: { POSTROOM_TEAM_TOKEN: token } });
    return { code, out: stderr + stdout };
  };
  const lib = <T>(fn: (l: ReturnType<typeof openLibrary>) => T): T => {
    const l = openLibrary(join(dir, 'library.sqlite'));
    try {
      return fn(l);
    } finally {
      l.close();
    }
  };
  return { run, lib };
};
type Laptop = ReturnType<typeof laptop>;

let A: Laptop;
let B: Laptop;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-wire-lists-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  A = laptop('a', (await createMemberToken(server.store, { name: 'Ann', role: 'editor' })).token);
  B = laptop('b', (await createMemberToken(server.store, { name: 'Bob', role: 'editor' })).token);
  for (const l of [A, B]) {
    const j = await l.run(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9', '--json']);
    expect(j.code, j.out).toBe(0);
  }
});
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

const sync = async (l: Laptop): Promise<void> => {
  const r = await l.run(['team', 'sync', '--json']);
  expect(r.code, r.out).toBe(0);
};
const img = (n: string): string => `https://cdn.example.com/${n}.jpg`;
/** The draft's photos kept (by id) and one more URL, with one more tag: what adding a photo and a tag stores. */
const addPhotoAndTag = (l: Laptop, id: string, url: string, tag: string): void => l.lib((lib) => {
  const d = lib.drafts.getDraft(lib.db, id);
  lib.drafts.update(lib.db, id, { photos: [...d.photos.map((p) => ({ id: p.id, url: p.url as string })), url], tags: [...d.tags, tag] });
});
const listsOf = (l: Laptop, id: string) => l.lib((lib) => {
  const d = lib.drafts.getDraft(lib.db, id);
  return { photos: d.photos.map((p) => p.url), tags: d.tags };
});

describe('two laptops on a real team server', () => {
  it('each adds a photo and a tag to one draft offline: after syncing, both photos and both tags on both', async () => {
    const id = A.lib((lib) => lib.drafts.create(lib.db, { caption: 'Tết launch', platforms: ['instagram'], photos: [img('first')], tags: ['launch'] }).id);
    await sync(A);
    await sync(B);
    expect(listsOf(B, id)).toEqual({ photos: [img('first')], tags: ['launch'] });

    addPhotoAndTag(A, id, img('from-ann'), 'ann');
    addPhotoAndTag(B, id, img('from-bob'), 'bob');
    await sync(A);
    await sync(B);
    await sync(A);
    const onA = listsOf(A, id);
    expect(onA.photos[0]).toBe(img('first'));
    expect([...onA.photos].sort()).toEqual([img('first'), img('from-ann'), img('from-bob')]);
    expect([...onA.tags].sort()).toEqual(['ann', 'bob', 'launch']);
    expect(listsOf(B, id)).toEqual(onA);
  });
});
