/**
 * h-team (left from session 28): a team's only owner could not give themselves a new token under
 * their own name. `team token --name Chi` was refused (a member is already called Chi) and `team
 * revoke Chi` too (last_owner): the team would have had no owner between the two. A new token in
 * place of the old keeps the owner, so it is allowed: `team token --role owner --name Chi --replace`
 * revokes the old token and makes the new one in one transaction of the store (SQLite and
 * PostgreSQL). The old token stops working (a running server closes its connection, 4403, and
 * answers `revoked`), the new one works. What would still leave no owner (the last owner replaced
 * by an editor) stays refused, changing nothing.
 * On the old code --replace was unknown and the revoke's refusal named no way to a new token.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli/main';
import { CLOSE_CODES, ROUTES, TOKEN_PATTERN, type TeamHello } from '../../src-main/team';
import { createMemberToken, openPgStore, openSqliteStore, replaceMemberToken, startTeamServer, type TeamServer, type TeamStore } from '../../src-main/team-server';
import { startPostgres, type RunningPostgres } from '../helpers/pg-redis';
import { connect, errorCode, headers, waitFor, type TestClient } from './clients';

const dirs: string[] = [];
const clients: TestClient[] = [];
let server: TeamServer | undefined;
let postgres: RunningPostgres | undefined;
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'h-team-rotate-'));
  dirs.push(d);
  return d;
};
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  for (const c of clients) c.destroy();
  await server?.stop();
  await postgres?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}, 30_000);

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
}
/** The hello of a token: 200 and who it is, or the status and code of the refusal. */
const hello = async (token: string): Promise<[number, unknown]> => {
  const res = await fetch(server!.httpUrl + ROUTES.hello, { headers: headers(token) });
  return res.ok ? [res.status, ((await res.json()) as TeamHello).member] : [res.status, await errorCode(res)];
};

describe('the only owner gets a new token under their own name (CLI, a running team server)', () => {
  it('team token --replace: the old token is revoked and its connection closed, the new one is the owner', async () => {
    const dir = tempDir();
    server = await startTeamServer({ dataDir: dir, teamName: 'Night shift', revocationCheckMs: 200 });
    const first = await cli(['team', 'token', '--role', 'owner', '--name', 'Chi', '--data-dir', dir]);
    const old = first.stdout.trim();
    expect(old).toMatch(TOKEN_PATTERN);
    expect((await cli(['team', 'token', '--role', 'editor', '--name', 'Lan', '--data-dir', dir])).code).toBe(0);
    const open = connect(server.url, { token: old });
    clients.push(open);
    await open.synced;

    // The way that was refused says the way that is not.
    const revoke = await cli(['team', 'revoke', 'Chi', '--data-dir', dir]);
    expect(revoke.code).toBe(1);
    expect(revoke.stderr).toContain('postroom team token --role owner --name "Chi" --replace');

    const rotated = await cli(['team', 'token', '--role', 'owner', '--name', 'Chi', '--replace', '--data-dir', dir]);
    expect(rotated.code).toBe(0);
    expect(rotated.stderr).toMatch(/^Token of Chi \(owner\), in place of the one made \d{4}-\d\d-\d\d \d\d:\d\d UTC, which no longer works; it is shown this once, give it to them privately:\n$/);
    const fresh = rotated.stdout.trim();
    expect(fresh).toMatch(TOKEN_PATTERN);
    expect(fresh).not.toBe(old);

    // The old token stops working: its open connection is closed by the server's check, and it is refused after.
    await waitFor(() => open.closes.includes(CLOSE_CODES.revoked), 5000, 'the old token\'s socket to close with 4403');
    expect(await hello(old)).toEqual([401, 'revoked']);
    expect(await hello(fresh)).toEqual([200, expect.objectContaining({ name: 'Chi', role: 'owner' })]);
    const now = connect(server.url, { token: fresh });
    clients.push(now);
    expect(await now.authenticated).toEqual({ readOnly: false });

    const members = (await cli(['team', 'members', '--json', '--data-dir', dir])).stdout.trim().split('\n').map((l) => JSON.parse(l) as { name: string; role: string; revokedAt: string | null });
    expect(members.map((m) => [m.name, m.role, m.revokedAt === null ? 'active' : 'revoked'])).toEqual([['Chi', 'owner', 'revoked'], ['Lan', 'editor', 'active'], ['Chi', 'owner', 'active']]);

    // --json carries the token and the row it replaced; a name nobody has is refused (a typo makes no one).
    const json = await cli(['team', 'token', '--role', 'editor', '--name', 'Lan', '--replace', '--json', '--data-dir', dir]);
    expect(JSON.parse(json.stdout)).toMatchObject({ ok: true, name: 'Lan', role: 'editor', token: expect.stringMatching(TOKEN_PATTERN), replaced: { role: 'editor', createdAt: expect.stringMatching(/^\d{4}-/) } });
    const nobody = await cli(['team', 'token', '--role', 'editor', '--name', 'Lam', '--replace', '--json', '--data-dir', dir]);
    expect([nobody.code, JSON.parse(nobody.stdout)]).toEqual([1, { ok: false, error: { code: 'invalid_request', message: 'No active member is called "Lam": leave out --replace to make one. Nothing was changed.' } }]);
  });
});

const stores: Array<[string, () => Promise<TeamStore>]> = [
  ['SQLite', async () => openSqliteStore(tempDir())],
  ['PostgreSQL', async () => openPgStore(await postgres!.createDatabase('rotate'))],
];
const active = async (store: TeamStore): Promise<Array<[string, string]>> =>
  (await store.listMembers()).filter((m) => m.revokedAt === null).map((m) => [m.name, m.role]);

describe.each(stores)('a new token in place of the old keeps the owner (%s store)', (_kind, open) => {
  it('replaces the only owner\'s token; refuses to replace them by a non-owner (last_owner, nothing changed)', async () => {
    const store = await open();
    try {
      const chi = await createMemberToken(store, { name: 'Chi', role: 'owner' });
      await createMemberToken(store, { name: 'Lan', role: 'editor' });
      await expect(replaceMemberToken(store, { name: 'Chi', role: 'editor' })).rejects.toMatchObject({ code: 'last_owner' });
      expect((await store.listMembers()).map((m) => [m.name, m.revokedAt])).toEqual([['Chi', null], ['Lan', null]]);
      const r = await replaceMemberToken(store, { name: 'Chi', role: 'owner' });
      expect(r.token).not.toBe(chi.token);
      expect(r.replaced).toMatchObject({ id: chi.member.id, name: 'Chi', role: 'owner', revokedAt: expect.stringMatching(/^\d{4}-/) });
      expect(r.member).toMatchObject({ name: 'Chi', role: 'owner', revokedAt: null });
      expect(await active(store)).toEqual([['Lan', 'editor'], ['Chi', 'owner']]);
      expect((await store.memberByTokenHash((await import('../../src-main/team-server')).tokenHash(chi.token)))?.revokedAt).not.toBeNull();
    } finally {
      await store.close();
    }
  });
});
