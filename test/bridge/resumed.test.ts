/**
 * After a restart the core goes on with the sends it had not finished, and says how many
 * (`system.resumed`, issue 32 part 6), so a screen opened or reconnected after it can say so.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { JobDto, ResumedDto } from '../../src-main/bridge/contract';
import { MemorySecretStore } from '../../src-main/secrets';

const dataDir = mkdtempSync(join(tmpdir(), 'postroom-resumed-'));
const secretStore = new MemorySecretStore();
let core: Core | null = null;
const start = async (faults: Record<string, number>) => {
  await core?.close();
  core = await createCore({ dataDir, shell: 'web', secretStore, connectivityIntervalMs: 0, embeddedSandbox: { faults }, env: {} });
  return core;
};
const ok = <T>(r: { ok: true; value: unknown } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
};

afterAll(async () => {
  await core?.close();
});

describe('sends resumed at start', () => {
  it('counts the sends the start went on with: none on a fresh start, one after a restart mid-send', async () => {
    // Every publish answered 502 upstream_error: the job waits to be sent again (retrying).
    const c = await start({ upstream_error: 1 });
    expect(ok<ResumedDto>(await c.dispatch('system.resumed', {})).sends).toBe(0);
    const d = ok<{ id: string }>(await c.dispatch('drafts.create', { draft: { caption: 'resume me', platforms: ['facebook'], profile_id: 'prof_lumen' } }));
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#468' } }).png().toBuffer();
    ok(await c.dispatch('photos.addBytes', { draftId: d.id, name: 'p.png', base64: png.toString('base64') }));
    ok(await c.dispatch('publish.start', { draftIds: [d.id] }));
    await expect.poll(async () => ok<JobDto[]>(await c.dispatch('jobs.list', { draftId: d.id })).map((j) => j.state), { timeout: 20_000 }).toEqual(['retrying']);

    const again = await start({});
    const resumed = ok<ResumedDto>(await again.dispatch('system.resumed', {}));
    expect(resumed.sends).toBe(1);
    expect(Date.parse(resumed.startedAt)).toBeGreaterThan(0);
    // And it did go on: the post is published by the restarted core.
    await expect.poll(async () => ok<JobDto[]>(await again.dispatch('jobs.list', { draftId: d.id })).map((j) => j.state), { timeout: 30_000 }).toEqual(['done']);
  }, 90_000);
});
