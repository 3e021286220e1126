/**
 * A member's role changed on a team of two server instances on one PostgreSQL and one Redis
 * (roles, issue 34): the PostgreSQL store changes a role and refuses demoting the last owner
 * (`last_owner`; two owners stepping down at once leave one owner — this passed once with the
 * store's advisory lock removed too, so it does not prove the lock, only the outcome), and a member connected to instance B is told by B when an owner changed
 * their role through A (B's check reads the store: the connection is closed with `role_changed`
 * and, connecting again, is read-only as a viewer). Servers started once for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, ROUTES } from '../../src-main/team';
import { createMemberToken, setMemberRole, type TeamServer } from '../../src-main/team-server';
import { errorCode, headers, sleep, waitFor } from './clients';
import { pgRedisTeam } from './pg-redis-team';

const team = pgRedisTeam('team-roles-pg-');
let a: TeamServer;
let b: TeamServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const { redis } = await team.start('roles');
  [a, b] = await Promise.all([team.instance({ redis: redis.url }), team.instance({ redis: redis.url })]);
  for (const [name, role] of [['oli', 'owner'], ['pam', 'owner'], ['ed', 'editor']] as const) tokens[name] = (await createMemberToken(a.store, { name, role })).token;
}, 60_000);
afterAll(() => team.stop([a, b]), 30_000);

describe('roles on PostgreSQL, two instances', () => {
  it("an owner's change through A reaches ed's connection on B: closed with role_changed, read-only when it connects again", async () => {
    const ed = team.client(b.url, { token: tokens.ed! });
    expect(await ed.authenticated).toEqual({ readOnly: false });
    await ed.synced;
    const res = await fetch(a.httpUrl + ROUTES.memberRole, { method: 'PUT', headers: { ...headers(tokens.oli!), 'content-type': 'application/json' }, body: JSON.stringify({ name: 'ed', role: 'viewer' }) });
    expect(res.status).toBe(200);
    await waitFor(() => ed.closes.includes(CLOSE_CODES.role_changed), 5000, "B to close ed's connection");
    // Connecting again, B decides afresh: a viewer's library connection is read-only.
    await waitFor(() => ed.socket.status === 'connected' && ed.provider.isSynced, 5000, 'ed to connect again');
    await waitFor(() => ed.provider.authorizedScope === 'readonly', 5000, "ed's connection to be read-only");
  }, 30_000);

  it('two owners stepping down at once leave one owner (last_owner for the second); an editor may not change roles', async () => {
    const both = await Promise.allSettled([setMemberRole(a.store, 'oli', 'editor'), setMemberRole(b.store, 'pam', 'editor')]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = both.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'last_owner' });
    expect((await a.store.listMembers()).filter((m) => m.role === 'owner' && m.revokedAt === null)).toHaveLength(1);
    await sleep(10);
    const res = await fetch(b.httpUrl + ROUTES.memberRole, { method: 'PUT', headers: { ...headers(tokens.ed!), 'content-type': 'application/json' }, body: JSON.stringify({ name: 'ed', role: 'owner' }) });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe('forbidden');
  }, 30_000);
});
