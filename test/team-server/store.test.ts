/**
 * The SQLite store of a team server: STRICT tables, tokens only as hashes, names checked, last
 * seen written at most every LAST_SEEN_RESOLUTION_MS, a file from a newer Postroom refused; a
 * document stored as a state plus a log of appended updates: load merges them, compaction folds
 * them in one transaction, a corrupt row is refused by id, a store of schema 1 opens and keeps its
 * documents, and a kill -9 in the middle of a compaction loses nothing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createMemberToken, openSqliteStore, readSqliteDocument, revokeMember, TEAM_DB_FILE, tokenHash } from '../../src-main/team-server';
import { LAST_SEEN_RESOLUTION_MS, noteSeen } from '../../src-main/team-server/store';
import { ownerFirst } from '../helpers/team-owner';

const dirs: string[] = [];
const dir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'team-store-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('team.sqlite', () => {
  it('has STRICT tables team, members, documents, document_updates and one team row with a stable id', async () => {
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
    expect(tables.map((t) => t.name)).toEqual(['document_updates', 'documents', 'members', 'team']);
    for (const t of tables) expect(t.sql).toMatch(/STRICT$/);
  });

  it('keeps only the SHA-256 of a token and finds the member by it', async () => {
    const store = openSqliteStore(dir());
    await ownerFirst(store);
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
    const { member } = await createMemberToken(store, { name: 'M', role: 'owner' });
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

/** A doc and the update of each change made to it. */
function editor(): { doc: Y.Doc; change(f: (d: Y.Doc) => void): Uint8Array } {
  const doc = new Y.Doc();
  return {
    doc,
    change(f) {
      const before = Y.encodeStateVector(doc);
      f(doc);
      return Y.encodeStateAsUpdate(doc, before);
    },
  };
}
const itemsOf = (state: Uint8Array | null): number[] => {
  const d = new Y.Doc();
  if (state) Y.applyUpdate(d, state);
  return d.getArray<number>('items').toArray();
};
const rowsOf = (d: string): number => {
  const db = new Database(join(d, TEAM_DB_FILE), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM document_updates').get() as { n: number }).n;
  } finally {
    db.close();
  }
};
const at = '2026-11-27T03:00:00.000Z';

describe('a document as state + log of updates', () => {
  it('appends updates, loads state and log merged, and compacts them into one state in one transaction', async () => {
    const d = dir();
    const store = openSqliteStore(d);
    const e = editor();
    expect(await store.fetchDocument('library')).toBeNull();
    for (let i = 0; i < 5; i++) await store.appendUpdate('library', e.change((doc) => doc.getArray<number>('items').push([i])), at);
    expect(await store.pendingUpdates('library')).toMatchObject({ rows: 5, stateBytes: 0 });
    expect(itemsOf(await store.fetchDocument('library'))).toEqual([0, 1, 2, 3, 4]);
    expect(await store.compactDocument('library', at)).toMatchObject({ folded: 5 });
    expect(await store.pendingUpdates('library')).toMatchObject({ rows: 0, bytes: 0 });
    expect(rowsOf(d)).toBe(0);
    // After the fold, new appends go to the log again; load = state + log.
    await store.appendUpdate('library', e.change((doc) => doc.getArray<number>('items').push([5])), at);
    expect(itemsOf(await store.fetchDocument('library'))).toEqual([0, 1, 2, 3, 4, 5]);
    // The same update twice, and an extra state holding it all: harmless (a merge is a union).
    const again = e.change((doc) => doc.getArray<number>('items').push([6]));
    await store.appendUpdate('library', again, at);
    await store.appendUpdate('library', again, at);
    await store.compactDocument('library', at, Y.encodeStateAsUpdate(e.doc));
    expect(itemsOf(await store.fetchDocument('library'))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Another document's log is its own.
    await store.appendUpdate('journal', editor().change((doc) => doc.getArray<number>('items').push([9])), at);
    await store.compactDocument('library', at);
    expect(itemsOf(await store.fetchDocument('journal'))).toEqual([9]);
    await store.close();
    // What a copy of the file holds, read-only.
    expect(itemsOf(readSqliteDocument(join(d, TEAM_DB_FILE), 'library'))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses a corrupt row by its id (corrupt_update), for load and for compaction, and changes nothing', async () => {
    const d = dir();
    const store = openSqliteStore(d);
    const e = editor();
    await store.appendUpdate('library', e.change((doc) => doc.getArray<number>('items').push([1])), at);
    await store.appendUpdate('library', new Uint8Array(Buffer.from('not a Yjs update')), at);
    await store.appendUpdate('library', e.change((doc) => doc.getArray<number>('items').push([2])), at);
    await expect(store.fetchDocument('library')).rejects.toMatchObject({ code: 'corrupt_update', details: { document: 'library', row: 2 } });
    await expect(store.compactDocument('library', at)).rejects.toMatchObject({ code: 'corrupt_update' });
    expect(rowsOf(d)).toBe(3);
    // Take the bad row out by hand: everything else is there.
    const db = new Database(join(d, TEAM_DB_FILE));
    db.prepare('DELETE FROM document_updates WHERE id = 2').run();
    db.close();
    expect(itemsOf(await store.fetchDocument('library'))).toEqual([1, 2]);
    await store.close();
  });

  it('opens a store of schema 1 (documents only), keeps its documents and adds the log', async () => {
    const d = dir();
    const e = editor();
    e.change((doc) => doc.getArray<number>('items').push([1, 2]));
    const db = new Database(join(d, TEAM_DB_FILE));
    db.exec(`CREATE TABLE team (id TEXT PRIMARY KEY, name TEXT NOT NULL) STRICT;
      CREATE TABLE members (id INTEGER PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, token_sha256 TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, revoked_at TEXT, last_seen TEXT) STRICT;
      CREATE TABLE documents (name TEXT PRIMARY KEY, state BLOB NOT NULL, updated_at TEXT NOT NULL) STRICT;
      INSERT INTO team VALUES ('t1', 'Old team');`);
    db.prepare('INSERT INTO documents VALUES (?, ?, ?)').run('library', Buffer.from(Y.encodeStateAsUpdate(e.doc)), at);
    db.pragma('user_version = 1');
    db.close();
    expect(itemsOf(readSqliteDocument(join(d, TEAM_DB_FILE), 'library'))).toEqual([1, 2]);
    const store = openSqliteStore(d);
    expect(await store.team()).toEqual({ id: 't1', name: 'Old team' });
    await store.appendUpdate('library', e.change((doc) => doc.getArray<number>('items').push([3])), at);
    expect(itemsOf(await store.fetchDocument('library'))).toEqual([1, 2, 3]);
    await store.close();
  });

  it('killed -9 in the middle of a compaction: the file is sound and every committed append is there', async () => {
    for (let round = 0; round < 2; round++) {
      const d = dir();
      const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'compact-child.ts'), d], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stderr.on('data', (c: Buffer) => (err += c.toString()));
      const exited = new Promise<NodeJS.Signals | null>((r) => child.once('exit', (_code, signal) => r(signal)));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          // The (round+2)th fold has begun: kill within it (a few ms in, more each round).
          if ((out.match(/^compacting$/gm) ?? []).length >= round + 2 && out.endsWith('compacting\n')) setTimeout(() => child.kill('SIGKILL'), round * 3);
          if ((out.match(/^compacting$/gm) ?? []).length > 8) reject(new Error('never killed'));
        });
        child.once('exit', () => resolve());
        setTimeout(() => reject(new Error(`the child did not start folding: ${err}`)), 60_000);
      });
      expect(await exited).toBe('SIGKILL');
      const lines = out.trim().split('\n');
      // The kill came after a fold began and before it ended.
      expect(lines.at(-1)).toBe('compacting');
      const appended = lines.filter((l) => l.startsWith('appended ')).map((l) => Number(l.slice(9)));
      const db = new Database(join(d, TEAM_DB_FILE), { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
      const store = openSqliteStore(d);
      expect(itemsOf(await store.fetchDocument('library'))).toEqual(appended);
      // And the next compaction folds what the killed one did not.
      await store.compactDocument('library', at);
      expect(itemsOf(await store.fetchDocument('library'))).toEqual(appended);
      await store.close();
    }
  }, 120_000);
});
