/**
 * w31team (left by w30campaign): a team always has an owner, whoever makes its members. Only the CLI's
 * `team token` refused a first member who was not an owner, and only the CLI's `team revoke` kept the
 * last owner; the library calls (`createMemberToken`, `revokeMember`) let a team be left with none. Now
 * the store refuses both (`last_owner`, nothing changed) in the transaction that would make the change,
 * on SQLite and on PostgreSQL (real servers), so the CLI, the server and the tests all keep the rule.
 * On the old code the editor was made first and the only owner was revoked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberToken, openPgStore, openSqliteStore, revokeMember, setMemberRole, type TeamStore } from '../../src-main/team-server';
import { startPostgres, type RunningPostgres } from '../helpers/pg-redis';

const dirs: string[] = [];
let postgres: RunningPostgres | undefined;
let databases = 0;
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}, 30_000);

const stores: Array<[string, () => Promise<TeamStore>]> = [
  ['SQLite', async () => {
    const d = mkdtempSync(join(tmpdir(), 'w31team-owner-'));
    dirs.push(d);
    return openSqliteStore(d);
  }],
  ['PostgreSQL', async () => openPgStore(await postgres!.createDatabase(`owner${++databases}`))],
];

const active = async (store: TeamStore): Promise<Array<[string, string]>> =>
  (await store.listMembers()).filter((m) => m.revokedAt === null).map((m) => [m.name, m.role]);

describe.each(stores)('a team always has an owner (%s store)', (_kind, open) => {
  it('refuses a first member who is not an owner (typed, nothing made), then takes them once an owner exists', async () => {
    const store = await open();
    try {
      for (const role of ['editor', 'approver', 'viewer'] as const) {
        await expect(createMemberToken(store, { name: 'Lan', role })).rejects.toMatchObject({
          code: 'last_owner',
          message: `The team has no owner yet: its first member is its owner (postroom team token --role owner --name NAME), then make "Lan" ${role}. Nothing was changed.`,
        });
      }
      expect(await store.listMembers()).toEqual([]);
      await createMemberToken(store, { name: 'Chi', role: 'owner' });
      await createMemberToken(store, { name: 'Lan', role: 'editor' });
      expect(await active(store)).toEqual([['Chi', 'owner'], ['Lan', 'editor']]);
    } finally {
      await store.close();
    }
  });

  it('refuses to revoke or lower the last owner (typed, nothing changed); with a second owner the first may go', async () => {
    const store = await open();
    try {
      await createMemberToken(store, { name: 'Chi', role: 'owner' });
      await createMemberToken(store, { name: 'Lan', role: 'editor' });
      await expect(revokeMember(store, 'Chi')).rejects.toMatchObject({
        code: 'last_owner',
        message: '"Chi" is the team\'s only owner; make another member owner first (postroom team role NAME owner), then revoke Chi. For a new token in place of theirs: postroom team token --role owner --name "Chi" --replace. Nothing was changed.',
      });
      await expect(setMemberRole(store, 'Chi', 'editor')).rejects.toMatchObject({ code: 'last_owner' });
      expect(await active(store)).toEqual([['Chi', 'owner'], ['Lan', 'editor']]);
      // An owner revoked earlier is no owner: the last ACTIVE owner is kept.
      await setMemberRole(store, 'Lan', 'owner');
      await revokeMember(store, 'Chi');
      await expect(revokeMember(store, 'Lan')).rejects.toMatchObject({ code: 'last_owner' });
      expect(await active(store)).toEqual([['Lan', 'owner']]);
      // Revoking a member who is not an owner is untouched by the rule.
      await createMemberToken(store, { name: 'Bảo', role: 'approver' });
      await revokeMember(store, 'Bảo');
      expect(await active(store)).toEqual([['Lan', 'owner']]);
    } finally {
      await store.close();
    }
  });

  it('two owners revoked at once leave one owner (last_owner for the other)', async () => {
    const store = await open();
    try {
      await createMemberToken(store, { name: 'Oli', role: 'owner' });
      await createMemberToken(store, { name: 'Pam', role: 'owner' });
      const both = await Promise.allSettled([revokeMember(store, 'Oli'), revokeMember(store, 'Pam')]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'last_owner' } });
      expect((await active(store)).map(([, role]) => role)).toEqual(['owner']);
    } finally {
      await store.close();
    }
  });
});
