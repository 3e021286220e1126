/**
 * Offline at the app level: a post published while the Hub is unreachable waits in the
 * outbox with its key, the connectivity indicator says offline, and when the Hub answers
 * again the post goes out by itself, exactly once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { ConnectivityDto, JobDto } from '../../src-main/bridge/contract';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { MemorySecretStore } from '../../src-main/secrets';
import { startSandboxToClose } from '../helpers/quiet-port';

describe('offline outbox', () => {
  let hub: SandboxHandle | null = null;
  let core: Core | null = null;
  afterAll(async () => {
    await core?.close();
    await hub?.close();
  });

  it('waits while the Hub is down and publishes once when it is back', async () => {
    const hubDir = mkdtempSync(join(tmpdir(), 'postroom-offline-hub-'));
    hub = await startSandboxToClose({ dataDir: hubDir, seed: 77 });
    const { port, url, apiKey } = hub;
    const c = await createCore({ dataDir: mkdtempSync(join(tmpdir(), 'postroom-offline-')), shell: 'web', secretStore: new MemorySecretStore(), connectivityIntervalMs: 0, env: {} });
    core = c;
    const value = async <T>(method: string, input: unknown): Promise<T> => {
      const r = await c.dispatch(method, input);
      if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
      return r.value as T;
    };
    await value('workspaces.add', { name: 'Acme', hubUrl: url });
    await value('workspaces.use', { name: 'Acme' });
    await value('key.set', { key: apiKey });
    const profiles = await value<Array<{ profile_id: string; connections: Array<{ platform: string }> }>>('profiles.refresh', {});
    const profile = profiles.find((p) => p.connections.some((x) => x.platform === 'threads'));
    if (!profile) throw new Error('no profile with threads linked');
    const draft = await value<{ id: string }>('drafts.create', { draft: { profile_id: profile.profile_id, platforms: ['threads'], caption: 'Written on the train' } });
    const photo = join(c.dataDir, 'train.jpg');
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#884422' } }).jpeg().toFile(photo);
    await value('photos.add', { draftId: draft.id, files: [photo] });

    const connectivity: ConnectivityDto[] = [];
    const jobs: JobDto[] = [];
    c.events.subscribe((topic, payload) => {
      if (topic === 'connectivity') connectivity.push(payload as ConnectivityDto);
      if (topic === 'job') jobs.push(payload as JobDto);
    });
    const until = async (what: string, ok: () => boolean, ms = 30_000): Promise<void> => {
      const end = Date.now() + ms;
      while (!ok()) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };

    await hub.close();
    hub = null;
    const batch = await value<{ total: number }>('publish.start', { draftIds: [draft.id] });
    expect(batch.total).toBe(1);
    await until('the offline indicator', () => connectivity.some((x) => x.state === 'offline'));
    const waiting = jobs.filter((j) => j.draftId === draft.id).at(-1);
    expect(waiting?.state).toMatch(/^(prepared|sending|retrying)$/);
    const key = waiting?.idempotencyKey;

    hub = await startSandbox({ dataDir: hubDir, seed: 77, port });
    await until('the post to be done', () => jobs.some((j) => j.draftId === draft.id && j.state === 'done'));
    expect(connectivity.at(-1)?.state).toBe('online');
    const published = hub.control.publishedPosts();
    expect(published.map((p) => p.idempotencyKey)).toEqual([key]);
  }, 60_000);
});
