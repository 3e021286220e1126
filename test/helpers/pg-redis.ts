/**
 * Real PostgreSQL and Redis servers for tests, started in a temp dir and stopped after (issue 33:
 * team servers sharing a database and a Redis). No mocks: what CI installs is what runs.
 *
 *   const pg = await startPostgres();   const url = await pg.createDatabase('team');
 *   const redis = await startRedis();   redis.url
 *   … await pg.stop(); await redis.stop();
 *
 * Binaries missing → a clear error naming the Debian package (`postgresql`, `redis-server`).
 * PostgreSQL refuses to run as root: as root, the data dir is given to the `postgres` user and the
 * server runs through `runuser -u postgres --`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export interface RunningPostgres {
  port: number;
  /** Makes an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export interface RunningRedis {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function postgresBin(): string {
  const roots = ['/usr/lib/postgresql'];
  for (const root of roots) {
    if (!existsSync(root)) continue;
    const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'postgres'))).sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  throw new Error('PostgreSQL is not installed: these tests need a real server (Debian package "postgresql": apt-get install postgresql; binaries in /usr/lib/postgresql/<version>/bin).');
}

function onPath(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const exited = (child: ChildProcess): Promise<void> => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', () => r())));

async function waitUntil(check: () => Promise<boolean>, ms: number, what: string, log: () => string): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start within ${ms} ms:\n${log()}`);
}

/** Starts a throwaway PostgreSQL on a free port (trust auth on 127.0.0.1, user `postgres`). */
export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'postroom-pg-'));
  const data = join(dir, 'data');
  const sock = join(dir, 'sock');
  mkdirSync(sock);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chownSync(sock, uid, gid);
  }
  const run = (cmd: string, args: string[]): [string, string[]] => (asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const [initCmd, initArgs] = run(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  execFileSync(initCmd, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const [cmd, args] = run(join(bin, 'postgres'), ['-D', data, '-k', sock, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']);
  // Its own process group: runuser forks, so stop() signals the whole group.
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGINT'); // fast shutdown
      } catch {
        // already gone
      }
      await exited(child);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.end();
      return true;
    }, 20_000, 'PostgreSQL', () => log);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    port,
    async createDatabase(name) {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        await c.query(`CREATE DATABASE "${name.replace(/"/gu, '')}"`);
      } finally {
        await c.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(name)}`;
    },
    stop,
  };
}

/** Starts a throwaway Redis on a free port, in memory only. */
export async function startRedis(): Promise<RunningRedis> {
  if (!onPath('redis-server')) throw new Error('redis-server is not installed: these tests need a real Redis (Debian package "redis-server": apt-get install redis-server).');
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
  };
  const ping = (): Promise<boolean> =>
    new Promise((resolve) => {
      const s = createConnection({ port, host: '127.0.0.1' }, () => s.write('PING\r\n'));
      s.on('data', (d) => {
        resolve(d.toString().startsWith('+PONG'));
        s.destroy();
      });
      s.on('error', () => resolve(false));
    });
  try {
    await waitUntil(ping, 10_000, 'Redis', () => log);
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, url: `redis://127.0.0.1:${port}`, stop };
}
