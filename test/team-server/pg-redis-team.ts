/**
 * Team server instances on one PostgreSQL and one Redis (test/helpers/pg-redis.ts), for the files of
 * test/team-server that run two or more: `start(database)` (beforeAll) starts both servers and makes
 * the database; `instance(extra)` starts one more team server on it, in a temp dir of its own (the
 * store writes after 50/200 ms and revocations are checked every 200 ms unless `extra` says otherwise;
 * Redis only when `extra.redis` names it); `client(...)` connects a test client that `stop` closes
 * (`clients` lists them); `stop(servers)` (afterAll) closes the clients, the given servers, PostgreSQL
 * and Redis, and removes the dirs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTeamServer, type TeamServer, type TeamServerOptions } from '../../src-main/team-server';
import { startPostgres, startRedis, type RunningPostgres, type RunningRedis } from '../helpers/pg-redis';
import { connect, type TestClient } from './clients';

export function pgRedisTeam(prefix: string) {
  let postgres: RunningPostgres | undefined;
  let redis: RunningRedis | undefined;
  let dbUrl = '';
  const dirs: string[] = [];
  const clients: TestClient[] = [];
  return {
    clients,
    async start(database: string): Promise<{ postgres: RunningPostgres; redis: RunningRedis; dbUrl: string }> {
      const [p, r] = await Promise.all([startPostgres(), startRedis()]);
      [postgres, redis] = [p, r];
      dbUrl = await p.createDatabase(database);
      return { postgres: p, redis: r, dbUrl };
    },
    instance(extra: Partial<Omit<TeamServerOptions, 'dataDir' | 'postgres'>> = {}): Promise<TeamServer> {
      const dataDir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dataDir);
      return startTeamServer({ dataDir, postgres: dbUrl, storeDebounceMs: 50, storeMaxDebounceMs: 200, revocationCheckMs: 200, ...extra });
    },
    client(...args: Parameters<typeof connect>): TestClient {
      const c = connect(...args);
      clients.push(c);
      return c;
    },
    async stop(servers: Array<TeamServer | undefined>): Promise<void> {
      for (const c of clients) c.destroy();
      await Promise.all(servers.map((s) => s?.stop()));
      await Promise.all([postgres?.stop(), redis?.stop()]);
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    },
  };
}
