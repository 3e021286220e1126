/**
 * "Last checked" is only as fresh as what the renderer hears: every reading the core
 * takes (a ping, or what the publisher saw while sending) is pushed as a 'connectivity'
 * event, not only the readings whose state changed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { ConnectivityDto } from '../../src-main/bridge/contract';
import { MemorySecretStore } from '../../src-main/secrets';

describe('connectivity readings', () => {
  let core: Core | null = null;
  afterAll(async () => {
    await core?.close();
  });

  it('pushes every reading, so the indicator shows the latest check time', async () => {
    const c = await createCore({
      dataDir: mkdtempSync(join(tmpdir(), 'postroom-conn-')),
      shell: 'web', secretStore: new MemorySecretStore(), connectivityIntervalMs: 0, embeddedSandbox: false, resume: false, env: {},
    });
    core = c;
    const heard: ConnectivityDto[] = [];
    c.events.subscribe((topic, payload) => {
      if (topic === 'connectivity') heard.push(payload as ConnectivityDto);
    });
    // No workspace: each ping reads offline, the same state twice.
    const first = await c.dispatch('system.connectivity', { recheck: true });
    await new Promise((r) => setTimeout(r, 5));
    const second = await c.dispatch('system.connectivity', { recheck: true });
    expect(first.ok && second.ok).toBe(true);
    expect(heard.map((x) => x.state)).toEqual(['offline', 'offline']);
    expect(Date.parse(heard[1]?.checkedAt ?? '')).toBeGreaterThan(Date.parse(heard[0]?.checkedAt ?? ''));

    // The publisher's readings count as checks too, even when nothing changed.
    const at = Date.parse(heard[1]?.checkedAt ?? '') + 60_000;
    c.services.noteConnectivity(false, 'no answer', at);
    expect(heard).toHaveLength(3);
    expect(heard[2]?.checkedAt).toBe(new Date(at).toISOString());
  });

  it('says when the Hub is the built-in Sandbox, and stops saying it for a real account', async () => {
    const c = await createCore({
      dataDir: mkdtempSync(join(tmpdir(), 'postroom-conn-')),
      shell: 'web', secretStore: new MemorySecretStore(), connectivityIntervalMs: 0, resume: false, env: {},
    });
    try {
      const sandbox = await c.dispatch('system.connectivity', { recheck: true });
      expect(sandbox.ok && sandbox.value).toMatchObject({ state: 'online', sandbox: true });
      expect((await c.dispatch('workspaces.add', { name: 'Agency', hubUrl: 'http://127.0.0.1:9' })).ok).toBe(true);
      expect((await c.dispatch('workspaces.use', { name: 'Agency' })).ok).toBe(true);
      const real = await c.dispatch('system.connectivity', { recheck: true });
      expect(real.ok && real.value).toMatchObject({ sandbox: false });
    } finally {
      await c.close();
    }
  });
});
