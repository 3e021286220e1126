/**
 * w8cli (walk 8, finding 7): `postroom team status` with the team server down printed NOTHING and
 * exited 13 (Node's "unsettled top-level await": the wait for the server held no timer of its own,
 * so the process's event loop emptied mid-command), with or without --json, while `team sync` said
 * why and exited 1. Now it prints the status this laptop knows (last in step, changes waiting, the
 * server unreachable and why), then the one typed line on stderr, and exits 1 as `team sync` does
 * (README: "exits 1 when the server cannot be reached").
 * One real team server (started once for the file) that a laptop joins and syncs with, then stopped:
 * its port is then a port nobody listens on. The CLI runs as its own process (the built bundle), as
 * a person runs it: an in-process run cannot see the emptied event loop.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, root, whyBuild } from '../../scripts/cli-bundle.mjs';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop, type CliLaptop } from './helpers';
import { memberToken } from '../helpers/team-owner';

const BIN = join(root, 'scripts', 'postroom.mjs');
let dir: string;
let server: TeamServer | null = null;
let lan: CliLaptop;
let token = '';

function postroom(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args, '--data-dir', lan.dir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, POSTROOM_TEAM_TOKEN: token },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'postroom-w8cli-offline-'));
  if (whyBuild('postroom') !== null) await buildCli();
  server = await startTeamServer({ dataDir: join(dir, 'server'), teamName: 'Sóng Agency', storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  token = await memberToken(server.store, { name: 'Lan', role: 'editor' });
  lan = cliLaptop(dir, 'lan', token);
  await lan.ok(['workspace', 'join', 'Agency', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);
  await lan.sync();
  // A change made while the server is down waits to go out.
  lan.lib((l) => l.drafts.create(l.db, { caption: 'Made offline', title: 'Offline', platforms: ['instagram'] }));
  await server.stop();
  server = null;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('team status with the team server down', () => {
  it('prints the status it knows, says the server is unreachable, and exits 1', async () => {
    const r = await postroom(['team', 'status']);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toContain('Agency: team');
    expect(r.stdout).toMatch(/state: offline; last in step: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC; changes waiting to go out: [1-9]/u);
    expect(r.stdout).toMatch(/note: The team server .*cannot be reached|note: The team server .*did not answer/u);
    expect(r.stderr).toMatch(/^postroom: The team server .* Nothing is lost/mu);
  }, 30_000);

  it('--json prints the status object, then the typed error, and exits 1', async () => {
    const r = await postroom(['team', 'status', '--json']);
    expect(r.code, r.stderr).toBe(1);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ ok: false, state: 'offline', inStep: false, error: { code: 'unreachable' } });
    expect(lines[0]?.lastInStep).toEqual(expect.any(String));
    expect(lines[0]?.pending).toBeGreaterThan(0);
    expect(lines[1]).toMatchObject({ ok: false, error: { code: 'unreachable' } });
  }, 30_000);
});
