import pg from 'pg';
import { TeamServerError } from './errors';
import { DEFAULT_TEAM_NAME, newTeamId, storedRole, type MemberRow, type NewMember, type TeamRow, type TeamStore } from './store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS team (id TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS members (
  id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, token_sha256 TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL, revoked_at TEXT, last_seen TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS members_active_name ON members(name) WHERE revoked_at IS NULL;
CREATE TABLE IF NOT EXISTS documents (name TEXT PRIMARY KEY, state BYTEA NOT NULL, updated_at TEXT NOT NULL);
`;
/** pg_advisory_xact_lock key: two instances starting at once make the schema one after the other. */
const SCHEMA_LOCK = 0x70727431;

interface MemberDbRow { id: string; name: string; role: string; created_at: string; revoked_at: string | null; last_seen: string | null }
const member = (r: MemberDbRow): MemberRow => ({ id: Number(r.id), name: r.name, role: storedRole(r.role, r.name), createdAt: r.created_at, revokedAt: r.revoked_at, lastSeen: r.last_seen });
const MEMBER_COLUMNS = 'id, name, role, created_at, revoked_at, last_seen';

/**
 * The store in PostgreSQL (`--postgres URL`): team, members and documents, so every server
 * instance on the same database shares them. A document is stored with one upsert (atomic).
 */
export async function openPgStore(url: string): Promise<TeamStore> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // An idle client's error (the database restarted) must not crash the server; the next query reports it.
  pool.on('error', () => {});
  const tx = async <T>(f: (c: pg.PoolClient) => Promise<T>): Promise<T> => {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
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

  return {
    kind: 'postgres',
    team: async () => {
      const r = await pool.query<TeamRow>('SELECT id, name FROM team LIMIT 1');
      const row = r.rows[0];
      if (!row) throw new TeamServerError('invalid_request', 'The PostgreSQL store has no team row.');
      return row;
    },
    setTeamName: async (name) => void (await pool.query('UPDATE team SET name = $1', [name])),
    addMember: async (m: NewMember) => {
      try {
        const r = await pool.query<MemberDbRow>(`INSERT INTO members (name, role, token_sha256, created_at) VALUES ($1, $2, $3, $4) RETURNING ${MEMBER_COLUMNS}`, [m.name, m.role, m.tokenSha256, m.createdAt]);
        return member(r.rows[0] as MemberDbRow);
      } catch (err) {
        if ((err as { code?: string }).code === '23505') throw new TeamServerError('invalid_request', `A member is already called "${m.name}"; revoke them first, or choose another name.`);
        throw err;
      }
    },
    memberByTokenHash: async (sha) => {
      const r = await pool.query<MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE token_sha256 = $1`, [sha]);
      return r.rows[0] ? member(r.rows[0]) : undefined;
    },
    listMembers: async () => (await pool.query<MemberDbRow>(`SELECT ${MEMBER_COLUMNS} FROM members ORDER BY id`)).rows.map(member),
    revokeMember: async (name, at) => {
      const r = await pool.query<MemberDbRow>(`UPDATE members SET revoked_at = $1 WHERE name = $2 AND revoked_at IS NULL RETURNING ${MEMBER_COLUMNS}`, [at, name]);
      return r.rows[0] ? member(r.rows[0]) : undefined;
    },
    touchMember: async (id, at) => void (await pool.query('UPDATE members SET last_seen = $1 WHERE id = $2', [at, id])),
    fetchDocument: async (name) => {
      const r = await pool.query<{ state: Buffer }>('SELECT state FROM documents WHERE name = $1', [name]);
      return r.rows[0] ? new Uint8Array(r.rows[0].state) : null;
    },
    storeDocument: async (name, state, at) =>
      void (await pool.query('INSERT INTO documents (name, state, updated_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at', [name, Buffer.from(state), at])),
    close: async () => {
      await pool.end().catch(() => {});
    },
  };
}
