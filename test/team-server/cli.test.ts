/**
 * The team server's CLI (issue 33): `team token|revoke|members` on a data dir, and `team serve`
 * as its own process (the built CLI): a SIGTERM stores and exits 0; a kill -9 in the middle of a
 * stream of writes leaves a sound team.sqlite whose library is a prefix of what was written, and
 * the laptop that kept writing hands the server the rest when it comes back on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { buildCli, root, whyBuild } from '../../scripts/cli-bundle.mjs';
import { runCli } from '../../src-main/cli/main';
import { ROLE_WORDS } from '../../src-main/cli/commands/team-server';
import { ROLES, TOKEN_PATTERN } from '../../src-main/team';
import { readSqliteDocument } from '../../src-main/team-server';
import { freePort } from '../helpers/pg-redis';
import { connect, sleep, waitFor, type TestClient } from './clients';

const BIN = join(root, 'scripts', 'postroom.mjs');
const dirs: string[] = [];
const children: ChildProcess[] = [];
const clients: TestClient[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'team-cli-'));
  dirs.push(d);
  return d;
};

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
}

/** `postroom team serve --json` as a child process; resolves with its first JSON line. */
async function serve(dataDir: string, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [BIN, 'team', 'serve', '--json', '--port', String(port), '--data-dir', dataDir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  let err = '';
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`team serve exited ${code} before printing its address: ${err}`)));
  });
  return { child, url: (JSON.parse(line) as { url: string }).url };
}
const exitOf = (child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> =>
  new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r({ code: child.exitCode, signal: child.signalCode }) : child.once('exit', (code, signal) => r({ code, signal }))));

/** The library's `items` array as team.sqlite holds it now (read by another connection, as a backup would). */
function storedItems(dataDir: string): number[] {
  // State and log of updates (readSqliteDocument merges them, read-only).
  const state = readSqliteDocument(join(dataDir, 'team.sqlite'), 'library');
  if (!state) return [];
  const d = new Y.Doc();
  Y.applyUpdate(d, state);
  return d.getArray<number>('items').toArray();
}

beforeAll(async () => {
  if (whyBuild('postroom') !== null) await buildCli();
}, 120_000);
afterAll(async () => {
  for (const c of clients) c.destroy();
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('team token, revoke, members', () => {
  it('the role words of help and completion are the protocol ROLES', () => expect([...ROLE_WORDS]).toEqual([...ROLES]));

  it('prints a token once, keeps only its hash, lists and revokes the member', async () => {
    const dir = tempDir();
    // w29sent: a team's first member is its owner.
    expect((await cli(['team', 'token', '--role', 'owner', '--name', 'Chi', '--data-dir', dir])).code).toBe(0);
    const made = await cli(['team', 'token', '--role', 'editor', '--name', 'Lan', '--json', '--data-dir', dir]);
    expect(made.code).toBe(0);
    const { token, name, role } = JSON.parse(made.stdout) as { token: string; name: string; role: string };
    expect([name, role]).toEqual(['Lan', 'editor']);
    expect(token).toMatch(TOKEN_PATTERN);
    // The token is nowhere on disk.
    for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f)).includes(token)).toBe(false);
    const again = await cli(['team', 'token', '--role', 'viewer', '--name', 'Lan', '--data-dir', dir]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already called "Lan"/);
    const members = await cli(['team', 'members', '--json', '--data-dir', dir]);
    expect(JSON.parse(members.stdout.trim().split('\n')[1] ?? '')).toMatchObject({ name: 'Lan', role: 'editor', lastSeen: null, revokedAt: null });
    expect(members.stdout).not.toContain(token);
    const revoked = await cli(['team', 'revoke', 'Lan', '--json', '--data-dir', dir]);
    expect(revoked.code).toBe(0);
    expect((JSON.parse(revoked.stdout) as { revokedAt: string }).revokedAt).toMatch(/^\d{4}-/);
    expect((await cli(['team', 'revoke', 'Lan', '--data-dir', dir])).code).toBe(1);
    // After a revocation the name is free again.
    expect((await cli(['team', 'token', '--role', 'viewer', '--name', 'Lan', '--data-dir', dir])).code).toBe(0);
  });

  it('refuses a role that is not one of the four, and a missing name', async () => {
    const dir = tempDir();
    const bad = await cli(['team', 'token', '--role', 'admin', '--name', 'X', '--data-dir', dir]);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringMatching(/owner, approver, editor, viewer/)]);
    expect((await cli(['team', 'token', '--role', 'editor', '--data-dir', dir])).code).toBe(2);
  });
});

describe('team serve as a process', () => {
  it('SIGTERM stores every document and exits 0', async () => {
    const dir = tempDir();
    const token = (JSON.parse((await cli(['team', 'token', '--role', 'owner', '--name', 'O', '--json', '--data-dir', dir])).stdout) as { token: string }).token;
    const { child, url } = await serve(dir, 0);
    const c = connect(url, { token });
    clients.push(c);
    await c.synced;
    c.doc.getArray<number>('items').push([1, 2, 3]);
    await waitFor(() => !c.provider.hasUnsyncedChanges, 5000, 'the server to take the write');
    child.kill('SIGTERM');
    expect(await exitOf(child)).toEqual({ code: 0, signal: null });
    expect(storedItems(dir)).toEqual([1, 2, 3]);
  }, 30_000);

  it('killed -9 in the middle of writes: team.sqlite is sound, holds a prefix, and the laptop brings the rest after a restart', async () => {
    const dir = tempDir();
    expect((await cli(['team', 'token', '--role', 'owner', '--name', 'O', '--data-dir', dir])).code).toBe(0);
    const token = (JSON.parse((await cli(['team', 'token', '--role', 'editor', '--name', 'E', '--json', '--data-dir', dir])).stdout) as { token: string }).token;
    const port = await freePort();
    const first = await serve(dir, port);
    const laptop = connect(first.url, { token });
    clients.push(laptop);
    await laptop.synced;
    const items = laptop.doc.getArray<number>('items');
    let n = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        items.push([n++]);
        await sleep(5);
      }
    })();
    // Kill once the server has stored a good part, with writes still streaming in.
    await waitFor(() => storedItems(dir).length >= 40, 15_000, 'the server to store 40 items');
    first.child.kill('SIGKILL');
    expect((await exitOf(first.child)).signal).toBe('SIGKILL');
    await sleep(100);
    writing = false;
    await writer;
    const written = items.toArray();

    const db = new Database(join(dir, 'team.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    const survived = storedItems(dir);
    expect(survived.length).toBeGreaterThanOrEqual(40);
    expect(survived).toEqual(written.slice(0, survived.length));

    // Back on the same port: the laptop's provider reconnects by itself and syncs what the server lost.
    const second = await serve(dir, port);
    await waitFor(() => storedItems(dir).length === written.length, 15_000, 'the restarted server to hold every item');
    expect(storedItems(dir)).toEqual(written);
    const fresh = connect(second.url, { token });
    clients.push(fresh);
    await fresh.synced;
    expect(fresh.doc.getArray<number>('items').toArray()).toEqual(written);
    second.child.kill('SIGTERM');
    expect((await exitOf(second.child)).code).toBe(0);
  }, 60_000);
});
