import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../../src-main/library';
import {
  KeyService, libraryWorkspaceStore, MemorySecretStore, MemoryWorkspaceStore, SecretsError, validateHubUrl, validateWorkspaceName, WorkspaceService,
  type KeyVerifier, type SecretStore, type WorkspaceStore,
} from '../../src-main/secrets';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (err) {
    return err instanceof SecretsError ? err.code : `not a SecretsError: ${String(err)}`;
  }
  return undefined;
};

describe('validateHubUrl', () => {
  it.each([
    ['https://hub.example.com', 'https://hub.example.com'],
    ['https://hub.example.com/', 'https://hub.example.com'],
    ['  https://hub.example.com/api/  ', 'https://hub.example.com/api'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['HTTPS://Hub.Example.COM', 'https://hub.example.com'],
  ])('accepts %s as %s', (input, expected) => {
    expect(validateHubUrl(input)).toBe(expected);
  });

  it.each([
    ['http to a remote host', 'http://hub.example.com'],
    ['http to a LAN address', 'http://192.168.1.2:8080'],
    ['http to a name that starts with localhost', 'http://localhost.evil.com'],
    ['not a URL', 'hub.example.com'],
    ['ftp', 'ftp://hub.example.com'],
    ['credentials', 'https://user:pw@hub.example.com'],
    ['a query', 'https://hub.example.com/?key=abc'],
    ['a fragment', 'https://hub.example.com/#x'],
    ['empty', ''],
  ])('refuses %s', (_what, input) => {
    expect(codeOf(() => validateHubUrl(input))).toBe('invalid_workspace');
  });
});

describe('validateWorkspaceName', () => {
  it('trims and keeps the name', () => expect(validateWorkspaceName('  Client A  ')).toBe('Client A'));
  it.each([['empty', '   '], ['too long', 'x'.repeat(65)], ['a newline', 'a\nb'], ['the sandbox name', 'sandbox']])('refuses %s', (_w, input) => {
    expect(codeOf(() => validateWorkspaceName(input))).toBe('invalid_workspace');
  });
});

const neverVerify: KeyVerifier = { verify: () => Promise.reject(new Error('not used here')) };

const dir = mkdtempSync(join(tmpdir(), 'postroom-secrets-ws-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

/** The same behaviour from the in-memory store and from the library's table in a real SQLite file. */
const STORES: [string, () => WorkspaceStore][] = [
  ['memory', () => new MemoryWorkspaceStore()],
  ['library (SQLite file)', () => libraryWorkspaceStore(openLibrary(join(dir, `library-${++files}.sqlite`)))],
];

describe.each(STORES)('WorkspaceService over the %s store', (_label, makeStore) => {
  function services(store: SecretStore = new MemorySecretStore(), env: NodeJS.ProcessEnv = {}) {
    const workspaces = makeStore();
    const keys = new KeyService({ store, workspaces, verifier: neverVerify, env, sandboxKey: () => 'sk_sandbox_demo_1234abcd' });
    return { workspaces, keys, service: new WorkspaceService({ workspaces, keys }) };
  }

  it('starts with the sandbox workspace, current, its key from the sandbox', async () => {
    const { service } = services();
    const list = await service.list();
    expect(list.keychain).toEqual({ available: true });
    expect(list.workspaces).toEqual([
      { id: 'sandbox', name: 'Sandbox', hubUrl: '', kind: 'sandbox', current: true, key: { hasKey: true, last4: 'abcd', source: 'sandbox' } },
    ]);
  });

  it('adds Hub accounts side by side, switches between them, refuses duplicates by name ignoring case', async () => {
    const { service } = services();
    const a = await service.add({ name: 'Client A', hubUrl: 'https://a.example.com/' });
    const b = await service.add({ name: 'Client B', hubUrl: 'https://b.example.com' });
    expect(a).toMatchObject({ name: 'Client A', hubUrl: 'https://a.example.com', kind: 'hub', current: false, key: { hasKey: false, last4: null, source: null } });
    await expect(service.add({ name: 'client a', hubUrl: 'https://c.example.com' })).rejects.toMatchObject({ code: 'workspace_exists' });
    expect((await service.use('client b')).name).toBe('Client B');
    expect((await service.current()).id).toBe(b.id);
    expect((await service.list()).workspaces.filter((w) => w.current).map((w) => w.name)).toEqual(['Client B']);
    await expect(service.use('Nobody')).rejects.toMatchObject({ code: 'workspace_not_found' });
    expect((await service.current()).id).toBe(b.id);
  });

  it('refuses a bad URL before anything is stored', async () => {
    const { service, workspaces } = services();
    await expect(service.add({ name: 'X', hubUrl: 'http://hub.example.com' })).rejects.toMatchObject({ code: 'invalid_workspace' });
    expect(await workspaces.list()).toHaveLength(1);
  });

  it('shows POSTROOM_API_KEY as the source for Hub workspaces when set', async () => {
    const { service } = services(new MemorySecretStore(), { POSTROOM_API_KEY: 'sk_env_key_000000009876' });
    await service.add({ name: 'A', hubUrl: 'https://a.example.com' });
    const a = (await service.list()).workspaces.find((w) => w.name === 'A');
    expect(a?.key).toEqual({ hasKey: true, last4: '9876', source: 'env' });
  });

  it('lists from the stored hint, saying why, when the keychain cannot be read', async () => {
    const broken: SecretStore = {
      check: async () => undefined,
      get: async () => {
        throw new SecretsError('keychain_unavailable', 'no keychain here', { details: { reason: 'no_session_bus' } });
      },
      set: async () => undefined,
      delete: async () => false,
      rotate: async () => ({ replaced: false }),
    };
    const { service, workspaces } = services(broken);
    const a = await service.add({ name: 'A', hubUrl: 'https://a.example.com' });
    expect(a.key).toEqual({ hasKey: false, last4: null, source: null });
    await workspaces.setKeyHint(a.id, 'QRST');
    expect((await service.use('A')).key).toEqual({ hasKey: true, last4: 'QRST', source: 'keychain' });
    const list = await service.list();
    expect(list.keychain).toEqual({ available: false, message: 'no keychain here' });
    expect(list.workspaces.find((w) => w.name === 'A')?.key).toEqual({ hasKey: true, last4: 'QRST', source: 'keychain' });
  });
});
