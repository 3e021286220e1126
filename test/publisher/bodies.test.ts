import { afterEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BodyStore } from '../../src-main/publisher/bodies';
import { PublisherError } from '../../src-main/publisher/errors';
import { tempDir } from './helpers';

let t: ReturnType<typeof tempDir> | undefined;
afterEach(() => t?.cleanup());

const photo = (b: Buffer): { sha256: string; bytes: Buffer } => ({ sha256: createHash('sha256').update(b).digest('hex'), bytes: b });
const refOf = (p: { sha256: string; bytes: Buffer }, at: { pack: string; offset: number }) => ({ ...at, bytes: p.bytes.length, sha256: p.sha256 });

describe('BodyStore (pack files for the photos of unfinished jobs)', () => {
  it('writes a chunk\'s distinct photos once to one pack and reads each back byte for byte', async () => {
    t = tempDir();
    const store = new BodyStore(join(t.dir, 'outbox-bodies'));
    const [a, b, c] = [photo(Buffer.from('first photo')), photo(Buffer.alloc(70_000, 7)), photo(Buffer.from(''))];
    const refs = await store.writePhotos([a!, b!, a!, c!]); // `a` twice: stored once
    expect(new Set([...refs.values()].map((r) => r.pack)).size).toBe(1);
    expect([a!, b!, c!].map((p) => refs.get(p.sha256)!.offset)).toEqual([0, 11, 70_011]);
    const pack = refs.get(a!.sha256)!.pack;
    expect(statSync(join(store.dir, pack)).size).toBe(70_011);
    for (const p of [a!, b!, c!]) expect((await store.read(refOf(p, refs.get(p.sha256)!))).equals(p.bytes)).toBe(true);
  });

  it('points a later chunk at a photo it already stored (no second write), and writes new ones to a new pack', async () => {
    t = tempDir();
    const store = new BodyStore(join(t.dir, 'outbox-bodies'));
    const [a, b] = [photo(Buffer.from('shared photo')), photo(Buffer.from('new photo'))];
    const first = await store.writePhotos([a!]);
    const second = await store.writePhotos([a!, b!]);
    expect(second.get(a!.sha256)).toEqual(first.get(a!.sha256));
    expect(second.get(b!.sha256)!.pack).not.toBe(first.get(a!.sha256)!.pack);
    expect(readdirSync(store.dir)).toHaveLength(2);
    // Only while the pack is young: another process prunes packs it did not write after 10 minutes.
    const later = await store.writePhotos([a!], Date.now() + 6 * 60_000);
    expect(later.get(a!.sha256)!.pack).not.toBe(first.get(a!.sha256)!.pack);
  });

  it('refuses bytes that differ from the recorded sha256, a missing pack and a bad name, with typed errors', async () => {
    t = tempDir();
    const store = new BodyStore(join(t.dir, 'outbox-bodies'));
    const p = photo(Buffer.from('exact bytes'));
    const ref = refOf(p, (await store.writePhotos([p])).get(p.sha256)!);
    writeFileSync(join(store.dir, ref.pack), 'other bytes');
    await expect(store.read(ref)).rejects.toMatchObject({ code: 'body_missing', message: expect.stringMatching(/sha256/) });
    await expect(store.read({ ...ref, pack: '00000000-0000-0000-0000-000000000000.pack' })).rejects.toBeInstanceOf(PublisherError);
    await expect(store.read({ ...ref, pack: '../library.sqlite' })).rejects.toMatchObject({ code: 'body_missing' });
  });

  it('prunes packs no live job needs; keeps live ones, held ones (until each holder settles), and young ones of other processes', async () => {
    t = tempDir();
    const store = new BodyStore(join(t.dir, 'outbox-bodies'));
    const packOf = async (s: string): Promise<string> => [...(await store.writePhotos([photo(Buffer.from(s))])).values()][0]!.pack;
    const live = await packOf('live');
    const dead = await packOf('dead');
    const unsettled = await packOf('not yet journaled');
    store.settled([live, dead]);
    // A second chunk reuses `unsettled`'s photo: the pack stays held until both chunks settle.
    await store.writePhotos([photo(Buffer.from('not yet journaled'))]);
    store.settled([unsettled]);
    // Another process's pack: young is kept (it may be between its write and its commit), old goes.
    const young = '11111111-1111-1111-1111-111111111111.pack';
    const old = '22222222-2222-2222-2222-222222222222.pack';
    writeFileSync(join(store.dir, young), 'x');
    writeFileSync(join(store.dir, old), 'x');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(store.dir, old), hourAgo, hourAgo);
    writeFileSync(join(store.dir, 'notes.txt'), 'not a pack');
    expect(await store.prune(new Set([live]))).toBe(2);
    expect(readdirSync(store.dir).sort()).toEqual([live, unsettled, young, 'notes.txt'].sort());
    store.settled([unsettled]);
    expect(await store.prune(new Set([live]))).toBe(1);
    expect(readdirSync(store.dir)).not.toContain(unsettled);
    // A photo whose pack was pruned is written again, not pointed at.
    const again = await store.writePhotos([photo(Buffer.from('dead'))]);
    expect([...again.values()][0]!.pack).not.toBe(dead);
  });
});
