/**
 * `npm run bench -- team-server [edits=200] [drafts=2000]`: the team server's figures (issue 33).
 *
 * 1. One server on SQLite, two member clients (real providers over ws on 127.0.0.1): client A
 *    sets one map key at a time and waits until client B has it; `edits` round trips, p50/p95/max.
 * 2. The same through two instances on one PostgreSQL and one Redis (A on the first, B on the
 *    second): the live path between servers. Needs postgresql and redis-server (skipped, and said,
 *    when they are missing).
 * 3. A library of `drafts` drafts (caption Y.Text, title, a few fields each): the size of its whole
 *    Yjs state, and how long the SQLite store takes to store it (synchronous=FULL) and fetch it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as Y from 'yjs';
import { openSqliteStore, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { startPostgres, startRedis } from '../helpers/pg-redis';
import { connect, type TestClient } from '../team-server/clients';
import { memberToken } from '../helpers/team-owner';

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN) * 100) / 100;
};
const summary = (xs: number[]): Record<string, number> => ({ p50: pct(xs, 50), p95: pct(xs, 95), max: pct(xs, 100) });

async function roundTrips(a: TestClient, b: TestClient, edits: number): Promise<number[]> {
  await Promise.all([a.synced, b.synced]);
  const seen = b.doc.getMap<number>('bench');
  const out: number[] = [];
  for (let i = 0; i < edits; i++) {
    const t0 = performance.now();
    const got = new Promise<void>((resolve) => {
      const check = (): void => {
        if (seen.get(`k${i}`) === i) {
          seen.unobserve(check);
          resolve();
        }
      };
      seen.observe(check);
    });
    a.doc.getMap<number>('bench').set(`k${i}`, i);
    await got;
    out.push(performance.now() - t0);
  }
  return out;
}

export default async function bench(args: string[]): Promise<Record<string, unknown>> {
  const edits = Number(args[0] ?? 200);
  const drafts = Number(args[1] ?? 2000);
  const dirs: string[] = [];
  const tmp = (): string => {
    const d = mkdtempSync(join(tmpdir(), 'team-bench-'));
    dirs.push(d);
    return d;
  };
  const figures: Record<string, unknown> = { edits, drafts };
  try {
    // 1. One server on SQLite.
    const one = await startTeamServer({ dataDir: tmp() });
    const t1 = await memberToken(one.store, { name: 'a', role: 'editor' });
    const t2 = await memberToken(one.store, { name: 'b', role: 'editor' });
    const [a, b] = [connect(one.url, { token: t1 }), connect(one.url, { token: t2 })];
    figures.oneServerEditMs = summary(await roundTrips(a, b, edits));
    a.destroy();
    b.destroy();
    await one.stop();

    // 2. Two instances on PostgreSQL + Redis.
    let pgRedis: { stop(): Promise<void> }[] = [];
    try {
      const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
      pgRedis = [pg, redis];
      const url = await pg.createDatabase('bench');
      const servers: TeamServer[] = await Promise.all([0, 1].map(() => startTeamServer({ dataDir: tmp(), postgres: url, redis: redis.url })));
      const [s1, s2] = servers as [TeamServer, TeamServer];
      const u1 = await memberToken(s1.store, { name: 'a', role: 'editor' });
      const u2 = await memberToken(s1.store, { name: 'b', role: 'editor' });
      const [c1, c2] = [connect(s1.url, { token: u1 }), connect(s2.url, { token: u2 })];
      figures.twoServersRedisEditMs = summary(await roundTrips(c1, c2, edits));
      c1.destroy();
      c2.destroy();
      await Promise.all(servers.map((s) => s.stop()));
    } catch (err) {
      figures.twoServersRedisEditMs = `not measured: ${(err as Error).message}`;
    } finally {
      await Promise.all(pgRedis.map((x) => x.stop()));
    }

    // 3. Storing a library of `drafts` drafts.
    const doc = new Y.Doc();
    doc.transact(() => {
      const map = doc.getMap<Y.Map<unknown>>('drafts');
      for (let i = 0; i < drafts; i++) {
        const d = new Y.Map<unknown>();
        const caption = new Y.Text();
        caption.insert(0, `Draft ${i}: a caption of a realistic length for a social post, with #tags and a link https://example.com/${i}`);
        d.set('caption', caption);
        d.set('title', `Title ${i}`);
        d.set('channels', ['facebook', 'instagram']);
        d.set('updatedAt', '2026-11-27T00:00:00Z');
        map.set(`d${i}`, d);
      }
    });
    const state = Y.encodeStateAsUpdate(doc);
    const store = openSqliteStore(tmp());
    const storeMs: number[] = [];
    const fetchMs: number[] = [];
    for (let i = 0; i < 20; i++) {
      let t0 = performance.now();
      await store.storeDocument('library', state, new Date().toISOString());
      storeMs.push(performance.now() - t0);
      t0 = performance.now();
      await store.fetchDocument('library');
      fetchMs.push(performance.now() - t0);
    }
    await store.close();
    figures.libraryStateBytes = state.length;
    figures.libraryStoreMs = summary(storeMs);
    figures.libraryFetchMs = summary(fetchMs);
    return figures;
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
