import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { openLibrary } from '../../src-main/library';
import { createSecretsServices, KeytarSecretStore, MemorySecretStore, SecretsError } from '../../src-main/secrets';
import { keychainOrSkipReason } from './keychain';
import { startFakeHub, type FakeHub } from './fake-hub';
import { scanForSecret } from './leak-scan';

const KEY = 'sk_live_LEAKCANARY_7f3a9c21e5d84b60QXZ1';
const KEY2 = 'sk_live_ROTATED_CANARY_0b1c2d3e4f5aNEW9';
const ENV_KEY = 'sk_live_ENV_CANARY_99887766554433ENVK';
const WRONG = 'sk_live_WRONG_CANARY_1234567890abWRNG';

describe('scanForSecret finds a planted key (so a clean scan means something)', () => {
  it('in files (utf8, utf16, base64) and in extra texts, errors and objects', () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-leakscan-'));
    try {
      expect(scanForSecret(dir, KEY, ['nothing'])).toEqual([]);
      writeFileSync(join(dir, 'a.log'), `x ${KEY} y`);
      writeFileSync(join(dir, 'b.bin'), Buffer.from(`..${KEY}..`, 'utf16le'));
      writeFileSync(join(dir, 'c.json'), JSON.stringify({ h: Buffer.from(KEY).toString('base64') }));
      const hits = scanForSecret(dir, KEY, { out: `key=${KEY}`, obj: { nested: [KEY] }, err: new Error('boom', { cause: new Error(KEY) }) });
      expect(hits.map((h) => `${h.where}:${h.form}`)).toEqual(
        expect.arrayContaining(['a.log:utf8', 'b.bin:utf16le', 'c.json:base64', 'out:utf8', 'obj (json):utf8', 'err (cause) (string):utf8']),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const skipReason = await keychainOrSkipReason('test/secrets/cli.test.ts');

describe.skipIf(skipReason !== null)('CLI key and workspace commands against the real keychain (leak-checked)', () => {
  let hub: FakeHub;
  let dataDir: string;
  /** Everything any command printed or returned: scanned for the keys at the end. */
  const captured: Record<string, unknown> = {};
  let n = 0;

  async function cli(args: string[], opts: { stdin?: string; env?: NodeJS.ProcessEnv } = {}) {
    let stdout = '';
    let stderr = '';
    const code = await runCli([...args, '--data-dir', dataDir], {
      stdout: (s) => void (stdout += s),
      stderr: (s) => void (stderr += s),
      stdin: async () => opts.stdin ?? '',
      env: opts.env ?? {},
    });
    captured[`#${++n} ${args.join(' ')} stdout`] = stdout;
    captured[`#${n} ${args.join(' ')} stderr`] = stderr;
    const json = args.includes('--json') ? stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : [];
    return { code, stdout, stderr, json: json[0] ?? {} };
  }

  const keychain = new KeytarSecretStore();
  const ids: string[] = [];

  beforeAll(async () => {
    hub = await startFakeHub();
    hub.accounts.set(KEY, 'good').set(KEY2, 'good').set(ENV_KEY, 'good');
    dataDir = mkdtempSync(join(tmpdir(), 'postroom-secrets-cli-'));
  });
  afterAll(async () => {
    for (const id of ids) await keychain.delete(id).catch(() => undefined);
    await hub.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('workspace add / list / use, with validation', async () => {
    const added = await cli(['workspace', 'add', 'Client A', '--hub', `${hub.url}/`, '--json']);
    expect(added.code).toBe(0);
    expect(added.json).toMatchObject({ ok: true, workspace: { name: 'Client A', hubUrl: hub.url, kind: 'hub', current: false, key: { hasKey: false } } });
    ids.push((added.json.workspace as { id: string }).id);
    const b = await cli(['workspace', 'add', 'Client B', '--hub', hub.url, '--json']);
    ids.push((b.json.workspace as { id: string }).id);

    const bad = await cli(['workspace', 'add', 'Remote', '--hub', 'http://hub.example.com', '--json']);
    expect(bad.code).toBe(1);
    expect(bad.json).toMatchObject({ ok: false, error: { code: 'invalid_workspace' } });
    const dup = await cli(['workspace', 'add', 'client a', '--hub', hub.url, '--json']);
    expect(dup.json).toMatchObject({ ok: false, error: { code: 'workspace_exists' } });
    expect((await cli(['workspace', 'add', 'NoUrl'])).code).toBe(2);

    const used = await cli(['workspace', 'use', 'client a', '--json']);
    expect(used.json).toMatchObject({ ok: true, workspace: { name: 'Client A', current: true } });
    const list = await cli(['workspace', 'list', '--json']);
    expect((list.json.workspaces as { name: string; current: boolean }[]).map((w) => [w.name, w.current])).toEqual([
      ['Sandbox', false], ['Client A', true], ['Client B', false],
    ]);
    expect(list.json.keychain).toEqual({ available: true });
    expect((await cli(['workspace', 'use', 'Nobody', '--json'])).json).toMatchObject({ ok: false, error: { code: 'workspace_not_found' } });
  });

  it('key set reads stdin (trailing newline dropped), verifies, stores in the keychain; never from an argument', async () => {
    const viaArg = await cli(['key', 'set', KEY, '--json'], { stdin: '' });
    expect(viaArg.code).toBe(2);
    expect(viaArg.json).toMatchObject({ ok: false, error: { code: 'usage' } });

    const set = await cli(['key', 'set', '--json'], { stdin: `${KEY}\n` });
    expect(set.code).toBe(0);
    expect(set.json).toMatchObject({ ok: true, verified: true, replaced: false, profiles: 2, key: { hasKey: true, last4: 'QXZ1', source: 'keychain' }, plan: { name: 'Pro', active: true } });
    expect(await keychain.get(ids[0]!)).toBe(KEY);

    const text = await cli(['key', 'status']);
    expect(text.stdout.trim()).toBe('Client A: …QXZ1 (keychain)');
    const status = await cli(['key', 'status', '--workspace', 'Client B', '--json']);
    expect(status.json).toMatchObject({ ok: true, workspace: { name: 'Client B' }, key: { hasKey: false, last4: null, source: null } });
  });

  it('rotates, refuses a wrong key (keeping the current one), and clears', async () => {
    const rotated = await cli(['key', 'set', '--json'], { stdin: KEY2 });
    expect(rotated.json).toMatchObject({ ok: true, replaced: true, key: { last4: 'NEW9' } });
    expect(await keychain.get(ids[0]!)).toBe(KEY2);

    const wrong = await cli(['key', 'set', '--json', '--allow-unverified'], { stdin: WRONG });
    expect(wrong.code).toBe(1);
    expect(wrong.json).toMatchObject({ ok: false, error: { code: 'wrong_key' } });
    expect(await keychain.get(ids[0]!)).toBe(KEY2);

    const onSandbox = await cli(['key', 'set', '--workspace', 'Sandbox', '--json'], { stdin: KEY });
    expect(onSandbox.json).toMatchObject({ ok: false, error: { code: 'sandbox_key' } });

    const cleared = await cli(['key', 'clear', '--json']);
    expect(cleared.json).toMatchObject({ ok: true, removed: true, workspace: { name: 'Client A' } });
    expect(await keychain.get(ids[0]!)).toBeNull();
    expect((await cli(['key', 'status', '--json'])).json).toMatchObject({ key: { hasKey: false } });
    // Put KEY back for the leak scan below: it must then be in the keychain and nowhere in the data dir.
    expect((await cli(['key', 'set', '--json'], { stdin: KEY })).code).toBe(0);
  });

  it('POSTROOM_API_KEY overrides the keychain for the run and is never stored', async () => {
    const env = { POSTROOM_API_KEY: ENV_KEY };
    const status = await cli(['key', 'status', '--json'], { env });
    expect(status.json).toMatchObject({ key: { hasKey: true, last4: 'ENVK', source: 'env' } });
    const list = await cli(['workspace', 'list', '--json'], { env });
    expect((list.json.workspaces as { name: string; key: { source: string } }[]).find((w) => w.name === 'Client B')?.key.source).toBe('env');
    expect(await keychain.get(ids[0]!)).toBe(KEY);
    expect(await keychain.get(ids[1]!)).toBeNull();
  });

  it('the services, used directly, return only key status (and keyFor an ApiKey that prints redacted)', async () => {
    const library = openLibrary(join(dataDir, 'library.sqlite'));
    try {
      const { keys, workspaces } = createSecretsServices({ library, env: {} });
      captured['service status'] = await keys.status();
      captured['service list'] = await workspaces.list();
      captured['service current'] = await workspaces.current();
      const forHub = await keys.keyFor();
      expect(forHub.key.reveal()).toBe(KEY);
      captured['service keyFor (printed)'] = forHub;
      captured['service wrong key error'] = await keys.setKey({ key: WRONG }).catch((e: unknown) => e);
      expect(captured['service wrong key error']).toBeInstanceOf(SecretsError);
      // A throwaway store: the same services with memory instead of the keychain.
      const mem = createSecretsServices({ library, env: {}, store: new MemorySecretStore() });
      captured['memory setKey'] = await mem.keys.setKey({ key: KEY2, workspace: 'Client B' });
    } finally {
      library.close();
    }
  });

  it('a real process (bin.ts): key set and a refused key print nothing of either key', async () => {
    const run = (args: string[], stdin: string) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'src-main/cli/bin.ts', ...args, '--data-dir', dataDir], { env: { ...process.env, POSTROOM_API_KEY: '' }, stdio: ['pipe', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr }));
        child.stdin.end(stdin);
      });
    const good = await run(['key', 'set', '--workspace', 'Client A', '--json'], `${KEY}\n`);
    expect(good.stderr).toBe('');
    expect(good.code).toBe(0);
    expect(JSON.parse(good.stdout)).toMatchObject({ ok: true, replaced: true, key: { last4: 'QXZ1' } });
    const refused = await run(['key', 'set', '--workspace', 'Client A'], WRONG);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused the key');
    Object.assign(captured, { 'process set stdout': good.stdout, 'process set stderr': good.stderr, 'process refused stdout': refused.stdout, 'process refused stderr': refused.stderr });
  });

  it('LEAK: no key appears in the data dir, nor in anything printed or returned', () => {
    expect(Object.keys(captured).length).toBeGreaterThan(20);
    for (const secret of [KEY, KEY2, ENV_KEY, WRONG]) {
      expect(scanForSecret(dataDir, secret, captured)).toEqual([]);
    }
  });
});
