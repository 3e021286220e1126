import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_KEYS } from '../../src-main/hub';
import { httpClient, ipcClient, type TestClient } from './transports';

/** One suite, both transports: the renderer must not be able to tell them apart. */
describe.each([['http', httpClient], ['ipc', ipcClient]] as const)('bridge over %s', (_name, make) => {
  let client: TestClient;
  beforeAll(async () => {
    client = await make();
  });
  afterAll(async () => {
    await client.close();
  });

  it('answers system.info with real versions and the data dir', async () => {
    const r = await client.invoke('system.info', {});
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.app).toBe('Postroom');
    expect(r.value.node).toBe(process.versions.node);
    expect(r.value.dataDir).toBe(client.core.dataDir);
    expect(r.value.shell).toBe(client.name === 'ipc' ? 'electron' : 'web');
  });

  it('serves the channel table with sourced limits', async () => {
    const r = await client.invoke('channels.table', {});
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.map((c) => c.key)).toEqual([...CHANNEL_KEYS]);
    expect(r.value.filter((c) => c.photo)).toHaveLength(15);
    for (const c of r.value) if (c.captionLimit) expect(c.captionLimit.source).toMatch(/^https:\/\//);
  });

  it('refuses an unknown method with a typed error', async () => {
    const r = await client.raw('system.rm_rf', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'unknown_method' } });
  });

  it.each([
    ['extra field', 'system.info', { evil: true }],
    ['wrong type', 'system.connectivity', { recheck: 'yes' }],
    ['not an object', 'system.info', 'hello'],
    ['http URL where https is required', 'system.openExternal', { url: 'http://example.com' }],
    ['prototype pollution attempt', 'drafts.get', JSON.parse('{"__proto__": {"polluted": 1}}')],
  ])('refuses bad input (%s) with invalid_input and names the field', async (_what, method, input) => {
    const r = await client.raw(method, input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('invalid_input');
    expect(r.error.message).toMatch(new RegExp(`Invalid input for ${method.replace('.', '\\.')}`));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('pushes core events to the renderer', async () => {
    const got = new Promise((resolve) => client.on('connectivity', resolve));
    // The SSE stream needs a moment to attach before the event is emitted.
    await new Promise((r) => setTimeout(r, 200));
    const payload = { state: 'online' as const, hubUrl: 'http://127.0.0.1:1', checkedAt: new Date(0).toISOString(), reason: null };
    client.core.events.emit('connectivity', payload);
    expect(await got).toEqual(payload);
  });
});

describe('IPC transport sender check', () => {
  it('refuses calls from a frame that is not the app', async () => {
    const client = await ipcClient(undefined, 'https://evil.example/');
    const r = await client.invoke('system.info', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'forbidden_sender' } });
    await client.close();
  });
});
