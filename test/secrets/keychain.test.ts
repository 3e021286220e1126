import { afterAll, describe, expect, it } from 'vitest';
import {
  classifyKeychainError, KeyService, KeytarSecretStore, MemoryWorkspaceStore, SecretsError, keychainHint, type KeytarLike,
} from '../../src-main/secrets';
import { keychainOrSkipReason, TEST_SERVICE } from './keychain';

const skipReason = await keychainOrSkipReason('test/secrets/keychain.test.ts');

describe.skipIf(skipReason !== null)('KeytarSecretStore against the real OS keychain', () => {
  const store = new KeytarSecretStore({ service: TEST_SERVICE });
  const account = `ws-${process.pid}-${Date.now()}`;
  afterAll(async () => {
    await store.delete(account).catch(() => undefined);
  });

  it('check() passes (writes, reads back and deletes a probe entry)', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    const keys = new KeyService({ store, workspaces: new MemoryWorkspaceStore(), verifier: { verify: () => Promise.reject(new Error('unused')) } });
    expect(await keys.checkKeychain()).toEqual({ available: true });
  });

  it('set, read, rotate, delete for real', async () => {
    expect(await store.get(account)).toBeNull();
    await store.set(account, 'sk_first_key_0001');
    expect(await store.get(account)).toBe('sk_first_key_0001');
    expect(await store.rotate(account, 'sk_second_key_0002')).toEqual({ replaced: true });
    expect(await store.get(account)).toBe('sk_second_key_0002');
    // A second store (as another process would) sees the same entry: it is in the keychain, not in memory.
    expect(await new KeytarSecretStore({ service: TEST_SERVICE }).get(account)).toBe('sk_second_key_0002');
    expect(await store.delete(account)).toBe(true);
    expect(await store.get(account)).toBeNull();
    expect(await store.delete(account)).toBe(false);
    expect(await store.rotate(account, 'sk_third_key_0003')).toEqual({ replaced: false });
    expect(await store.get(account)).toBe('sk_third_key_0003');
  });

  it('keeps entries of different services and accounts apart', async () => {
    const other = new KeytarSecretStore({ service: `${TEST_SERVICE}-other` });
    await store.set(account, 'sk_mine_00000001');
    await other.set(account, 'sk_other_0000002');
    expect(await store.get(account)).toBe('sk_mine_00000001');
    expect(await store.get(`${account}-x`)).toBeNull();
    expect(await other.delete(account)).toBe(true);
    expect(await store.get(account)).toBe('sk_mine_00000001');
  });
});

// These need no keychain: they run everywhere.
describe('KeytarSecretStore failures', () => {
  const rejection = async (p: Promise<unknown>): Promise<SecretsError> => {
    try {
      await p;
    } catch (err) {
      if (err instanceof SecretsError) return err;
      throw err;
    }
    throw new Error('expected a rejection');
  };

  it('a keytar that cannot load gives keychain_unavailable/module_missing with what to do, lazily (constructing does not fail)', async () => {
    const store = new KeytarSecretStore({
      platform: 'linux',
      load: () => {
        throw new Error('Cannot find module keytar.node');
      },
    });
    const err = await rejection(store.get('x'));
    expect(err.code).toBe('keychain_unavailable');
    expect(err.details).toMatchObject({ reason: 'module_missing', platform: 'linux' });
    expect(err.message).toContain('keytar.node');
    expect(err.message).toContain('POSTROOM_API_KEY');
  });

  it('the keychain errors of each OS are classified with an actionable hint', async () => {
    const failing = (message: string): KeytarLike => ({
      getPassword: () => Promise.reject(new Error(message)),
      setPassword: () => Promise.reject(new Error(message)),
      deletePassword: () => Promise.reject(new Error(message)),
    });
    const linux = new KeytarSecretStore({ platform: 'linux', env: {}, load: () => failing('Cannot autolaunch D-Bus without X11 $DISPLAY') });
    const err = await rejection(linux.check());
    expect(err.details).toMatchObject({ reason: 'no_session_bus' });
    expect(err.message).toContain('scripts/with-keyring.sh');
    const locked = new KeytarSecretStore({ platform: 'linux', load: () => failing('Cannot create an item in a locked collection') });
    expect((await rejection(locked.set('a', 'b'))).details).toMatchObject({ reason: 'locked' });
  });

  it('KeyService.checkKeychain reports the problem as data', async () => {
    const store = new KeytarSecretStore({ platform: 'darwin', load: () => { throw new Error('no keytar'); } });
    const keys = new KeyService({ store, workspaces: new MemoryWorkspaceStore(), verifier: { verify: () => Promise.reject(new Error('unused')) } });
    const r = await keys.checkKeychain();
    expect(r).toMatchObject({ available: false, reason: 'module_missing' });
    expect(r.available === false && r.message).toContain('macOS Keychain');
  });

  it('a keychain that never answers fails with timeout instead of hanging', async () => {
    const silent: KeytarLike = { getPassword: () => new Promise(() => {}), setPassword: () => new Promise(() => {}), deletePassword: () => new Promise(() => {}) };
    const err = await rejection(new KeytarSecretStore({ load: () => silent, timeoutMs: 20 }).get('a'));
    expect(err.details).toMatchObject({ reason: 'timeout' });
  });

  it.each([
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', 'no_session_bus'],
    ['The name org.freedesktop.secrets was not provided by any .service files', 'no_secret_service'],
    ['Cannot create an item in a locked collection', 'locked'],
    ['User canceled the operation.', 'denied'],
    ['Element not found.', 'failed'],
  ] as const)('classifies %j as %s', (text, reason) => {
    expect(classifyKeychainError(text)).toBe(reason);
  });

  it('has a hint for every reason on every OS', () => {
    for (const platform of ['linux', 'darwin', 'win32'] as const) {
      for (const reason of ['module_missing', 'no_session_bus', 'no_secret_service', 'locked', 'denied', 'timeout', 'failed'] as const) {
        expect(keychainHint(reason, platform).length).toBeGreaterThan(20);
      }
    }
    expect(keychainHint('locked', 'darwin')).toContain('macOS Keychain');
    expect(keychainHint('failed', 'win32')).toContain('Windows Credential Manager');
  });
});
