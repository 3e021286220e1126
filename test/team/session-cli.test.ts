/**
 * Two laptops through the CLI (issue 33): two data dirs join one real team server
 * (startTeamServer, started once for the file), edit with `drafts edit`, exchange with `team sync`.
 * Offline edits of one caption and one title on both merge; a viewer's edit is refused locally; a
 * revoked member keeps its edits; a server stopped mid-sync loses nothing; a photo arrives intact.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { publishJobs, teamRows } from '../../src-main/library';
import { KeytarSecretStore } from '../../src-main/secrets';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop, type CliLaptop } from './helpers';
import { memberToken, TEAM_OWNER } from '../helpers/team-owner';

let root: string;
let serverDir: string;
let server: TeamServer;
let port = 0;
const tokens: Record<string, string> = {};

const start = async (): Promise<void> => {
  server = await startTeamServer({ dataDir: serverDir, port, storeDebounceMs: 20, storeMaxDebounceMs: 100, revocationCheckMs: 200 });
  port = server.port;
};

/** One laptop: a data dir and its member token (POSTROOM_TEAM_TOKEN, so no keychain is needed). */
const laptop = (name: string, token: string): CliLaptop => cliLaptop(root, name, token);

let A: CliLaptop;
let B: CliLaptop;
let draftId = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-team-cli-'));
  serverDir = join(root, 'server');
  await start();
  for (const [k, role] of [['ann', 'editor'], ['bob', 'editor'], ['vic', 'viewer']] as const) tokens[k] = await memberToken(server.store, { name: k[0]!.toUpperCase() + k.slice(1), role });
  A = laptop('a', tokens.ann!);
  B = laptop('b', tokens.bob!);
});
afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('two laptops through the CLI', () => {
  it('join checks the token first: a wrong one saves nothing', async () => {
    const x = laptop('x', `prt_${'A'.repeat(43)}`);
    const r = await x.run(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9', '--json']);
    expect(r.code).toBe(1);
    expect(r.json().error.code).toBe('unauthorized');
    expect(x.lib((l) => l.workspaces.list(l.db).map((w) => w.name))).toEqual(['Sandbox']);
  });

  it('A joins, writes a draft and syncs; B joins and syncs and has it', async () => {
    const j = await A.run(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9', '--json']);
    expect(j.code, j.stderr + j.stdout).toBe(0);
    expect(j.json()).toMatchObject({ ok: true, workspace: { name: 'Studio', team: { member: 'Ann', role: 'editor' } }, tokenKept: false });
    draftId = A.lib((l) => l.drafts.create(l.db, { caption: 'Hello world!', title: 'Launch', platforms: ['instagram'] }).id);
    const s = await A.run(['team', 'sync', '--json']);
    expect(s.code, s.stderr + s.stdout).toBe(0);
    expect(s.json()).toMatchObject({ ok: true, status: { state: 'online', pending: 0 } });

    expect((await B.run(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9', '--json'])).code).toBe(0);
    const sb = await B.run(['team', 'sync', '--json']);
    expect(sb.code, sb.stderr + sb.stdout).toBe(0);
    expect(B.lib((l) => l.drafts.get(l.db, draftId))).toMatchObject({ caption: 'Hello world!', title: 'Launch' });
    const st = await B.run(['team', 'status', '--json']);
    expect(st.json()).toMatchObject({ ok: true, state: 'online', me: { name: 'Bob', role: 'editor' }, canEdit: true, pending: 0, team: { name: expect.any(String) } });
    // The team's owner (made first: a team always has one) and the three.
    expect((st.json().members as Array<{ name: string }>).map((m) => m.name).sort()).toEqual(['Ann', 'Bob', TEAM_OWNER, 'Vic']);
  });

  it('both edit one caption and one title while the server is stopped; after a restart both keep both edits', async () => {
    await server.stop();
    expect((await A.run(['drafts', 'edit', draftId, '--caption', 'Hello brave world!', '--title', 'Big launch', '--json'])).code).toBe(0);
    expect((await B.run(['drafts', 'edit', draftId, '--caption', 'Hello world! #sale', '--title', 'Launch day', '--json'])).code).toBe(0);
    const off = await A.run(['team', 'sync', '--timeout', '2', '--json']);
    expect(off.code).toBe(1);
    expect(off.json().error.code).toBe('unreachable');
    expect(A.lib((l) => l.drafts.get(l.db, draftId).caption)).toBe('Hello brave world!');

    await start();
    for (const l of [A, B, A]) {
      const r = await l.run(['team', 'sync', '--json']);
      expect(r.code, r.stderr + r.stdout).toBe(0);
    }
    const a = A.lib((l) => l.drafts.get(l.db, draftId));
    const b = B.lib((l) => l.drafts.get(l.db, draftId));
    expect(a.caption).toBe('Hello brave world! #sale');
    expect(b.caption).toBe(a.caption);
    // Both titles' words are kept (text merge), the same on both laptops.
    expect(a.title).toContain('Big');
    expect(a.title).toContain('day');
    expect(b.title).toBe(a.title);
  });

  it("a publish job on A reaches B as A's outcome (the outcomes document), never as B's own job", async () => {
    A.lib((l) => {
      const ws = l.workspaces.getCurrent(l.db).id;
      publishJobs.insertJobs(l.db, [{ job: {
        id: 'job-cli-1', batchId: null, draftId, workspaceId: ws, idempotencyKey: 'key-job-cli-1', reason: 'publish', parentJobId: null,
        platforms: ['instagram'], fields: { profile_id: 'p1', platforms: ['instagram'], caption: 'hi' }, photos: [], contentType: 'application/json',
        body: Buffer.from('{}'), bodySha256: 'cafe', budgetBytes: null, scheduledAt: null,
      } }], { now: Date.now(), durable: 'caller' });
    });
    expect((await A.run(['team', 'sync', '--json'])).code).toBe(0);
    expect((await B.run(['team', 'sync', '--json'])).code).toBe(0);
    const got = B.lib((l) => teamRows.teamOutcomes(l.db, l.workspaces.getCurrent(l.db).id, [draftId]));
    expect(got).toEqual([expect.objectContaining({ job_id: 'job-cli-1', member: 'Ann' })]);
    expect(B.lib((l) => publishJobs.listJobs(l.db, {}).length)).toBe(0);
  });

  it('a viewer cannot edit locally (forbidden, nothing changed)', async () => {
    const V = laptop('v', tokens.vic!);
    expect((await V.run(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9'])).code).toBe(0);
    expect((await V.run(['team', 'sync'])).code).toBe(0);
    const before = V.lib((l) => l.drafts.get(l.db, draftId).caption);
    const r = await V.run(['drafts', 'edit', draftId, '--caption', 'viewer was here', '--json']);
    expect(r.code).toBe(1);
    expect(r.json().error.code).toBe('forbidden');
    expect(V.lib((l) => l.drafts.get(l.db, draftId).caption)).toBe(before);
  });

  it('a photo created on A with a local file arrives intact on B (same sha256)', async () => {
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7) % 256));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const file = join(root, 'photo.jpg');
    writeFileSync(file, bytes);
    const id = A.lib((l) => l.drafts.create(l.db, { caption: 'with a photo', photos: [{ path: file, sha256, bytes: bytes.length, mime: 'image/jpeg' }] }).id);
    const up = await A.run(['team', 'sync', '--json']);
    expect(up.code, up.stderr + up.stdout).toBe(0);
    expect(up.json().blobs).toMatchObject({ uploaded: 1, failed: [] });
    const down = await B.run(['team', 'sync', '--json']);
    expect(down.code, down.stderr + down.stdout).toBe(0);
    expect(down.json().blobs).toMatchObject({ fetched: 1, failed: [] });
    const photo = B.lib((l) => l.drafts.get(l.db, id).photos[0]!);
    expect(photo.sha256).toBe(sha256);
    expect(photo.path).not.toBe(file);
    expect(createHash('sha256').update(readFileSync(photo.path!)).digest('hex')).toBe(sha256);
  });

  it('a revoked member: sync fails with revoked, local edits kept', async () => {
    await server.revokeMember('Bob');
    expect((await B.run(['drafts', 'edit', draftId, '--caption', 'Bob after revoke'])).code).toBe(0);
    const r = await B.run(['team', 'sync', '--json']);
    expect(r.code).toBe(1);
    expect(r.json().error.code).toBe('revoked');
    expect(B.lib((l) => l.drafts.get(l.db, draftId).caption)).toBe('Bob after revoke');
  });

  it('joined again with a new token, the revoked member’s kept edit goes out', async () => {
    const fresh = await memberToken(server.store, { name: 'Bob again', role: 'editor' });
    const B2 = laptop('b', fresh);
    const j = await B2.run(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--json']);
    expect(j.code, j.stdout + j.stderr).toBe(0);
    expect(j.json()).toMatchObject({ created: false, workspace: { team: { member: 'Bob again' } } });
    expect((await B2.run(['team', 'sync'])).code).toBe(0);
    expect((await A.run(['team', 'sync'])).code).toBe(0);
    expect(A.lib((l) => l.drafts.get(l.db, draftId).caption)).toBe('Bob after revoke');
  });
});

describe('the member token in the keychain', () => {
  it('join from stdin keeps the token in the OS keychain only, never in the data dir', async (ctx) => {
    const store = new KeytarSecretStore();
    try {
      await store.check();
    } catch (err) {
      console.log(`skipped: no usable keychain here (${(err as Error).message}); run under scripts/with-keyring.sh`);
      ctx.skip();
      return;
    }
    const token = await memberToken(server.store, { name: 'Kim', role: 'editor' });
    const dir = join(root, 'k');
    let stdout = '';
    const code = await runCli(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9', '--json', '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: () => undefined, stdin: async () => `${token}\n`, env: {} });
    expect(code, stdout).toBe(0);
    expect(JSON.parse(stdout.trim())).toMatchObject({ tokenKept: true });
    expect(readFileSync(join(dir, 'library.sqlite')).includes(Buffer.from(token))).toBe(false);
    let out = '';
    expect(await runCli(['team', 'sync', '--json', '--data-dir', dir], { stdout: (s) => (out += s), stderr: () => undefined, stdin: async () => '', env: {} })).toBe(0);
    const id = JSON.parse(stdout.trim()).workspace.id as string;
    expect(await store.get(`team:${id}`)).toBe(token);
    await store.delete(`team:${id}`);
  });
});
