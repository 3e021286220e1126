/**
 * The API key never leaves the keychain: a whole publish through the bridge with a
 * known key (a Hub workspace pointing at a separate sandbox Hub), then the data dir,
 * every bridge answer, every pushed event and the console are searched for the key.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { BridgeResult } from '../../src-main/bridge/contract';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { KeytarSecretStore, MemorySecretStore, type SecretStore } from '../../src-main/secrets';
import { probeKeychain, TEST_SERVICE } from '../secrets/keychain';
import { scanForSecret } from '../secrets/leak-scan';

describe('the API key does not leak through a whole publish', () => {
  let hub: SandboxHandle;
  let core: Core;
  let dataDir: string;
  let store: SecretStore;
  const answers: unknown[] = [];
  const events: unknown[] = [];
  const consoleLines: string[] = [];

  beforeAll(async () => {
    // The Hub keeps its own state elsewhere: only Postroom's data dir is searched.
    hub = await startSandbox({ dataDir: mkdtempSync(join(tmpdir(), 'postroom-leak-hub-')), seed: 4242 });
    const probe = await probeKeychain();
    if (probe.ok) store = new KeytarSecretStore({ service: TEST_SERVICE });
    else {
      console.warn(`leak test: no usable keychain (${probe.reason}); the key is kept in a memory store for this run`);
      store = new MemorySecretStore();
    }
    dataDir = mkdtempSync(join(tmpdir(), 'postroom-leak-'));
    for (const level of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void consoleLines.push(args.map(String).join(' ')));
    }
    core = await createCore({ dataDir, shell: 'web', secretStore: store, connectivityIntervalMs: 0, env: {} });
    core.events.subscribe((topic, payload) => events.push({ topic, payload }));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await core.close();
    await hub.close();
  });

  const call = async (method: string, input: unknown): Promise<BridgeResult<unknown>> => {
    const r = await core.dispatch(method, input);
    answers.push({ method, r });
    return r;
  };
  const value = async <T>(method: string, input: unknown): Promise<T> => {
    const r = await call(method, input);
    if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
    return r.value as T;
  };

  it('publishes with a keychain key and leaves no trace of it', async () => {
    await value('workspaces.add', { name: 'Acme', hubUrl: hub.url });
    await value('workspaces.use', { name: 'Acme' });
    // A wrong key is refused (401 from the Hub) and not stored; its text must not leak either.
    const wrong = await call('key.set', { key: 'sk_wrong_0123456789abcdef' });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'wrong_key' } });
    const status = await value<{ hasKey: boolean; last4: string }>('key.set', { key: hub.apiKey });
    expect(status).toEqual({ hasKey: true, last4: hub.apiKey.slice(-4), source: 'keychain' });

    const profiles = await value<Array<{ profile_id: string; connections: Array<{ platform: string }> }>>('profiles.refresh', {});
    const profile = profiles.find((p) => p.connections.some((c) => c.platform === 'instagram'));
    if (!profile) throw new Error('no profile with instagram linked');
    const draft = await value<{ id: string }>('drafts.create', { draft: { profile_id: profile.profile_id, platforms: ['instagram'], caption: 'Leak test post' } });
    const photo = join(dataDir, 'leak.jpg');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#335577' } }).jpeg().toFile(photo);
    await value('photos.add', { draftId: draft.id, files: [photo] });
    const done = new Promise<void>((resolve) => {
      core.events.subscribe((topic, payload) => {
        if (topic === 'job' && (payload as { state: string }).state === 'done') resolve();
      });
    });
    await value('publish.start', { draftIds: [draft.id] });
    await done;
    const jobs = await value<Array<{ state: string; outcomes: Array<{ success: boolean | null }> }>>('jobs.list', {});
    expect(jobs[0]?.outcomes.every((o) => o.success === true)).toBe(true);
    expect(hub.control.publishedPosts()).toHaveLength(1);
    await value('workspaces.list', {});
    await value('system.info', {});
    await value('key.status', {});

    const hits = scanForSecret(dataDir, hub.apiKey, { answers, events, console: consoleLines });
    expect(hits).toEqual([]);
    expect(scanForSecret(dataDir, 'sk_wrong_0123456789abcdef', { answers, events, console: consoleLines })).toEqual([]);
    // And the scan can see a leak when there is one: the key is in the test's own memory.
    expect(scanForSecret(null, hub.apiKey, { planted: `Bearer ${hub.apiKey}` }).length).toBeGreaterThan(0);
    await value('key.clear', {});
  }, 60_000);
});
