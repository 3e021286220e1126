/**
 * Two team server instances behind one PostgreSQL and one Redis (issue 33): members and
 * documents live in PostgreSQL, so a token made on one instance works on the other; an edit on one
 * instance reaches a client of the other live through Redis; a revocation made on one drops the
 * member's connection on the other; a third instance started later reads what they stored.
 * Real servers (test/helpers/pg-redis.ts), started once for the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CLOSE_CODES, ROUTES, type TeamHello } from '../../src-main/team';
import { createMemberToken, openPgStore, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { startPostgres, startRedis, type RunningPostgres, type RunningRedis } from '../helpers/pg-redis';
import { connect, errorCode, headers, waitFor, type TestClient } from './clients';

let postgres: RunningPostgres;
let redis: RunningRedis;
let dbUrl: string;
let a: TeamServer;
let b: TeamServer;
const dirs: string[] = [];
const clients: TestClient[] = [];
const tokens: Record<string, string> = {};
const client = (...args: Parameters<typeof connect>): TestClient => {
  const c = connect(...args);
  clients.push(c);
  return c;
};
const instance = async (extra: { redis?: string } = {}): Promise<TeamServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'team-pg-'));
  dirs.push(dataDir);
  return startTeamServer({ dataDir, postgres: dbUrl, storeDebounceMs: 50, storeMaxDebounceMs: 200, revocationCheckMs: 200, ...extra });
};

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  dbUrl = await postgres.createDatabase('team');
  // Both at once: the schema is made once, under an advisory lock.
  [a, b] = await Promise.all([instance({ redis: redis.url }), instance({ redis: redis.url })]);
  for (const [name, role] of [['ed', 'editor'], ['ann', 'approver'], ['rex', 'editor']] as const) tokens[name] = (await createMemberToken(a.store, { name, role })).token;
}, 60_000);
afterAll(async () => {
  for (const c of clients) c.destroy();
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([postgres?.stop(), redis?.stop()]);
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}, 30_000);

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
