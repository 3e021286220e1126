/**
 * smalls (twoprocs, walk 7): Bảo's app runs on his data dir, joined to the team; the owner revokes him
 * and gives him a new token (now as an approver); he joins the SAME team again through the CLI. The
 * running app drops the revoked session and opens one with the new token by itself: its status comes
 * back in step as the new member (before: the app kept its old, revoked session until a restart, since
 * it reopened only when the team's address changed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import { runCli } from '../../src-main/cli';
import { revokeMember, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { keychainOrSkipReason } from '../secrets/keychain';
import { call, until } from './helpers';
import { memberToken } from '../helpers/team-owner';

const skipReason = await keychainOrSkipReason('test/team/rejoin-new-token.test.ts');

let root = '';
let server: TeamServer;
let app: Core;
const dataDir = (): string => join(root, 'bao');

const cli = async (argv: string[], stdin = ''): Promise<{ code: number; out: string }> => {
  let out = '';
  const code = await runCli([...argv, '--data-dir', dataDir()], { stdout: (s) => (out += s), stderr: (s) => (out += s), stdin: async () => stdin, env: { ...process.env } });
  return { code, out };
};

interface Status { state: string; inStep: boolean; workspace: { name: string }; me: { name: string; role: string } | null }

describe.skipIf(skipReason !== null)('the CLI joins the same team again with a new token while the app runs', () => {
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'postroom-rejoin-'));
    server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Cà Phê' });
    app = await createCore({ dataDir: dataDir(), shell: 'web', env: { ...process.env }, embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  });
  afterAll(async () => {
    await app?.close();
    await server?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('revoked, a new token joined through the CLI: the app reopens with it and is in step as the new member', async () => {
    const status = async (): Promise<Status> => call<Status>(app, 'team.status', {});
    const first = await memberToken(server.store, { name: 'Bảo', role: 'editor' });
    const joined = await cli(['workspace', 'join', 'Cà Phê', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9'], first);
    expect(joined.code, joined.out).toBe(0);
    await until(async () => (await status()).inStep, 10_000);
    expect(await status()).toMatchObject({ state: 'online', inStep: true, me: { name: 'Bảo', role: 'editor' } });

    await revokeMember(server.store, 'Bảo');
    await until(async () => (await status()).state !== 'online', 10_000);
    const second = await memberToken(server.store, { name: 'Bảo', role: 'approver' });
    const again = await cli(['workspace', 'join', 'Cà Phê', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9'], second);
    expect(again.code, again.out).toBe(0);
    await until(async () => { const s = await status(); return s.inStep && s.me?.role === 'approver'; }, 10_000);
    expect(await status()).toMatchObject({ state: 'online', inStep: true, workspace: { name: 'Cà Phê' }, me: { name: 'Bảo', role: 'approver' } });
  });
});
