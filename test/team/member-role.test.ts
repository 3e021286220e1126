/**
 * An owner changes a member's role (walk 4, brief `roles`, issue 34): by the server's CLI
 * (`postroom team role NAME ROLE`) and by an owner's HTTP call (ROUTES.memberRole). One REAL team
 * server and one REAL sandbox Hub for the file; app cores for Bao (the only owner), Lan and Chi
 * (editors), and a raw connection of Lan's to watch the server itself. The change reaches Lan's
 * connected laptop at once, with no restart of anything: the server closes Lan's connections
 * (CLOSE_CODES.role_changed), Lan's laptop connects again and reads its new role in the hello, and
 * the server decides Lan's write access again: a viewer's write is dropped by the server, a viewer's
 * Publish is refused. An editor's call is refused (`forbidden`), demoting the last owner
 * (`last_owner`). On the old code there was no route (`invalid_request`) and no command.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { runCli } from '../../src-main/cli/main';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { CLOSE_CODES, MEMBERS_CHANGED, ROUTES, type Role, type TeamMember } from '../../src-main/team';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { connect, headers, sleep, type TestClient } from '../team-server/clients';
import { appCores } from './helpers';

let root: string;
let server: TeamServer;
let sandbox: SandboxHandle;
const tag = `roles-${Date.now().toString(36)}`;
const env: Record<string, string> = {};
const { core, call, until, closeCores } = appCores({ root: () => root, env, untilMs: 20_000 });
const tokens: Record<string, string> = {};
let lan: Core;
let lanRaw: TestClient;
let baoRaw: TestClient;
const told: string[] = [];

type Answer = { sent?: number; notSent?: Array<{ draftId: string; problems: Array<{ code: string }> }> };
type Status = { state: string; me: { name: string; role: Role } | null };

const serverDir = (): string => join(root, 'server');
const putRole = (token: string, body: unknown): Promise<Response> =>
  fetch(server.httpUrl + ROUTES.memberRole, { method: 'PUT', headers: { ...headers(token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
const errorOf = async (res: Response): Promise<string> => ((await res.json()) as { error: { code: string } }).error.code;
const members = async (): Promise<TeamMember[]> => ((await (await fetch(server.httpUrl + ROUTES.members, { headers: headers(tokens.Bao!) })).json()) as { members: TeamMember[] }).members;
const roleOf = async (name: string): Promise<Role | undefined> => (await members()).find((m) => m.name === name && m.revokedAt === null)?.role;
async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...args, '--data-dir', serverDir()], { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
}
const lanSays = async (role: Role): Promise<void> =>
  until(async () => {
    const s = await call<Status>(lan, 'team.status', {});
    return s.state === 'online' && s.me?.role === role;
  });
/** Lan's raw connection writes `value`; true when Bao's raw connection got it through the server. */
async function lanWriteArrives(value: string): Promise<boolean> {
  // After a close for a changed role the raw provider connects again by itself: wait until it has synced.
  await until(() => lanRaw.provider.isSynced && lanRaw.socket.status === 'connected', 10_000);
  lanRaw.doc.getMap('roles-test').set(value, true);
  const end = Date.now() + 1500;
  while (Date.now() < end) {
    if (baoRaw.doc.getMap('roles-test').get(value) === true) return true;
    await sleep(30);
  }
  return false;
}
const draft = (c: Core, caption: string): string => {
  const lib = c.services.library;
  return lib.drafts.create(lib.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/roles.jpg'], caption }).id;
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-member-role-'));
  sandbox = await startSandbox({ faults: 'none', seed: 29 });
  sandbox.control.setProcessingMs(0);
  env.POSTROOM_API_KEY = sandbox.apiKey;
  server = await startTeamServer({ dataDir: serverDir(), storeDebounceMs: 20, storeMaxDebounceMs: 100, revocationCheckMs: 200 });
  for (const [name, role] of [['Bao', 'owner'], ['Lan', 'editor'], ['Chi', 'editor']] as const) tokens[name] = (await createMemberToken(server.store, { name, role })).token;
  const bao = await core('bao');
  lan = await core('lan');
  for (const [c, token] of [[bao, tokens.Bao!], [lan, tokens.Lan!]] as const) {
    await call(c, 'team.join', { name: 'Studio', url: server.httpUrl, token, hubUrl: sandbox.url });
    await until(async () => (await call<Status>(c, 'team.status', {})).state === 'online');
  }
  await call(bao, 'review.setSettings', { approvalRequired: false });
  await until(async () => (await call<{ approvalRequired: boolean }>(lan, 'review.settings', {})).approvalRequired === false);
  lanRaw = connect(server.url, { token: tokens.Lan! });
  baoRaw = connect(server.url, { token: tokens.Bao! });
  baoRaw.provider.on('stateless', ({ payload }: { payload: string }) => void told.push(payload));
  await Promise.all([lanRaw.synced, baoRaw.synced]);
}, 60_000);
afterAll(async () => {
  lanRaw?.destroy();
  baoRaw?.destroy();
  await closeCores();
  await server?.stop();
  await sandbox?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("an owner changes Lan's role while Lan's app runs", () => {
  it("by the owner's HTTP call: Lan's connections close, Lan's app says viewer, the server drops Lan's write, Publish is refused", async () => {
    // Before: an editor's write goes through (the check below can fail).
    expect(await lanWriteArrives('as editor')).toBe(true);
    told.length = 0;
    const res = await putRole(tokens.Bao!, { name: 'Lan', role: 'viewer' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { member: TeamMember }).member).toMatchObject({ name: 'Lan', role: 'viewer', revokedAt: null });
    await until(() => lanRaw.closes.includes(CLOSE_CODES.role_changed), 5000);
    await until(() => told.includes(MEMBERS_CHANGED), 5000);
    await lanSays('viewer');
    expect(await lanWriteArrives('as viewer')).toBe(false);
    const d = draft(lan, `${tag} as viewer`);
    const r = await call<Answer>(lan, 'publish.start', { draftIds: [d] });
    expect(r.sent).toBe(0);
    expect(r.notSent).toEqual([expect.objectContaining({ draftId: d, problems: [expect.objectContaining({ code: 'role_cannot_publish' })] })]);
    await sleep(300);
    expect(sandbox.control.publishedPosts().filter((p) => p.caption === `${tag} as viewer`)).toEqual([]);
  }, 60_000);

  it('by `postroom team role Lan editor` on the server machine (another process): the running server applies it within a second', async () => {
    const r = await cli(['team', 'role', 'Lan', 'editor']);
    expect(r).toMatchObject({ code: 0 });
    expect(r.stdout).toMatch(/Lan is now editor \(was viewer\)/);
    await lanSays('editor');
    expect(await roleOf('Lan')).toBe('editor');
    expect(await lanWriteArrives('as editor again')).toBe(true);
  }, 60_000);

  it("an editor's call is refused (forbidden) and changes nothing", async () => {
    const res = await putRole(tokens.Chi!, { name: 'Lan', role: 'viewer' });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toBe('forbidden');
    expect(await roleOf('Lan')).toBe('editor');
    // Nor may an editor make themself owner.
    expect(await errorOf(await putRole(tokens.Chi!, { name: 'Chi', role: 'owner' }))).toBe('forbidden');
    expect(await roleOf('Chi')).toBe('editor');
  });

  it('the last owner stays an owner (HTTP and CLI refused, last_owner); with a second owner the first may step down', async () => {
    const res = await putRole(tokens.Bao!, { name: 'Bao', role: 'editor' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe('last_owner');
    const r = await cli(['team', 'role', 'Bao', 'approver']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/only owner/);
    expect(await roleOf('Bao')).toBe('owner');
    // A bad request is typed too.
    expect(await errorOf(await putRole(tokens.Bao!, { name: 'Lan', role: 'boss' }))).toBe('invalid_request');
    expect(await errorOf(await putRole(tokens.Bao!, { name: 'Nobody', role: 'viewer' }))).toBe('invalid_request');
    expect((await cli(['team', 'role', 'Chi', 'owner'])).code).toBe(0);
    expect((await putRole(tokens.Bao!, { name: 'Bao', role: 'approver' })).status).toBe(200);
    expect(await roleOf('Bao')).toBe('approver');
    expect(await roleOf('Chi')).toBe('owner');
  }, 30_000);
});
