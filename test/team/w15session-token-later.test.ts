/**
 * w15session (walk 14): Bảo leaves the team in his app, then another process on the SAME data dir (the CLI's
 * `workspace join`) joins it again while the app stays open. That process commits the workspace's team row first
 * and keeps the member token in the keychain just after: an app that looked in between found no token, and with
 * nothing committed after it, its team session stayed stopped (the status said "no member token") until something
 * else wrote to the library. Now the app looks for the token again within a moment and starts its session by
 * itself: in step, as the member. And the reverse: another process leaves while the app is open (the app's
 * session closes; the status says the team left and who this laptop was there).
 *
 * The keychain is a store shared by both "processes" (MemorySecretStore), the other process's kept slow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import { openLibrary } from '../../src-main/library';
import { MemorySecretStore, type SecretStore } from '../../src-main/secrets';
import { joinTeam, leaveTeam } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { call, until } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root = '';
let server: TeamServer;
let app: Core;
let token = '';
const keychain = new MemorySecretStore();
const dataDir = (): string => join(root, 'bao');

interface Status { state: string; inStep: boolean; workspace: { name: string }; me: { name: string } | null; error: { code: string } | null; leftAs?: string; leftTeam?: { url: string } }
const status = async (): Promise<Status> => call<Status>(app, 'team.status', {});

/** The other process (the CLI) on the same data dir: its own connection to the library, the same keychain. */
async function otherProcess<T>(fn: (lib: ReturnType<typeof openLibrary>) => Promise<T>): Promise<T> {
  const lib = openLibrary(join(dataDir(), 'library.sqlite'));
  try {
    return await fn(lib);
  } finally {
    lib.close();
  }
}

/** The keychain as the other process reaches it: a write lands only after the app has looked (a slow keychain). */
const slowKeychain = (ms: number): SecretStore => Object.assign(Object.create(keychain) as SecretStore, {
  set: async (account: string, secret: string) => {
    await new Promise((r) => setTimeout(r, ms));
    await keychain.set(account, secret);
  },
});

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-w15session-token-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Cà Phê' });
  token = await memberToken(server.store, { name: 'Bảo', role: 'editor' });
  app = await createCore({ dataDir: dataDir(), shell: 'web', env: {}, secretStore: keychain, embeddedSandbox: false, connectivityIntervalMs: 0, resume: false, otherProcessPollMs: 100 });
  await call(app, 'team.join', { name: 'Cà Phê', url: server.httpUrl, token, hubUrl: 'http://127.0.0.1:9' });
  await until(async () => (await status()).inStep, 10_000);
});

afterAll(async () => {
  await app?.close();
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("the app's team session after a leave in the app and a join by another process", () => {
  it('the token kept just after the team row: the app starts its session within a moment and is in step', async () => {
    await call(app, 'team.leave', {});
    expect(await status()).toMatchObject({ state: 'not_a_team' });

    await otherProcess((lib) => joinTeam(lib, slowKeychain(600), { name: 'Cà Phê', url: server.httpUrl, token }));
    // The app saw the team row before the token was kept (nothing was committed after it).
    expect((await status()).state).not.toBe('not_a_team');

    await until(async () => (await status()).inStep, 8_000);
    expect(await status()).toMatchObject({ state: 'online', inStep: true, error: null, workspace: { name: 'Cà Phê' }, me: { name: 'Bảo' } });
  });

  it('another process leaves while the app is open: the session closes, the status says the team left', async () => {
    await call(app, 'drafts.create', { draft: { caption: 'Cà phê muối', platforms: ['x'] } });
    await until(async () => (await status()).inStep, 8_000);
    await otherProcess(async (lib) => leaveTeam(lib, keychain, lib.workspaces.getCurrent(lib.db)));
    await until(async () => (await status()).state === 'not_a_team', 8_000);
    expect(await status()).toMatchObject({ state: 'not_a_team', inStep: false, leftAs: 'Bảo', leftTeam: { url: server.httpUrl } });
    expect(app.team.presence()).toEqual([]);
  });
});
