/**
 * Walk 7, finding 4: Bảo joined the team through the CLI (`workspace join`, token kept in the OS
 * keychain) while his app (web host) was running on the same data dir; the app kept saying Offline
 * until it was restarted. A running app takes up a workspace/team change another process made there:
 * app core running (real keychain, real team server), CLI joins, the app's team status becomes in step
 * by itself. Then the CLI makes the sandbox workspace current and the app's team session closes.
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

const skipReason = await keychainOrSkipReason('test/team/twoprocs-cli-join.test.ts');

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

describe.skipIf(skipReason !== null)('the CLI joins a team while the app runs on the same data dir', () => {
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'postroom-twoprocs-'));
    server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Cà Phê' });
    token = await memberToken(server.store, { name: 'Bảo', role: 'editor' });
    // The app: the shells' core on the real keychain (as the web host runs), started before the join.
    app = await createCore({ dataDir: dataDir(), shell: 'web', env: { ...process.env }, embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  });
  afterAll(async () => {
    await app?.close();
    await server?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('the app opens the team session by itself and is in step; it follows the CLI back to the sandbox workspace', async () => {
    expect(await call<Status>(app, 'team.status', {})).toMatchObject({ state: 'not_a_team' });
    const joined = await cli(['workspace', 'join', 'Cà Phê', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9'], token);
    expect(joined.code, joined.out).toBe(0);
    expect(joined.out).toContain('kept in the OS keychain');

    const status = async (): Promise<Status> => call<Status>(app, 'team.status', {});
    await until(async () => (await status()).inStep, 10_000);
    expect(await status()).toMatchObject({ state: 'online', inStep: true, workspace: { name: 'Cà Phê' }, me: { name: 'Bảo' } });

    // Back to the sandbox workspace through the CLI: the app's team session closes, its workspace follows.
    const used = await cli(['workspace', 'use', 'Sandbox']);
    expect(used.code, used.out).toBe(0);
    await until(async () => (await status()).state === 'not_a_team', 10_000);
    expect((await status()).workspace.name).toBe('Sandbox');
  });
});
