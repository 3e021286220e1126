import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BodyStore } from '../../src-main/publisher/bodies';
import { PublisherError } from '../../src-main/publisher/errors';
import { tempDir } from './helpers';

let t: ReturnType<typeof tempDir> | undefined;
afterEach(() => t?.cleanup());

const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

describe('BodyStore (pack files for unfinished jobs\' exact bodies)', () => {
  it('writes a chunk\'s bodies to one pack and reads each back byte for byte, with its sha256', async () => {
    t = tempDir();
    const store = new BodyStore(join(t.dir, 'outbox-bodies'));
    const bodies = [Buffer.from('first body'), Buffer.alloc(70_000, 7), Buffer.from('')];
    const refs = await store.write(bodies);
    expect(new Set(refs.map((r) => r.pack)).size).toBe(1);
    expect(refs.map((r) => [r.offset, r.bytes])).toEqual([[0, 10], [10, 70_000], [70_010, 0]]);
    expect(refs.map((r) => r.sha256)).toEqual(bodies.map(sha));
    expect(statSync(join(store.dir, refs[0]!.pack)).size).toBe(70_010);
    for (const [i, r] of refs.entries()) expect((await store.read(r)).equals(bodies[i]!)).toBe(true);
  });

  it('refuses bytes that differ from the recorded sha256, a missing pack and a bad name, with typed errors', async () => {
    t = tempDir();
    const store = new BodyStore(join(t.dir, 'outbox-bodies'));
    const [ref] = await store.write([Buffer.from('exact bytes')]);
    writeFileSync(join(store.dir, ref!.pack), 'other bytes');
    await expect(store.read(ref!)).rejects.toMatchObject({ code: 'body_missing', message: expect.stringMatching(/sha256/) });
    await expect(store.read({ ...ref!, pack: '00000000-0000-0000-0000-000000000000.pack' })).rejects.toBeInstanceOf(PublisherError);
    await expect(store.read({ ...ref!, pack: '../library.sqlite' })).rejects.toMatchObject({ code: 'body_missing' });
  });

  it('prunes packs no live job needs; keeps live ones, ones being written, and young ones of other processes', async () => {
    t = tempDir();
    const store = new BodyStore(join(t.dir, 'outbox-bodies'));
    const [live] = await store.write([Buffer.from('live')]);
    const [dead] = await store.write([Buffer.from('dead')]);
    const [unsettled] = await store.write([Buffer.from('not yet journaled')]);
    store.settled([live!.pack, dead!.pack]);
    // Another process's pack: young is kept (it may be between its write and its commit), old goes.
    const young = '11111111-1111-1111-1111-111111111111.pack';
    const old = '22222222-2222-2222-2222-222222222222.pack';
    writeFileSync(join(store.dir, young), 'x');
    writeFileSync(join(store.dir, old), 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(store.dir, old), hourAgo, hourAgo);
    writeFileSync(join(store.dir, 'notes.txt'), 'not a pack');
    const removed = await store.prune(new Set([live!.pack]));
    expect(removed).toBe(2);
    expect(readdirSync(store.dir).sort()).toEqual([live!.pack, unsettled!.pack, young, 'notes.txt'].sort());
    expect(dead).toBeDefined();
  });
});
