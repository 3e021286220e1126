import pg from 'pg';
import { TeamServerError } from './errors';
import { DEFAULT_TEAM_NAME, lastOwnerError, mergeStored, ownerFirstError, newTeamId, storedRole, type MemberRow, type NewMember, type StoredUpdate, type TeamRow, type TeamStore } from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS team (id TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS members (
  id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, token_sha256 TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL, revoked_at TEXT, last_seen TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS members_active_name ON members(name) WHERE revoked_at IS NULL;
CREATE TABLE IF NOT EXISTS documents (name TEXT PRIMARY KEY, state BYTEA NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS document_updates (id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, "update" BYTEA NOT NULL, created_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS document_updates_name ON document_updates(name, id);
`;
/** pg_advisory_xact_lock key: two instances starting at once make the schema one after the other. */
const SCHEMA_LOCK = 0x70727431;
/** pg_advisory_xact_lock(class, hashtext(document)): one compaction of a document at a time, across instances. */
const COMPACT_LOCK = 0x70727432;
/** roles: changes of role (the last-owner check) one at a time across instances. */
const ROLE_LOCK = 0x70727433;

interface MemberDbRow { id: string; name: string; role: string; created_at: string; revoked_at: string | null; last_seen: string | null }
const member = (r: MemberDbRow): MemberRow => ({ id: Number(r.id), name: r.name, role: storedRole(r.role, r.name), createdAt: r.created_at, revokedAt: r.revoked_at, lastSeen: r.last_seen });
const MEMBER_COLUMNS = 'id, name, role, created_at, revoked_at, last_seen';

const UPSERT_STATE = 'INSERT INTO documents (name, state, updated_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at';

/**
 * The store in PostgreSQL (`--postgres URL`): team, members and documents, so every server
 * instance on the same database shares them. Each instance appends the updates its own members
 * send (document_updates); compaction folds them into `documents` under a per-document lock.
 */
export async function openPgStore(url: string): Promise<TeamStore> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle client's error (the database restarted) must not crash the server; the next query reports it.
  pool.on('error', () => {});
  const tx = async <T>(f: (c: pg.PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> => {
    const c = await pool.connect();
    try {
      await c.query(begin);
      const out = await f(c);
      await c.query('COMMIT');
      return out;
    } catch (err) {
      await c.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      c.release();
    }
  };
  try {
    await tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      await c.query(SCHEMA);
      await c.query('INSERT INTO team (id, name) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM team)', [newTeamId(), DEFAULT_TEAM_NAME]);
    });
  } catch (err) {
    await pool.end().catch(() => {});
    throw new TeamServerError('unreachable', `Could not open the PostgreSQL store: ${(err as Error).message}`, { cause: err });
  }

  const activeOwners = async (c: pg.PoolClient): Promise<number> =>
    Number((await c.query<{ n: string }>("SELECT count(*) AS n FROM members WHERE role = 'owner' AND revoked_at IS NULL")).rows[0]?.n ?? 0);
  const read = async (c: pg.PoolClient, name: string): Promise<{ state: Uint8Array | null; rows: StoredUpdate[] }> => {
    const s = await c.query<{ state: Buffer }>('SELECT state FROM documents WHERE name = $1', [name]);
    const u = await c.query<{ id: string; update: Buffer }>('SELECT id, "update" FROM document_updates WHERE name = $1 ORDER BY id', [name]);
    return { state: s.rows[0] ? new Uint8Array(s.rows[0].state) : null, rows: u.rows.map((r) => ({ id: Number(r.id), update: new Uint8Array(r.update) })) };
  };

  return {
    kind: 'postgres',
    team: async () => {
      const r = await pool.query<TeamRow>('SELECT id, name FROM team LIMIT 1');
      const row = r.rows[0];
      if (!row) throw new TeamServerError('invalid_request', 'The PostgreSQL store has no team row.');
      return row;
    },
    setTeamName: async (name) => void (await pool.query('UPDATE team SET name = $1', [name])),
    // Under the role lock, like a change of role: two instances adding a first member at once cannot both skip the owner.
    addMember: async (m: NewMember) => {
      try {
        return await tx(async (c) => {
          await c.query('SELECT pg_advisory_xact_lock($1)', [ROLE_LOCK]);
          if (m.role !== 'owner' && (await activeOwners(c)) === 0) throw ownerFirstError(m.name, m.role);
          const r = await c.query<MemberDbRow>(`INSERT INTO members (name, role, token_sha256, created_at) VALUES ($1, $2, $3, $4) RETURNING ${MEMBER_COLUMNS}`, [m.name, m.role, m.tokenSha256, m.createdAt]);
          return member(r.rows[0] as MemberDbRow);
        });
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw new TeamServerError('invalid_request', `A member is already called "${m.name}"; give them a new token with --replace, another role with postroom team role, or choose another name. Nothing was changed.`);
        throw err;
      }
    },
    memberByTokenHash: async (sha) => {
      const r = await pool.query<MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE token_sha256 = $1`, [sha]);
      return r.rows[0] ? member(r.rows[0]) : undefined;
    },
    listMembers: async () => (await pool.query<MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members ORDER BY id`)).rows.map(member),
    revokeMember: async (name, at) =>
      tx(async (c) => {
        await c.query('SELECT pg_advisory_xact_lock($1)', [ROLE_LOCK]);
        const r = (await c.query<MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE name = $1 AND revoked_at IS NULL`, [name])).rows[0];
        if (!r) return undefined;
        if (r.role === 'owner' && (await activeOwners(c)) <= 1) throw lastOwnerError(r.name, 'revoke');
        const u = await c.query<MemberDbRow>(`UPDATE members SET revoked_at = $1 WHERE id = $2 RETURNING ${MEMBER_COLUMNS}`, [at, r.id]);
        return member(u.rows[0]!);
      }),
    // roles: one change of role at a time across instances (the last-owner check and the change together).
    setMemberRole: async (name, role) =>
      tx(async (c) => {
        await c.query('SELECT pg_advisory_xact_lock($1)', [ROLE_LOCK]);
        const r = (await c.query<MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE name = $1 AND revoked_at IS NULL`, [name])).rows[0];
        if (!r) return undefined;
        const before = storedRole(r.role, r.name);
        if (before === 'owner' && role !== 'owner' && (await activeOwners(c)) <= 1) throw lastOwnerError(r.name);
        const u = await c.query<MemberDbRow>(`UPDATE members SET role = $1 WHERE id = $2 RETURNING ${MEMBER_COLUMNS}`, [role, r.id]);
        return { member: member(u.rows[0]!), before };
      }),
    // h-team: under the role lock, like a revoke: the owner check, the revoke and the new row together.
    replaceMember: async (m: NewMember) =>
      tx(async (c) => {
        await c.query('SELECT pg_advisory_xact_lock($1)', [ROLE_LOCK]);
        const r = (await c.query<MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE name = $1 AND revoked_at IS NULL`, [m.name])).rows[0];
        if (!r) return undefined;
        if (storedRole(r.role, r.name) === 'owner' && m.role !== 'owner' && (await activeOwners(c)) <= 1) throw lastOwnerError(r.name);
        const old = await c.query<MemberDbRow>(`UPDATE members SET revoked_at = $1 WHERE id = $2 RETURNING ${MEMBER_COLUMNS}`, [m.createdAt, r.id]);
        const added = await c.query<MemberDbRow>(`INSERT INTO members (name, role, token_sha256, created_at) VALUES ($1, $2, $3, $4) RETURNING ${MEMBER_COLUMNS}`, [m.name, m.role, m.tokenSha256, m.createdAt]);
        return { member: member(added.rows[0]!), replaced: member(old.rows[0]!) };
      }),
    touchMember: async (id, at) => void (await pool.query('UPDATE members SET last_seen = $1 WHERE id = $2', [at, id])),
    // One snapshot (REPEATABLE READ): a compaction committing between the two reads cannot hide its rows.
    fetchDocument: async (name) => tx(async (c) => {
      const { state, rows } = await read(c, name);
      return mergeStored(name, state, rows);
    }, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY'),
    appendUpdate: async (name, update, at) => void (await pool.query('INSERT INTO document_updates (name, "update", created_at) VALUES ($1, $2, $3)', [name, Buffer.from(update), at])),
    pendingUpdates: async (name) => {
      const r = await pool.query<{ rows: string; bytes: string; state_bytes: number | null }>(
        'SELECT count(*) AS rows, coalesce(sum(length("update")), 0) AS bytes, (SELECT length(state) FROM documents WHERE name = $1) AS state_bytes FROM document_updates WHERE name = $1', [name]);
      const row = r.rows[0];
      return { rows: Number(row?.rows ?? 0), bytes: Number(row?.bytes ?? 0), stateBytes: Number(row?.state_bytes ?? 0) };
    },
    // Under the document's advisory lock (compactions one at a time); deletes exactly the rows it read, by id: an
    // update another instance appends meanwhile, even with a lower id committed later, stays in the log.
    compactDocument: async (name, at, extra) => tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [COMPACT_LOCK, name]);
      const { state, rows } = await read(c, name);
      // Nothing to fold: the state is not written again.
      if (rows.length === 0 && !extra) return { folded: 0, stateBytes: state?.byteLength ?? 0 };
      const merged = mergeStored(name, state, rows, extra);
      if (merged === null) return { folded: 0, stateBytes: 0 };
      await c.query(UPSERT_STATE, [name, Buffer.from(merged), at]);
      if (rows.length > 0) await c.query('DELETE FROM document_updates WHERE id = ANY($1::bigint[])', [rows.map((r) => r.id)]);
      return { folded: rows.length, stateBytes: merged.byteLength };
    }),
    storeDocument: async (name, state, at) => tx(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [COMPACT_LOCK, name]);
      await c.query(UPSERT_STATE, [name, Buffer.from(state), at]);
      await c.query('DELETE FROM document_updates WHERE name = $1', [name]);
    }),
    close: async () => {
      await pool.end().catch(() => {});
    },
  };
}
