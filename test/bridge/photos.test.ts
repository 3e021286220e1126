/**
 * Photos through the bridge (issue 26 item 2, issue 25 "photos keep their names"), both
 * transports: a non-image is a typed refusal that stores nothing, a pasted photo keeps its name,
 * and preflight reports a stored photo that can no longer be read.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient, ipcClient, type TestClient } from './transports';

describe.each([['http', httpClient], ['ipc', ipcClient]] as const)('photos over %s', (_name, make) => {
  let client: TestClient;
  let draftId = '';
  beforeAll(async () => {
    client = await make();
    const d = await client.invoke('drafts.create', { draft: { caption: 'photos', platforms: ['instagram'], profile_id: 'prof_1' } });
    if (!d.ok) throw new Error(d.error.message);
    draftId = d.value.id;
  });
  afterAll(async () => {
    await client.close();
  });
  const photoCount = async () => {
    const d = await client.invoke('drafts.get', { id: draftId });
    if (!d.ok) throw new Error(d.error.message);
    return d.value.photos.length;
  };

  it('photos.addBytes refuses 10 MB of "x" named .png (not_an_image) and stores nothing', async () => {
    const r = await client.invoke('photos.addBytes', { draftId, name: 'x.png', base64: Buffer.alloc(10 * 1024 * 1024, 'x').toString('base64') });
    expect(r).toMatchObject({ ok: false, error: { code: 'not_an_image' } });
    if (!r.ok) expect(r.error.message).toContain('x.png');
    expect(await photoCount()).toBe(0);
    expect(existsSync(join(client.core.dataDir, 'photos')) ? readdirSync(join(client.core.dataDir, 'photos')) : []).toEqual([]);
  });

  it('photos.add refuses a text file named .jpg (not_an_image) and stores nothing', async () => {
    const file = join(client.core.dataDir, 'passwd.jpg');
    writeFileSync(file, 'root:x:0:0:root:/root:/bin/bash\n');
    const r = await client.invoke('photos.add', { draftId, files: [file] });
    expect(r).toMatchObject({ ok: false, error: { code: 'not_an_image' } });
    expect(await photoCount()).toBe(0);
  });

  it('a pasted photo keeps its own name: stored under it, so it is shown by it (the name, not a hash)', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7' } }).png().toBuffer();
    const r = await client.invoke('photos.addBytes', { draftId, name: 'Bến Thành 2024.png', base64: png.toString('base64') });
    if (!r.ok) throw new Error(r.error.message);
    const p = r.value.photos[0]!;
    expect(basename(p.path ?? '')).toBe('Bến Thành 2024.png');
    const budget = await client.invoke('drafts.budget', { id: draftId });
    expect(budget.ok && budget.value.photos[0]?.error).toBeNull();
  });

  it('preflight reports a stored photo that can no longer be read (photo_unreadable), and not a good one', async () => {
    const file = join(client.core.dataDir, 'later-broken.jpg');
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c84' } }).jpeg().toFile(file);
    const added = await client.invoke('photos.add', { draftId, files: [file] });
    if (!added.ok) throw new Error(added.error.message);
    const ok = await client.invoke('drafts.preflight', { id: draftId });
    expect(ok.ok && ok.value.filter((p) => p.code === 'photo_unreadable')).toEqual([]);
    writeFileSync(file, 'replaced by text');
    const after = await client.invoke('drafts.preflight', { id: draftId });
    if (!after.ok) throw new Error(after.error.message);
    const problem = after.value.find((p) => p.code === 'photo_unreadable');
    expect(problem).toMatchObject({ severity: 'error', field: 'photos' });
    expect(problem?.message).toMatch(/later-broken\.jpg is not a photo/);
  });
});
