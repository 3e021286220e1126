import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKey, hubClientVerifier, KeyService, MemorySecretStore, MemoryWorkspaceStore, SecretsError, verdictFromFailure, WorkspaceService,
} from '../../src-main/secrets';
import { deadUrl, startFakeHub, type FakeHub } from './fake-hub';

const GOOD = 'sk_live_good_0000000000GOOD';
const GOOD2 = 'sk_live_good_1111111111NEW2';
const EXPIRED = 'sk_live_expired_00000000EXPD';
const BANNED = 'sk_live_banned_000000000BNND';
const BROKEN = 'sk_live_broken_000000000BRKN';
const UNKNOWN = 'sk_live_unknown_0000000UNKN';

let hub: FakeHub;
beforeAll(async () => {
  hub = await startFakeHub();
  hub.accounts.set(GOOD, 'good').set(GOOD2, 'good').set(EXPIRED, 'expired').set(BANNED, 'banned_everywhere').set(BROKEN, 'broken');
});
afterAll(() => hub.close());

async function setup(env: NodeJS.ProcessEnv = {}, hubUrl = hub.url) {
  const store = new MemorySecretStore();
  const workspaces = new MemoryWorkspaceStore();
  const keys = new KeyService({ store, workspaces, verifier: hubClientVerifier(), env });
  const ws = new WorkspaceService({ workspaces, keys });
  const a = await ws.add({ name: 'A', hubUrl });
  await ws.use('A');
  return { store, workspaces, keys, ws, a };
}

const rejection = async (p: Promise<unknown>): Promise<SecretsError> => {
  try {
    await p;
  } catch (err) {
    if (err instanceof SecretsError) return err;
    throw err;
  }
  throw new Error('expected a rejection');
};

describe('KeyService.setKey', () => {
  it('verifies with usage then profiles, sending the key as a Bearer header, then stores it with its hint', async () => {
    const { keys, store, workspaces, a } = await setup();
    const before = hub.requests.length;
    const r = await keys.setKey({ key: `${GOOD}\n` });
    expect(r).toMatchObject({ verified: true, replaced: false, profiles: 2, key: { hasKey: true, last4: 'GOOD', source: 'keychain' }, unverifiedReason: null, envOverrides: false });
    expect(r.usage?.plan).toEqual({ name: 'Pro', active: true, expiresAt: '2027-01-01T00:00:00Z' });
    expect(hub.requests.slice(before).map((q) => [q.path, q.authorization])).toEqual([
      ['/v1/usage', `Bearer ${GOOD}`],
      ['/v1/profiles', `Bearer ${GOOD}`],
    ]);
    expect(await store.get(a.id)).toBe(GOOD);
    expect(workspaces.get('A')?.keyHint).toBe('GOOD');
    expect(await keys.status()).toEqual({ hasKey: true, last4: 'GOOD', source: 'keychain' });
    expect((await keys.keyFor()).key.reveal()).toBe(GOOD);
  });

  it('rotates: a second good key replaces the first', async () => {
    const { keys, store, a } = await setup();
    await keys.setKey({ key: GOOD });
    const r = await keys.setKey({ key: GOOD2, workspace: 'a' });
    expect(r).toMatchObject({ verified: true, replaced: true, key: { last4: 'NEW2' } });
    expect(await store.get(a.id)).toBe(GOOD2);
  });

  it('401 → wrong_key, never saved, even with allowUnverified; the previous key stays', async () => {
    const { keys, store, a } = await setup();
    await keys.setKey({ key: GOOD });
    for (const allowUnverified of [false, true]) {
      const err = await rejection(keys.setKey({ key: UNKNOWN, allowUnverified }));
      expect(err.code).toBe('wrong_key');
      expect(err.details).toMatchObject({ httpStatus: 401, hubCode: 'unauthorized' });
      expect(err.message).not.toContain(UNKNOWN);
    }
    expect(await store.get(a.id)).toBe(GOOD);
  });

  it('403 on profiles → account_problem with the usage reading; not saved unless allowed', async () => {
    const { keys, store, a } = await setup();
    const err = await rejection(keys.setKey({ key: EXPIRED }));
    expect(err.code).toBe('account_problem');
    expect(err.details?.usage).toMatchObject({ plan: { name: 'Pro', active: false, expiresAt: '2026-10-01T00:00:00Z' } });
    expect(err.message).toContain('not active');
    expect(await store.get(a.id)).toBeNull();
    const r = await keys.setKey({ key: EXPIRED, allowUnverified: true });
    expect(r).toMatchObject({ verified: false, usage: { plan: { active: false } } });
    expect(r.unverifiedReason).toContain('403');
    expect(await store.get(a.id)).toBe(EXPIRED);
  });

  it('403 on usage → account_problem without a usage reading', async () => {
    const { keys } = await setup();
    const err = await rejection(keys.setKey({ key: BANNED }));
    expect(err.code).toBe('account_problem');
    expect(err.details?.usage).toBeNull();
  });

  it('network failure → unverified, not saved; saved with allowUnverified', async () => {
    const { keys, store, a } = await setup({}, await deadUrl());
    const err = await rejection(keys.setKey({ key: GOOD }));
    expect(err.code).toBe('unverified');
    expect(err.details?.reason).toBe('network');
    expect(await store.get(a.id)).toBeNull();
    const r = await keys.setKey({ key: GOOD, allowUnverified: true });
    expect(r).toMatchObject({ verified: false, key: { hasKey: true, last4: 'GOOD', source: 'keychain' } });
    expect(await store.get(a.id)).toBe(GOOD);
  });

  it('a Hub 5xx → unverified (hub_error)', async () => {
    const { keys } = await setup();
    const err = await rejection(keys.setKey({ key: BROKEN }));
    expect(err).toMatchObject({ code: 'unverified', details: { reason: 'hub_error', httpStatus: 500, hubCode: 'internal_error' } });
  });

  it('refuses the sandbox workspace and bad input before any request', async () => {
    const { keys, ws } = await setup();
    const before = hub.requests.length;
    await ws.use('Sandbox');
    expect((await rejection(keys.setKey({ key: GOOD }))).code).toBe('sandbox_key');
    expect((await rejection(keys.clearKey())).code).toBe('sandbox_key');
    expect((await rejection(keys.setKey({ key: 'two words key here', workspace: 'A' }))).code).toBe('invalid_key');
    expect((await rejection(keys.setKey({ key: GOOD, workspace: 'Nope' }))).code).toBe('workspace_not_found');
    expect(hub.requests.length).toBe(before);
  });
});

describe('KeyService: status, clear, keyFor, POSTROOM_API_KEY', () => {
  it('clear removes the key and the hint; keyFor then says no_key', async () => {
    const { keys, store, workspaces, a } = await setup();
    await keys.setKey({ key: GOOD });
    expect(await keys.clearKey()).toEqual({ workspace: { id: a.id, name: 'A' }, removed: true });
    expect(await store.get(a.id)).toBeNull();
    expect(workspaces.get('A')?.keyHint).toBeNull();
    expect(await keys.status()).toEqual({ hasKey: false, last4: null, source: null });
    expect((await rejection(keys.keyFor())).code).toBe('no_key');
    expect((await keys.clearKey()).removed).toBe(false);
  });

  it('POSTROOM_API_KEY overrides the keychain and is never stored', async () => {
    const env = { POSTROOM_API_KEY: `${GOOD2}\n` };
    const { keys, store, a } = await setup(env);
    expect(await keys.status()).toEqual({ hasKey: true, last4: 'NEW2', source: 'env' });
    expect((await keys.keyFor()).source).toBe('env');
    expect(await store.get(a.id)).toBeNull();
    const r = await keys.setKey({ key: GOOD });
    expect(r.envOverrides).toBe(true);
    expect((await keys.keyFor()).key.reveal()).toBe(GOOD2);
    expect(await store.get(a.id)).toBe(GOOD);
  });

  it('a malformed POSTROOM_API_KEY is an error, not silently ignored', async () => {
    const env: NodeJS.ProcessEnv = {};
    const { keys } = await setup(env);
    env.POSTROOM_API_KEY = 'has a space inside';
    const err = await rejection(keys.status());
    expect(err.code).toBe('invalid_key');
    expect(err.message).toContain('POSTROOM_API_KEY');
    expect((await rejection(keys.keyFor())).code).toBe('invalid_key');
  });
});

describe('verdictFromFailure (pure)', () => {
  const key = new ApiKey(GOOD);
  it.each([
    [{ code: 'unauthorized', httpStatus: 401 }, 'wrong_key'],
    [{ code: 'forbidden', httpStatus: 403 }, 'account_problem'],
    [{ code: 'no_active_plan', httpStatus: 403 }, 'account_problem'],
    [{ code: 'network', httpStatus: null }, 'unverified'],
    [{ code: 'malformed', httpStatus: 200 }, 'unverified'],
    [{ code: 'not_found', httpStatus: 404 }, 'unverified'],
    [{ code: 'rate_limited', httpStatus: 429 }, 'unverified'],
    [new TypeError('fetch failed'), 'unverified'],
  ])('%j → %s', (failure, kind) => {
    expect(verdictFromFailure(failure, key, 'https://hub.example.com', 'GET /v1/usage', null).kind).toBe(kind);
  });
  it('redacts the key from whatever the failure said', () => {
    const v = verdictFromFailure(Object.assign(new Error(`bad header Bearer ${GOOD}`), { code: 'unauthorized', httpStatus: 401 }), key, 'u', 'c', null);
    expect(v.kind === 'wrong_key' && v.message).not.toContain(GOOD);
  });
});
