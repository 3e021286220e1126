/**
 * The SQLite store of a team server: STRICT tables, tokens only as hashes, names checked, last
 * seen written at most every LAST_SEEN_RESOLUTION_MS, a file from a newer Postroom refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemberToken, openSqliteStore, revokeMember, TEAM_DB_FILE, tokenHash } from '../../src-main/team-server';
import { LAST_SEEN_RESOLUTION_MS, noteSeen } from '../../src-main/team-server/store';

const dirs: string[] = [];
const dir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'team-store-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('team.sqlite', () => {
  it('has STRICT tables team, members, documents and one team row with a stable id', async () => {
    const d = dir();
    const store = openSqliteStore(d);
    const team = await store.team();
    await store.close();
    const again = openSqliteStore(d);
    expect(await again.team()).toEqual(team);
    await again.close();
    const db = new Database(join(d, TEAM_DB_FILE), { readonly: true });
    const tables = db.prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all();
    db.close();
    expect(tables.map((t) => t.name)).toEqual(['documents', 'members', 'team']);
    for (const t of tables) expect(t.sql).toMatch(/STRICT$/);
  });

  it('keeps only the SHA-256 of a token and finds the member by it', async () => {
    const store = openSqliteStore(dir());
    const { token, member } = await createMemberToken(store, { name: '  Lan  ', role: 'editor' });
    expect(member.name).toBe('Lan');
    expect(await store.memberByTokenHash(tokenHash(token))).toMatchObject({ name: 'Lan', role: 'editor', revokedAt: null });
    expect(await store.memberByTokenHash(token)).toBeUndefined();
    await revokeMember(store, 'Lan');
    expect((await store.memberByTokenHash(tokenHash(token)))?.revokedAt).toMatch(/^\d{4}-/);
    await expect(revokeMember(store, 'Lan')).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(createMemberToken(store, { name: '', role: 'editor' })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(createMemberToken(store, { name: 'a\nb', role: 'editor' })).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(createMemberToken(store, { name: 'x', role: 'admin' as 'editor' })).rejects.toMatchObject({ code: 'invalid_request' });
    await store.close();
  });

  it('writes last seen at most every LAST_SEEN_RESOLUTION_MS', async () => {
    const store = openSqliteStore(dir());
    const { member } = await createMemberToken(store, { name: 'M', role: 'viewer' });
    const t0 = new Date('2026-11-27T00:00:00Z');
    await noteSeen(store, member, t0);
    const seen = (await store.listMembers())[0]!;
    expect(seen.lastSeen).toBe(t0.toISOString());
    await noteSeen(store, seen, new Date(t0.getTime() + LAST_SEEN_RESOLUTION_MS - 1));
    expect((await store.listMembers())[0]!.lastSeen).toBe(t0.toISOString());
    const later = new Date(t0.getTime() + LAST_SEEN_RESOLUTION_MS);
    await noteSeen(store, seen, later);
    expect((await store.listMembers())[0]!.lastSeen).toBe(later.toISOString());
    await store.close();
  });

  it('refuses a file written by a newer Postroom, changing nothing', async () => {
    const d = dir();
    await openSqliteStore(d).close();
    const db = new Database(join(d, TEAM_DB_FILE));
    db.pragma('user_version = 99');
    db.close();
    expect(() => openSqliteStore(d)).toThrow(/newer Postroom/);
  });
});
