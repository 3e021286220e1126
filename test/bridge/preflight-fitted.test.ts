/**
 * The channels' photo rules are checked on the photo as it will be sent (issue 32 part 5): a
 * stored original over X's 5 MB per image is fitted under the 4.5 MB body cap, so X is not
 * warned about it (it was, beside "Upload after fitting: …"); preflight and the budget share one fit.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_RULES } from '../../src-main/media';
import { ipcClient, type TestClient } from './transports';

describe('drafts.preflight on the fitted photos', () => {
  let client: TestClient;
  let draftId = '';
  beforeAll(async () => {
    client = await ipcClient();
    const d = await client.invoke('drafts.create', { draft: { caption: 'big', platforms: ['x'], profile_id: 'prof_1' } });
    if (!d.ok) throw new Error(d.error.message);
    draftId = d.value.id;
    // Noise does not compress: an original well over X's cap.
    const side = 2100;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (Math.imul(i, 2654435761) >>> 13) & 255;
    const file = join(client.core.dataDir, 'big.jpg');
    await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100 }).toFile(file);
    const added = await client.invoke('photos.add', { draftId, files: [file] });
    if (!added.ok) throw new Error(added.error.message);
    expect(added.value.photos[0]?.bytes).toBeGreaterThan(PHOTO_RULES.x!.maxBytes!);
  }, 120_000);
  afterAll(async () => {
    await client.close();
  });

  it('does not warn that a photo is larger than X takes when the photo sent is not', async () => {
    const [pre, budget] = await Promise.all([client.invoke('drafts.preflight', { id: draftId }), client.invoke('drafts.budget', { id: draftId })]);
    if (!pre.ok || !budget.ok) throw new Error('checks failed');
    expect(budget.value.photos[0]?.fittedBytes).toBeLessThan(PHOTO_RULES.x!.maxBytes!);
    expect(pre.value.filter((p) => p.code === 'photo_too_large')).toEqual([]);
  }, 120_000);

  it('still warns, naming the photo, where the photo sent is over a channel\'s rule (Bluesky: 1 MB)', async () => {
    const u = await client.invoke('drafts.update', { id: draftId, patch: { platforms: ['x', 'bluesky'] } });
    if (!u.ok) throw new Error(u.error.message);
    const pre = await client.invoke('drafts.preflight', { id: draftId });
    if (!pre.ok) throw new Error(pre.error.message);
    expect(pre.value.filter((p) => p.code === 'photo_too_large').map((p) => [p.channel, p.photos])).toEqual([['bluesky', [1]]]);
  }, 120_000);

  it('checks no photo rule before a profile is chosen (nothing is fitted without one), and says no raw error', async () => {
    const u = await client.invoke('drafts.update', { id: draftId, patch: { profile_id: null } });
    if (!u.ok) throw new Error(u.error.message);
    const pre = await client.invoke('drafts.preflight', { id: draftId });
    if (!pre.ok) throw new Error(pre.error.message);
    expect(pre.value.filter((p) => p.code.startsWith('photo_')).map((p) => p.code)).toEqual([]);
    expect(pre.value.map((p) => p.code)).toContain('no_profile');
  }, 60_000);
});
