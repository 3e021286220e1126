/**
 * w15session (walk 14): Bảo leaves the team in his app (web host), then joins it again through the CLI
 * (`postroom workspace join` on the SAME data dir) while the app stays open. The app takes up the CLI's join
 * by itself: its team session starts within a moment and its status says in step (before: it could stay
 * stopped until something else committed; the deterministic case: w15session-token-later.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import { runCli } from '../../src-main/cli';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { keychainOrSkipReason } from '../secrets/keychain';
import { call, until } from './helpers';
import { memberToken } from '../helpers/team-owner';

const skipReason = await keychainOrSkipReason('test/team/w15session-rejoin.test.ts');

let root = '';
let server: TeamServer;
let app: Core;
let token = '';
const dataDir = (): string => join(root, 'bao');

const cli = async (argv: string[], stdin = ''): Promise<{ code: number; out: string }> => {
  let out = '';
  const code = await runCli([...argv, '--data-dir', dataDir()], { stdout: (s) => (out += s), stderr: (s) => (out += s), stdin: async () => stdin, env: { ...process.env } });
  return { code, out };
};

interface Status { state: string; inStep: boolean; workspace: { name: string }; me: { name: string } | null }
const status = async (): Promise<Status> => call<Status>(app, 'team.status', {});

describe.skipIf(skipReason !== null)('left in the app, joined again through the CLI while the app runs', () => {
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'postroom-w15session-'));
    server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Cà Phê' });
    token = await memberToken(server.store, { name: 'Bảo', role: 'editor' });
    app = await createCore({ dataDir: dataDir(), shell: 'web', env: { ...process.env }, embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  });
  afterAll(async () => {
    await app?.close();
    await server?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('the app starts its team session by itself and says in step, each time', async () => {
    await call(app, 'team.join', { name: 'Cà Phê', url: server.httpUrl, token, hubUrl: 'http://127.0.0.1:9' });
    await until(async () => (await status()).inStep, 10_000);
    for (let i = 0; i < 3; i++) {
      await call(app, 'team.leave', {});
      expect(await status()).toMatchObject({ state: 'not_a_team' });
      const joined = await cli(['workspace', 'join', 'Cà Phê', '--team', server.httpUrl], token);
      expect(joined.code, joined.out).toBe(0);
      await until(async () => (await status()).inStep, 10_000);
      expect(await status()).toMatchObject({ state: 'online', inStep: true, workspace: { name: 'Cà Phê' }, me: { name: 'Bảo' } });
    }
  });
});
