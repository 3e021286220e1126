import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sqliteOptions } from '../common';
import { TeamServerError } from './errors';
import { DEFAULT_TEAM_NAME, lastOwnerError, mergeStored, ownerFirstError, newTeamId, storedRole, type MemberRow, type NewMember, type StoredUpdate, type TeamRow, type TeamStore } from './store';

/** The store's file in a server's data dir. Back it up with the server stopped, or with `sqlite3 team.sqlite ".backup copy.sqlite"`. */
export const TEAM_DB_FILE = 'team.sqlite';

/** 2: document_updates, the log of updates appended since a document's state was last compacted (a store of version 1 gains it on open). */
const SCHEMA_VERSION = 2;
const SCHEMA = `
CREATE TABLE IF NOT EXISTS team (id TEXT PRIMARY KEY, name TEXT NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS members (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, token_sha256 TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL, revoked_at TEXT, last_seen TEXT
) STRICT;
CREATE UNIQUE INDEX IF NOT EXISTS members_active_name ON members(name) WHERE revoked_at IS NULL;
CREATE TABLE IF NOT EXISTS documents (name TEXT PRIMARY KEY, state BLOB NOT NULL, updated_at TEXT NOT NULL) STRICT;
CREATE TABLE IF NOT EXISTS document_updates (id INTEGER PRIMARY KEY, name TEXT NOT NULL, "update" BLOB NOT NULL, created_at TEXT NOT NULL) STRICT;
CREATE INDEX IF NOT EXISTS document_updates_name ON document_updates(name, id);
`;

interface MemberDbRow { id: number; name: string; role: string; created_at: string; revoked_at: string | null; last_seen: string | null }
const member = (r: MemberDbRow): MemberRow => ({ id: r.id, name: r.name, role: storedRole(r.role, r.name), createdAt: r.created_at, revokedAt: r.revoked_at, lastSeen: r.last_seen });
const MEMBER_COLUMNS = 'id, name, role, created_at, revoked_at, last_seen';

/**
 * The default store: `<dataDir>/team.sqlite`, WAL with synchronous=FULL, so a document stored
 * before a kill is there after it, and a kill mid-write leaves the state before that write.
 */
export function openSqliteStore(dataDir: string): TeamStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, TEAM_DB_FILE), sqliteOptions());
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) {
    db.close();
    throw new TeamServerError('invalid_request', `${TEAM_DB_FILE} was written by a newer Postroom (schema ${version}; this one knows ${SCHEMA_VERSION}).`);
  }
  db.transaction(() => {
    db.exec(SCHEMA);
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
    if ((db.prepare('SELECT count(*) AS n FROM team').get() as { n: number }).n === 0) {
      db.prepare('INSERT INTO team (id, name) VALUES (?, ?)').run(newTeamId(), DEFAULT_TEAM_NAME);
    }
  }).immediate();

  const q = {
    team: db.prepare<[], TeamRow>('SELECT id, name FROM team LIMIT 1'),
    setTeamName: db.prepare<[string]>('UPDATE team SET name = ?'),
    activeByName: db.prepare<[string], MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE name = ? AND revoked_at IS NULL`),
    insertMember: db.prepare<[string, string, string, string]>('INSERT INTO members (name, role, token_sha256, created_at) VALUES (?, ?, ?, ?)'),
    byId: db.prepare<[number], MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE id = ?`),
    byToken: db.prepare<[string], MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE token_sha256 = ?`),
    list: db.prepare<[], MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members ORDER BY id`),
    setRole: db.prepare<[string, number]>('UPDATE members SET role = ? WHERE id = ?'),
    activeOwners: db.prepare<[], { n: number }>("SELECT count(*) AS n FROM members WHERE role = 'owner' AND revoked_at IS NULL"),
    revoke: db.prepare<[string, number]>('UPDATE members SET revoked_at = ? WHERE id = ?'),
    touch: db.prepare<[string, number]>('UPDATE members SET last_seen = ? WHERE id = ?'),
    fetch: db.prepare<[string], { state: Buffer }>('SELECT state FROM documents WHERE name = ?'),
    store: db.prepare<[string, Buffer, string]>('INSERT INTO documents (name, state, updated_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at'),
    updates: db.prepare<[string], { id: number; update: Buffer }>('SELECT id, "update" FROM document_updates WHERE name = ? ORDER BY id'),
    append: db.prepare<[string, Buffer, string]>('INSERT INTO document_updates (name, "update", created_at) VALUES (?, ?, ?)'),
    pending: db.prepare<[string], { rows: number; bytes: number }>('SELECT count(*) AS rows, coalesce(sum(length("update")), 0) AS bytes FROM document_updates WHERE name = ?'),
    stateBytes: db.prepare<[string], { n: number }>('SELECT length(state) AS n FROM documents WHERE name = ?'),
    fold: db.prepare<[string, number]>('DELETE FROM document_updates WHERE name = ? AND id <= ?'),
    clear: db.prepare<[string]>('DELETE FROM document_updates WHERE name = ?'),
  };
  /** State and log read in one transaction (one snapshot). */
  const read = db.transaction((name: string): { state: Uint8Array | null; rows: StoredUpdate[] } => {
    const r = q.fetch.get(name);
    return { state: r ? new Uint8Array(r.state) : null, rows: q.updates.all(name).map((u) => ({ id: u.id, update: new Uint8Array(u.update) })) };
  });
  const team = (): TeamRow => {
    const row = q.team.get();
    if (!row) throw new TeamServerError('invalid_request', `${TEAM_DB_FILE} has no team row.`);
    return row;
  };

  return {
    kind: 'sqlite',
    team: async () => team(),
    setTeamName: async (name) => void q.setTeamName.run(name),
    addMember: async (m: NewMember) =>
      db.transaction(() => {
        if (q.activeByName.get(m.name)) throw new TeamServerError('invalid_request', `A member is already called "${m.name}"; give them a new token with --replace, another role with postroom team role, or choose another name. Nothing was changed.`);
        if (m.role !== 'owner' && (q.activeOwners.get()?.n ?? 0) === 0) throw ownerFirstError(m.name, m.role);
        const id = Number(q.insertMember.run(m.name, m.role, m.tokenSha256, m.createdAt).lastInsertRowid);
        return member(q.byId.get(id) as MemberDbRow);
      }).immediate(),
    memberByTokenHash: async (sha) => {
      const r = q.byToken.get(sha);
      return r ? member(r) : undefined;
    },
    listMembers: async () => q.list.all().map(member),
    revokeMember: async (name, at) =>
      db.transaction(() => {
        const r = q.activeByName.get(name);
        if (!r) return undefined;
        if (r.role === 'owner' && (q.activeOwners.get()?.n ?? 0) <= 1) throw lastOwnerError(r.name, 'revoke');
        q.revoke.run(at, r.id);
        return member(q.byId.get(r.id) as MemberDbRow);
      }).immediate(),
    setMemberRole: async (name, role) =>
      db.transaction(() => {
        const r = q.activeByName.get(name);
        if (!r) return undefined;
        const before = storedRole(r.role, r.name);
        if (before === 'owner' && role !== 'owner' && (q.activeOwners.get()?.n ?? 0) <= 1) throw lastOwnerError(r.name);
        q.setRole.run(role, r.id);
        return { member: member(q.byId.get(r.id) as MemberDbRow), before };
      }).immediate(),
    replaceMember: async (m: NewMember) =>
      db.transaction(() => {
        const r = q.activeByName.get(m.name);
        if (!r) return undefined;
        if (storedRole(r.role, r.name) === 'owner' && m.role !== 'owner' && (q.activeOwners.get()?.n ?? 0) <= 1) throw lastOwnerError(r.name);
        q.revoke.run(m.createdAt, r.id);
        const id = Number(q.insertMember.run(m.name, m.role, m.tokenSha256, m.createdAt).lastInsertRowid);
        return { member: member(q.byId.get(id) as MemberDbRow), replaced: member(q.byId.get(r.id) as MemberDbRow) };
      }).immediate(),
    touchMember: async (id, at) => void q.touch.run(at, id),
    fetchDocument: async (name) => {
      const { state, rows } = read(name);
      return mergeStored(name, state, rows);
    },
    appendUpdate: async (name, update, at) => void q.append.run(name, Buffer.from(update), at),
    pendingUpdates: async (name) => ({ ...(q.pending.get(name) as { rows: number; bytes: number }), stateBytes: q.stateBytes.get(name)?.n ?? 0 }),
    // One IMMEDIATE transaction: this process is the store's only writer while it holds it, so the rows read are every row up to the last id.
    compactDocument: async (name, at, extra) =>
      db.transaction(() => {
        const { state, rows } = read(name);
        // Nothing to fold: the state is not written again.
        if (rows.length === 0 && !extra) return { folded: 0, stateBytes: state?.byteLength ?? 0 };
        const merged = mergeStored(name, state, rows, extra);
        if (merged === null) return { folded: 0, stateBytes: 0 };
        q.store.run(name, Buffer.from(merged), at);
        if (rows.length > 0) q.fold.run(name, rows[rows.length - 1]!.id);
        return { folded: rows.length, stateBytes: merged.byteLength };
      }).immediate(),
    storeDocument: async (name, state, at) =>
      db.transaction(() => {
        q.store.run(name, Buffer.from(state), at);
        q.clear.run(name);
      }).immediate(),
    close: async () => {
      if (db.open) db.close();
    },
  };
}

/** A document's whole state from a team.sqlite file opened read-only (what a copy of the file holds; tests, backups). */
export function readSqliteDocument(file: string, name: string): Uint8Array | null {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.transaction(() => {
      const state = db.prepare<[string], { state: Buffer }>('SELECT state FROM documents WHERE name = ?').get(name);
      const hasLog = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'document_updates'").get() !== undefined;
      const rows = hasLog ? db.prepare<[string], { id: number; update: Buffer }>('SELECT id, "update" FROM document_updates WHERE name = ? ORDER BY id').all(name) : [];
      return mergeStored(name, state ? new Uint8Array(state.state) : null, rows.map((r) => ({ id: r.id, update: new Uint8Array(r.update) })));
    })();
  } finally {
    db.close();
  }
}
