/**
 * Two team server instances behind one PostgreSQL and one Redis (issue 33): members and
 * documents live in PostgreSQL, so a token made on one instance works on the other; an edit on one
 * instance reaches a client of the other live through Redis; a revocation made on one drops the
 * member's connection on the other; a third instance started later reads what they stored.
 * Each update is appended to the log (document_updates) once, by the instance its member sent it
 * to; compactions of two stores racing with appends lose nothing; both instances restarted load it all.
 * Real servers (test/helpers/pg-redis.ts), started once for the file.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CLOSE_CODES, ROUTES, type TeamHello } from '../../src-main/team';
import { openPgStore, type TeamServer } from '../../src-main/team-server';
import type { RunningPostgres, RunningRedis } from '../helpers/pg-redis';
import { connect, errorCode, headers, sleep, waitFor } from './clients';
import { pgRedisTeam } from './pg-redis-team';
import { memberToken } from '../helpers/team-owner';

const team = pgRedisTeam('team-pg-');
const { clients, client, instance } = team;
let postgres: RunningPostgres;
let redis: RunningRedis;
let dbUrl: string;
let a: TeamServer;
let b: TeamServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ postgres, redis, dbUrl } = await team.start('team'));
  // Both at once: the schema is made once, under an advisory lock.
  [a, b] = await Promise.all([instance({ redis: redis.url }), instance({ redis: redis.url })]);
  for (const [name, role] of [['ed', 'editor'], ['ann', 'approver'], ['rex', 'editor']] as const) tokens[name] = await memberToken(a.store, { name, role });
}, 60_000);
afterAll(() => team.stop([a, b]), 30_000);

describe('two instances on one PostgreSQL and one Redis', () => {
  it('share the team and its members: a token made on A is known to B', async () => {
    const [ha, hb] = await Promise.all([a, b].map(async (s) => (await (await fetch(s.httpUrl + ROUTES.hello, { headers: headers(tokens.ed!) })).json()) as TeamHello));
    expect(ha!.teamId).toBe(hb!.teamId);
    expect(hb!.member).toEqual({ name: 'ed', role: 'editor' });
    expect(a.store.kind).toBe('postgres');
  });

  it('an edit through A reaches a client of B live, and is stored in PostgreSQL', async () => {
    const onA = client(a.url, { token: tokens.ed! });
    const onB = client(b.url, { token: tokens.ann! });
    await Promise.all([onA.synced, onB.synced]);
    onA.doc.getText('caption-d1').insert(0, 'From A');
    await waitFor(() => onB.doc.getText('caption-d1').toString() === 'From A', 10_000, "B's client to see A's edit");
    onB.doc.getMap('drafts').set('d2', 'From B');
    await waitFor(() => onA.doc.getMap('drafts').get('d2') === 'From B', 10_000, "A's client to see B's edit");
    const reader = await openPgStore(dbUrl);
    try {
      await waitFor(async () => {
        const state = await reader.fetchDocument('library');
        if (!state) return false;
        const d = new Y.Doc();
        Y.applyUpdate(d, state);
        return d.getText('caption-d1').toString() === 'From A' && d.getMap('drafts').get('d2') === 'From B';
      }, 10_000, 'both edits to be stored in PostgreSQL');
    } finally {
      await reader.close();
    }
  });

  it('a member revoked on A loses their connection on B', async () => {
    const onB = client(b.url, { token: tokens.rex! });
    await onB.synced;
    await a.revokeMember('rex');
    await waitFor(() => onB.closes.includes(CLOSE_CODES.revoked), 5000, "B to close rex's socket");
    const res = await fetch(b.httpUrl + ROUTES.hello, { headers: headers(tokens.rex!) });
    expect([res.status, await errorCode(res)]).toEqual([401, 'revoked']);
  });

  it('a third instance started later (no Redis) reads what the two stored', async () => {
    const c = await instance();
    try {
      const fresh = client(c.url, { token: tokens.ann! });
      await fresh.synced;
      expect(fresh.doc.getText('caption-d1').toString()).toBe('From A');
      expect(fresh.doc.getMap('drafts').get('d2')).toBe('From B');
      fresh.destroy();
    } finally {
      await c.stop();
    }
  });
});

/** How many items of each client the stored state and log of `library` hold, summed over every part (a part stored twice counts twice). */
async function storedLengths(clients: number[]): Promise<Map<number, number>> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    const state = await db.query<{ state: Buffer }>("SELECT state FROM documents WHERE name = 'library'");
    const log = await db.query<{ update: Buffer }>(`SELECT "update" FROM document_updates WHERE name = 'library'`);
    await db.query('COMMIT');
    const out = new Map(clients.map((c) => [c, 0]));
    for (const part of [...state.rows.map((r) => r.state), ...log.rows.map((r) => r.update)]) {
      for (const s of Y.decodeUpdate(new Uint8Array(part)).structs) {
        if (s.constructor.name === 'Skip' || !out.has(s.id.client)) continue;
        out.set(s.id.client, out.get(s.id.client)! + s.length);
      }
    }
    return out;
  } finally {
    await db.end();
  }
}

describe('the log of updates behind two instances', () => {
  it('an edit sent to A and one sent to B are each stored once (by the instance their member sent them to)', async () => {
    const onA = client(a.url, { token: tokens.ed! });
    const onB = client(b.url, { token: tokens.ann! });
    await Promise.all([onA.synced, onB.synced]);
    for (let i = 0; i < 5; i++) {
      onA.doc.getArray<string>('once').push([`A${i}`]);
      onB.doc.getArray<string>('once').push([`B${i}`]);
    }
    const ids = [onA.doc.clientID, onB.doc.clientID];
    const want = (c: number): number => Y.decodeStateVector(Y.encodeStateVector(onA.doc)).get(c) ?? 0;
    await waitFor(() => onA.doc.getArray('once').length === 10 && onB.doc.getArray('once').length === 10, 10_000, 'both clients to hold all ten');
    await waitFor(async () => {
      const got = await storedLengths(ids);
      return ids.every((c) => (got.get(c) ?? 0) >= want(c));
    }, 10_000, 'every edit to be stored');
    // Stored exactly once each: the instance that got an edit through Redis did not append it again.
    await sleep(500);
    const got = await storedLengths(ids);
    expect(ids.map((c) => got.get(c))).toEqual(ids.map(want));
  });

  it('a database made before the log (documents only) opens, keeps its documents and gains the log', async () => {
    const oldUrl = await postgres.createDatabase('old_team');
    const db = new pg.Client({ connectionString: oldUrl });
    await db.connect();
    const before = new Y.Doc();
    before.getArray<number>('items').push([1, 2]);
    try {
      await db.query(`CREATE TABLE team (id TEXT PRIMARY KEY, name TEXT NOT NULL);
        CREATE TABLE members (id BIGSERIAL PRIMARY KEY, name TEXT NOT NULL, role TEXT NOT NULL, token_sha256 TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, revoked_at TEXT, last_seen TEXT);
        CREATE TABLE documents (name TEXT PRIMARY KEY, state BYTEA NOT NULL, updated_at TEXT NOT NULL);
        INSERT INTO team VALUES ('t-old', 'Old team');`);
      await db.query('INSERT INTO documents VALUES ($1, $2, $3)', ['library', Buffer.from(Y.encodeStateAsUpdate(before)), 'then']);
    } finally {
      await db.end();
    }
    const store = await openPgStore(oldUrl);
    try {
      expect(await store.team()).toEqual({ id: 't-old', name: 'Old team' });
      const sv = Y.encodeStateVector(before);
      before.getArray<number>('items').push([3]);
      await store.appendUpdate('library', Y.encodeStateAsUpdate(before, sv), 'now');
      const d = new Y.Doc();
      Y.applyUpdate(d, (await store.fetchDocument('library'))!);
      expect(d.getArray<number>('items').toArray()).toEqual([1, 2, 3]);
    } finally {
      await store.close();
    }
  });

  it('two stores compacting while both append lose no update', async () => {
    const [s1, s2] = await Promise.all([openPgStore(dbUrl), openPgStore(dbUrl)]);
    try {
      const write = async (store: typeof s1, tag: string): Promise<void> => {
        const doc = new Y.Doc();
        for (let i = 0; i < 60; i++) {
          const before = Y.encodeStateVector(doc);
          doc.getArray<string>('race').push([`${tag}${i}`]);
          await store.appendUpdate('race', Y.encodeStateAsUpdate(doc, before), new Date().toISOString());
          if (i % 7 === 3) await store.compactDocument('race', new Date().toISOString());
        }
      };
      await Promise.all([write(s1, 'x'), write(s2, 'y'), write(s1, 'z')]);
      const d = new Y.Doc();
      Y.applyUpdate(d, (await s2.fetchDocument('race'))!);
      const want = ['x', 'y', 'z'].flatMap((t) => Array.from({ length: 60 }, (_, i) => `${t}${i}`)).sort();
      expect(d.getArray<string>('race').toArray().sort()).toEqual(want);
      await s1.compactDocument('race', new Date().toISOString());
      expect(await s1.pendingUpdates('race')).toMatchObject({ rows: 0 });
      const again = new Y.Doc();
      Y.applyUpdate(again, (await s1.fetchDocument('race'))!);
      expect(again.getArray<string>('race').toArray().sort()).toEqual(want);
    } finally {
      await Promise.all([s1.close(), s2.close()]);
    }
  });

  it('both instances restarted load everything both stored', async () => {
    for (const c of clients.splice(0)) c.destroy();
    await Promise.all([a.stop(), b.stop()]);
    [a, b] = await Promise.all([instance({ redis: redis.url }), instance({ redis: redis.url })]);
    const onA = client(a.url, { token: tokens.ed! });
    const onB = client(b.url, { token: tokens.ann! });
    await Promise.all([onA.synced, onB.synced]);
    for (const c of [onA, onB]) {
      expect(c.doc.getText('caption-d1').toString()).toBe('From A');
      expect(c.doc.getMap('drafts').get('d2')).toBe('From B');
      expect([...c.doc.getArray<string>('once').toArray()].sort()).toEqual(['A0', 'A1', 'A2', 'A3', 'A4', 'B0', 'B1', 'B2', 'B3', 'B4']);
    }
  });
});

describe('an instance that dies before it stores', () => {
  it("its member's edit, relayed through Redis, is stored by the other instance when that one unloads the document", async () => {
    // c1 would append only after a minute; its store is then closed under it, as if the process died.
    const [c1, c2] = await Promise.all([instance({ redis: redis.url, storeDebounceMs: 60_000, storeMaxDebounceMs: 60_000 }), instance({ redis: redis.url })]);
    const x = connect(c1.url, { token: tokens.ed! });
    const y = connect(c2.url, { token: tokens.ann! });
    try {
      await Promise.all([x.synced, y.synced]);
      x.doc.getArray<string>('orphan').push(['relayed']);
      await waitFor(() => y.doc.getArray<string>('orphan').length === 1, 10_000, "c2's member to see the edit");
      await c1.store.close();
      y.destroy();
      const reader = await openPgStore(dbUrl);
      try {
        await waitFor(async () => {
          const d = new Y.Doc();
          Y.applyUpdate(d, (await reader.fetchDocument('library'))!);
          return d.getArray<string>('orphan').toArray().join() === 'relayed';
        }, 10_000, 'c2 to store the relayed edit at unload');
      } finally {
        await reader.close();
      }
    } finally {
      x.destroy();
      y.destroy();
      await Promise.all([c1.stop(), c2.stop()]);
    }
  }, 30_000);
});
