/**
 * `npm run bench -- team [drafts=10000] [edits=100] [members=20] [redis|local]`: the team library's figures
 * (issue 33, Performance); with `redis`, part 7 alone; with `local`, all but part 7.
 *
 * The server is `postroom team serve` as its own process (scripts/postroom.mjs, the CLI bundle) on a
 * temp data dir (team.sqlite); member tokens are made in its store before it starts. Its RSS
 * (VmRSS/VmHWM from /proc) is the server-memory figure.
 *
 * Members: the ones whose timing is measured are REAL laptops, each its own library file with a team
 * workspace, `openTeamBinding` (SQLite ⇄ Yjs) and `openTeamSession` (the connection), in this
 * process: A (the author of the library and of every edit) and B. The other `members - 2` online
 * members are bare HocuspocusProviders on Y docs (test/team-server/clients.ts), all in ONE CHILD
 * process (test/bench/team-bare-members.ts, forked with an IPC channel): a real laptop holds its own
 * documents only, and 18 whole documents (13 MB each at 10,000 drafts) in this process put their
 * work and their GC on the measured laptops' thread (until 2026-11-27 04:02 they ran here: a 2.9 GiB
 * heap, 1.5 s of GC in the week offline). The child says when every bare member holds an edit; the
 * edit's "to every member" time is when that word reaches this process (an IPC hop, < 1 ms, counted).
 * What runs where: this process = laptops A and B (and the timing); the server process = `team
 * serve`; the bare-members process = the 18 bare members. Each figure's CPU time names all three.
 *
 * 1. A's library: `drafts` drafts (captions 50–2,000 chars in English and Vietnamese, hashtags, one
 *    in five with a per-channel caption, tags, titles, notes, a schedule for some) and campaigns of
 *    20 drafts; A's session pushes it all to the server (timed: firstUpload).
 * 2. B joins: session opened → all `drafts` drafts in B's SQLite (firstFullSync, target ≤ 10 s).
 * 3. The other members connect and sync the whole document.
 * 4. `edits` edits of one caption on A, one at a time: from the SQLite write on A to (a) B's SQLite
 *    row holding the new caption (read with SQL, what B's screens read) and (b) every bare member's
 *    Y doc holding it; p50/p95/max. Two ways: `editAppFlushMs`, the session's own flush timer at
 *    FLUSH_MS (100 ms; the app's default, session.ts FLUSH_EVERY_MS, is 1 s: pass the bench 1000 by
 *    editing FLUSH_MS to see it), and `editFlushNowMs`, the session flushed at once (the network and
 *    apply path alone). Target p95 ≤ 500 ms.
 * 5. B offline "for a week": B's session closed; A makes 1,000 changes (captions, titles, tags,
 *    new drafts) and they reach the server; B makes 50 of its own offline. Then B's session opens
 *    again: time until B is in step (its 50 acknowledged by the server), the 1,000 in B's SQLite and
 *    B's 50 in A's SQLite (target ≤ 5 s). BENCH_WEEKS=n: n such weeks in turn, each its own figure.
 * 6. Sizes: the stored document in team.sqlite, A's and B's team_updates (bytes and rows).
 * 7. Two server instances on one PostgreSQL and one Redis (test/helpers/pg-redis.ts), each
 *    `postroom team serve --postgres URL --redis URL` as its own process (as deployed; the laptops
 *    in this process): A2 (a real laptop on instance 1, its own library of `drafts` drafts) uploads,
 *    B2 (a real laptop on instance 2) syncs fully, then `edits` edits A2 → B2's SQLite; the CPU
 *    time of each instance beside each figure, their RSS, and the bytes PostgreSQL holds.
 *
 * Every figure carries the load average (1 min) at its start and end: the machine is shared.
 * It carries this process's CPU time and GC pause time too (on a loaded machine both grow as well:
 * compare with fillLibraryMs, the same work every run). BENCH_CPU_PROFILE=<dir>: each figure's CPU profile.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import Database from 'better-sqlite3';
import pg from 'pg';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { root } from '../../scripts/cli-bundle.mjs';
import { openLibrary, workspaces, type Library } from '../../src-main/library';
import { fetchHello, openTeamBinding, openTeamSession, type TeamBinding, type TeamSession } from '../../src-main/team';
import { openPgStore, openSqliteStore } from '../../src-main/team-server';
import { startPostgres, startRedis } from '../helpers/pg-redis';
import { memberToken } from '../helpers/team-owner';

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN) * 10) / 10;
};
const summary = (xs: number[]): Record<string, number> => ({ n: xs.length, p50: pct(xs, 50), p95: pct(xs, 95), max: pct(xs, 100) });
const load = (): number => Math.round(loadavg()[0]! * 10) / 10;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
/** `p`, or a failure naming `what` after `ms`. */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}
/** Progress on stderr (the figures go to stdout at the end). */
const say = (what: string, v: unknown): void => void process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${what}: ${JSON.stringify(v)}\n`);
/** CPU time (user + system, ms) of a process, from /proc/PID/stat (100 ticks a second). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/** The team serve process, once started: its CPU time goes beside each figure. */
let serverPid: number | null = null;
/** The bare members' process, once started: its CPU time goes beside each figure too. */
let barePid: number | null = null;
/**
 * Runs `fn` and returns its figure with the load average before and after, and the CPU time it
 * took in this process (the laptops), in the server process and in the bare members' process: on a machine
 * other work loads, the CPU time is the stable part of a wall time.
 */
async function measured<T>(fn: () => Promise<T>): Promise<{ value: T; load: [number, number]; cpuMs: { here: number; server: number | null; bareMembers: number | null }; gc: { pauseMs: number; major: number; heapMiB: number } }> {
  // Each figure starts from a collected heap: garbage an earlier part left (two laptops' documents
  // and SQLite rows) is not collected on the next figure's time.
  collectGarbage();
  const l0 = load();
  const profiler = await startProfile();
  const gc = { ms: 0, major: 0 };
  const gcSeen = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gc.ms += e.duration;
      if (((e as PerformanceEntry & { detail?: { kind?: number } }).detail)?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.major += 1;
    }
  });
  gcSeen.observe({ entryTypes: ['gc'] });
  const c0 = process.cpuUsage();
  const s0 = serverPid === null ? null : cpuMsOf(serverPid);
  const b0 = barePid === null ? null : cpuMsOf(barePid);
  const value = await fn();
  const c1 = process.cpuUsage(c0);
  const server = serverPid === null || s0 === null ? null : cpuMsOf(serverPid) - s0;
  const bareMembers = barePid === null || b0 === null ? null : cpuMsOf(barePid) - b0;
  // Entries are delivered asynchronously: one turn lets the last ones in.
  await sleep(0);
  gcSeen.disconnect();
  await profiler?.();
  return {
    value, load: [l0, load()], cpuMs: { here: Math.round((c1.user + c1.system) / 1000), server, bareMembers },
    gc: { pauseMs: Math.round(gc.ms), major: gc.major, heapMiB: Math.round(process.memoryUsage().heapUsed / 2 ** 20) },
  };
}
/** A full garbage collection of this process (V8's gc(), reached without --expose-gc on the command line). */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/**
 * With BENCH_CPU_PROFILE=<dir>, each measured figure's CPU profile of this process (the laptops
 * A and B) is written there as <n>.cpuprofile, numbered in the order of the figures
 * (open it in Chrome DevTools or speedscope). Returns the function that stops and writes it.
 */
let profiles = 0;
async function startProfile(): Promise<(() => Promise<void>) | null> {
  const dir = process.env.BENCH_CPU_PROFILE;
  if (!dir) return null;
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const file = join(dir, `${String(++profiles).padStart(2, '0')}.cpuprofile`);
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    say('cpu profile', file);
  };
}
// --- realistic drafts -------------------------------------------------------------------------
const WORDS_EN = 'summer sale coffee morning fresh new collection launch weekend offer limited free shipping today team customers thank you join us handmade local story behind the scenes'.split(' ');
const WORDS_VI = 'cà phê sữa đá buổi sáng khuyến mãi mùa hè bộ sưu tập mới cuối tuần miễn phí giao hàng hôm nay cảm ơn khách hàng thủ công câu chuyện Sài Gòn Hà Nội'.split(' ');
const TAGS = ['sale', 'coffee', 'launch', 'weekend', 'Saigon', 'handmade', 'team', 'story', 'Tết', 'summer'];
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
function caption(r: () => number, i: number): string {
  // 50–2,000 chars, most short: a social caption's length, skewed.
  const target = Math.round(50 + 1950 * r() ** 3);
  const words = r() < 0.4 ? WORDS_VI : WORDS_EN;
  let s = `#${i} `;
  while (s.length < target) s += (words[Math.floor(r() * words.length)] ?? 'x') + (r() < 0.08 ? `. #${TAGS[Math.floor(r() * TAGS.length)]}\n` : ' ');
  return s.slice(0, target);
}

interface Laptop { name: string; dir: string; lib: Library; ws: string; binding: TeamBinding; session: TeamSession | null; remote: Array<() => void> }

export async function laptop(name: string, httpUrl: string, token: string, dirs: string[]): Promise<Laptop> {
  const dir = mkdtempSync(join(tmpdir(), `team-bench-${name}-`));
  dirs.push(dir);
  const lib = openLibrary(join(dir, 'library.sqlite'));
  const hello = await fetchHello(httpUrl, token);
  const w = workspaces.add(lib.db, { name: 'Brand team', hubUrl: 'https://hub.example.com' });
  workspaces.setTeam(lib.db, w.id, { url: httpUrl, id: hello.teamId, member: hello.member.name, role: hello.member.role });
  workspaces.use(lib.db, w.id);
  const binding = openTeamBinding(lib.db, { workspaceId: w.id });
  return { name, dir, lib, ws: w.id, binding, session: null, remote: [] };
}

/**
 * The laptops flush every 100 ms, as the runs of 2026-11-27 did when that was the session's default
 * (FLUSH_EVERY_MS is 1 s again: see session.ts).
 */
const FLUSH_MS = 100;

function openSession(l: Laptop, httpUrl: string, token: string, flushEveryMs = FLUSH_MS): TeamSession {
  l.session = openTeamSession({
    db: l.lib.db, workspace: { id: l.ws, teamUrl: httpUrl, role: 'editor' }, token, binding: l.binding, WebSocket, reconnectDelayMs: 200,
    flushEveryMs,
    onRemote: () => {
      for (const cb of [...l.remote]) cb();
    },
  });
  return l.session;
}

const draftCount = (l: Laptop): number => (l.lib.db.prepare('SELECT count(*) n FROM drafts WHERE workspace_id = ?').get(l.ws) as { n: number }).n;
const captionOf = (l: Laptop, id: string): string | undefined => (l.lib.db.prepare('SELECT caption FROM drafts WHERE id = ?').get(id) as { caption: string } | undefined)?.caption;
/** Resolves once `check` holds on this laptop's SQLite, tested after each teammate change it applies. */
function onRow(l: Laptop, check: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    if (check()) return resolve(performance.now());
    const cb = (): void => {
      if (check()) {
        l.remote.splice(l.remote.indexOf(cb), 1);
        resolve(performance.now());
      }
    };
    l.remote.push(cb);
  });
}

/** Fills A's library: `count` drafts and count/200 campaigns of 20 drafts, through the library's own writers. */
export function fill(l: Laptop, count: number, seed = 1): string[] {
  const r = rng(seed);
  const ids: string[] = [];
  l.lib.db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const channel = r() < 0.2;
      const d = l.lib.drafts.create(l.lib.db, {
        profile_id: 'prof_brand', platforms: channel ? ['instagram', 'x'] : ['facebook', 'instagram'], caption: caption(r, i),
        title: r() < 0.5 ? `Post ${i}` : undefined, notes: r() < 0.1 ? 'check the price with Linh' : undefined,
        tags: [TAGS[i % TAGS.length]!, ...(r() < 0.3 ? [TAGS[(i + 3) % TAGS.length]!] : [])],
        ...(r() < 0.2 ? { scheduled_at: `2026-12-${String(1 + (i % 28)).padStart(2, '0')}T09:00`, timezone: 'Asia/Ho_Chi_Minh' } : {}),
        ...(channel ? { captions: { x: { caption: caption(r, i).slice(0, 270), title: null } } } : {}),
      });
      ids.push(d.id);
    }
    for (let c = 0; c < Math.floor(count / 200); c++) l.lib.campaigns.create(l.lib.db, { name: `Campaign ${c}`, notes: 'planned', draftIds: ids.slice(c * 20, c * 20 + 20) });
  }).immediate();
  return ids;
}

/** `postroom team serve --json` as its own process on `dataDir`; resolves with its address. */
async function serve(dataDir: string): Promise<{ child: ChildProcess; url: string; httpUrl: string }> {
  const child = spawn(process.execPath, [join(root, 'scripts', 'postroom.mjs'), 'team', 'serve', '--json', '--port', '0', '--data-dir', dataDir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`team serve exited ${code} before printing its address: ${err}`)));
  });
  const url = (JSON.parse(line) as { url: string }).url;
  return { child, url, httpUrl: url.replace(/^ws/, 'http') };
}
function rssMiB(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string): number => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
  return { rssMiB: Math.round(kb('VmRSS') / 1024), peakMiB: Math.round(kb('VmHWM') / 1024) };
}
function updatesSize(l: Laptop): { bytes: number; rows: number } {
  const r = l.lib.db.prepare('SELECT count(*) rows, coalesce(sum(length("update")), 0) bytes FROM team_updates WHERE workspace_id = ?').get(l.ws) as { rows: number; bytes: number };
  return { bytes: r.bytes, rows: r.rows };
}

/** `edits` caption edits on A, each timed from A's SQLite write to B's SQLite row (and every bare member's doc). */
async function edits(a: Laptop, b: Laptop, ids: string[], n: number, opts: { flushNow: boolean; bare?: BareMembers; tag: string }): Promise<{ toLaptopMs: number[]; toAllMs: number[] }> {
  const toLaptopMs: number[] = [];
  const toAllMs: number[] = [];
  for (let i = 0; i < n; i++) {
    const id = ids[(i * 97) % ids.length]!;
    const text = `${captionOf(a, id)!.slice(0, 300)} edit ${opts.tag} ${i}`;
    // The bare members' process watches before the edit is made (it has said so when this resolves).
    const bareSeen = opts.bare ? await opts.bare.watch(id, text) : null;
    const onB = onRow(b, () => captionOf(b, id) === text);
    const t0 = performance.now();
    a.lib.drafts.update(a.lib.db, id, { caption: text });
    if (opts.flushNow) a.session!.flush();
    const tb = await onB;
    toLaptopMs.push(tb - t0);
    const all = bareSeen ? [await within(bareSeen.seen, 60_000, `every bare member to hold edit ${opts.tag} ${i}`)] : [];
    toAllMs.push(Math.max(tb, ...all) - t0);
    // Edits a person makes are seconds apart; a short pause keeps one edit's tail out of the next.
    await sleep(20);
  }
  return { toLaptopMs, toAllMs };
}

/** The bare members' process (test/bench/team-bare-members.ts). */
interface BareMembers {
  readonly pid: number;
  /** Connects one bare member per token; resolves with the child's time until every one holds `drafts` drafts. */
  sync(url: string, tokens: string[], drafts: number): Promise<number>;
  /** Once the child watches: a promise of the time (this process's clock) every bare member holds `text` as `id`'s caption. */
  watch(id: string, text: string): Promise<{ seen: Promise<number> }>;
  stop(): Promise<void>;
}
async function startBareMembers(): Promise<BareMembers> {
  const child = fork(join(root, 'test', 'bench', 'team-bare-members.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<string, (m: Record<string, unknown>) => void>();
  const next = (key: string): Promise<Record<string, unknown>> => new Promise((r) => waiting.set(key, r));
  child.on('message', (m: Record<string, unknown>) => {
    const key = m.seq === undefined ? String(m.type) : `${String(m.type)}:${String(m.seq)}`;
    const r = waiting.get(key);
    waiting.delete(key);
    r?.(m);
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the bare members' process exited ${code}`))));
  exited.catch(() => undefined);
  const ask = <T>(p: Promise<T>): Promise<T> => Promise.race([p, exited]);
  await within(ask(next('ready')), 60_000, "the bare members' process to start");
  let seq = 0;
  return {
    pid: child.pid!,
    async sync(url, tokens, drafts) {
      const synced = next('synced');
      child.send({ type: 'connect', url, tokens, drafts });
      return Number((await ask(synced)).ms);
    },
    async watch(id, text) {
      const s = ++seq;
      const watching = next(`watching:${s}`);
      const seen = next(`seen:${s}`).then(() => performance.now());
      child.send({ type: 'watch', seq: s, id, text });
      await within(ask(watching), 60_000, "the bare members' process to watch an edit");
      // Wrapped: a promise returned from an async function would be awaited with it.
      return { seen: ask(seen) };
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise<void>((r) => child.once('exit', () => r()));
      if (child.connected) child.send({ type: 'stop' });
      await Promise.race([gone, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** Part 7: `postroom team serve --json --postgres URL --redis URL` as its own process; resolves with its address. */
async function serveLinked(dataDir: string, postgres: string, redis: string): Promise<{ child: ChildProcess; httpUrl: string }> {
  const child = spawn(process.execPath, [join(root, 'scripts', 'postroom.mjs'), 'team', 'serve', '--json', '--port', '0', '--data-dir', dataDir, '--postgres', postgres, '--redis', redis], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0] ?? '');
    });
    child.once('exit', (code) => reject(new Error(`team serve exited ${code} before printing its address: ${err}`)));
  });
  return { child, httpUrl: (JSON.parse(line) as { httpUrl: string }).httpUrl };
}
/** Part 7: what PostgreSQL holds for the team's documents (compacted states and the log of updates). */
async function pgStoredBytes(url: string): Promise<{ stateBytes: number; logBytes: number; logRows: number }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const s = await c.query<{ n: string }>('SELECT coalesce(sum(length(state)), 0) AS n FROM documents');
    const u = await c.query<{ n: string; rows: string }>('SELECT coalesce(sum(length("update")), 0) AS n, count(*) AS rows FROM document_updates');
    return { stateBytes: Number(s.rows[0]?.n), logBytes: Number(u.rows[0]?.n), logRows: Number(u.rows[0]?.rows) };
  } finally {
    await c.end();
  }
}

export default async function bench(args: string[]): Promise<Record<string, unknown>> {
  const draftsN = Number(args[0] ?? 10_000);
  const editsN = Number(args[1] ?? 100);
  const membersN = Number(args[2] ?? 20);
  const dirs: string[] = [];
  const tmp = (): string => {
    const d = mkdtempSync(join(tmpdir(), 'team-bench-srv-'));
    dirs.push(d);
    return d;
  };
  // Each figure is said on stderr as it is set (a long run shows its progress).
  const figures = new Proxy<Record<string, unknown>>({ drafts: draftsN, edits: editsN, members: membersN, loadAtStart: loadavg().map((x) => Math.round(x * 10) / 10) }, {
    set(target, key, value) {
      target[String(key)] = value;
      say(String(key), value);
      return true;
    },
  });
  const laptops: Laptop[] = [];
  let bare: BareMembers | null = null;
  let server: ChildProcess | null = null;
  try {
    // `redis` as the fourth argument: only the two instances (part 7); `local`: all but part 7.
    if (args[3] !== 'redis') {
      // Tokens first, in the store the server will open.
      const dataDir = tmp();
      const store = openSqliteStore(dataDir);
      const tokens: string[] = [];
      for (let m = 0; m < membersN; m++) tokens.push(await memberToken(store, { name: `member${m}`, role: 'editor' }));
      await store.close();
      const srv = await serve(dataDir);
      server = srv.child;
      serverPid = srv.child.pid ?? null;
      figures.serverIdle = rssMiB(srv.child.pid!);

      // 1. A's library, pushed to the server.
      const a = await laptop('a', srv.httpUrl, tokens[0]!, dirs);
      laptops.push(a);
      let ids: string[] = [];
      const filled = await measured(async () => {
        const t0 = performance.now();
        ids = fill(a, draftsN);
        return Math.round(performance.now() - t0);
      });
      figures.fillLibraryMs = filled;
      figures.firstUpload = await measured(async () => {
        const t0 = performance.now();
        const s = openSession(a, srv.httpUrl, tokens[0]!);
        await s.inStep(120_000);
        return { ms: Math.round(performance.now() - t0) };
      });

      // 2. B's first full sync.
      const b = await laptop('b', srv.httpUrl, tokens[1]!, dirs);
      laptops.push(b);
      figures.firstFullSync = await measured(async () => {
        const t0 = performance.now();
        const s = openSession(b, srv.httpUrl, tokens[1]!);
        const rowsMs = (await within(onRow(b, () => draftCount(b) >= draftsN), 120_000, `B to hold ${draftsN} drafts`)) - t0;
        await s.inStep(60_000);
        return { allRowsMs: Math.round(rowsMs), inStepMs: Math.round(performance.now() - t0), target: '≤ 10000 ms (allRowsMs)' };
      });

      // 3. The other members, bare providers, in their own process.
      const bm = await startBareMembers();
      bare = bm;
      barePid = bm.pid;
      figures.bareMembersSync = await measured(async () => {
        const t0 = performance.now();
        const childMs = await within(bm.sync(srv.url, tokens.slice(2), draftsN), 240_000, 'every bare member to hold the library');
        return { members: tokens.length - 2, allSyncedMs: Math.round(performance.now() - t0), inTheirProcessMs: childMs, where: 'bare members in a child process' };
      });
      figures.serverAfterSync = rssMiB(srv.child.pid!);

      // 4. Edits: the app's flush timer (default), then flushed at once.
      figures.editAppFlushMs = await measured(async () => {
        const r = await edits(a, b, ids, editsN, { flushNow: false, bare: bm, tag: 'timer' });
        return { toLaptopB: summary(r.toLaptopMs), toEveryMember: summary(r.toAllMs), target: 'p95 ≤ 500 ms' };
      });
      figures.editFlushNowMs = await measured(async () => {
        const r = await edits(a, b, ids, editsN, { flushNow: true, bare: bm, tag: 'now' });
        return { toLaptopB: summary(r.toLaptopMs), toEveryMember: summary(r.toAllMs), target: 'p95 ≤ 500 ms' };
      });
      figures.serverAfterEdits = rssMiB(srv.child.pid!);

      // 5. B away for a week (BENCH_WEEKS=n: n weeks in turn, each its own figure, backAfterAWeek, backAfterAWeek2, …).
      const weeks = Math.max(1, Number(process.env.BENCH_WEEKS ?? 1));
      for (let week = 1; week <= weeks; week++) {
        await b.session!.close();
        b.session = null;
        const r = rng(7 * week);
        const changed = new Map<string, string>();
        const wk = week === 1 ? '' : ` w${week}`;
        for (let i = 0; i < 1000; i++) {
          const id = ids[Math.floor(r() * ids.length)]!;
          if (i % 10 === 9) {
            const d = a.lib.drafts.create(a.lib.db, { profile_id: 'prof_brand', platforms: ['facebook'], caption: `new while B was away (${i}${wk})`, tags: ['week'] });
            changed.set(d.id, `away (${i}${wk})`);
          } else if (i % 10 === 8) {
            a.lib.drafts.update(a.lib.db, id, { title: `Retitled ${i}${wk}`, tags: ['week', 'retitled'] });
          } else {
            const text = `${captionOf(a, id)!.slice(0, 200)} (week ${i}${wk})`;
            a.lib.drafts.update(a.lib.db, id, { caption: text });
            changed.set(id, `(week ${i}${wk})`);
          }
          if (i % 100 === 99) a.session!.flush();
        }
        a.session!.flush();
        await a.session!.inStep(60_000);
        const mine = new Map<string, string>();
        // B's own changes are to drafts A left alone (a draft both changed merges, tested in test/team).
        const untouched = ids.filter((id) => !changed.has(id));
        for (let i = 0; i < 50; i++) {
          const id = untouched[(i * 131 + 5 * week) % untouched.length]!;
          const text = `B offline ${i}${wk}: ${captionOf(b, id)!.slice(0, 100)}`;
          b.lib.drafts.update(b.lib.db, id, { caption: text });
          mine.set(id, `B offline ${i}${wk}:`);
        }
        // Every change of `m` (draft id → a mark only that change's caption holds) is in `l`'s SQLite.
        const theirsIn = (l: Laptop, m: Map<string, string>): boolean => [...m].every(([id, mark]) => captionOf(l, id)?.includes(mark) ?? false);
        // Stored update rows before and after: fewer after = a compaction of team_updates ran in the window.
        const rows0 = { a: updatesSize(a).rows, b: updatesSize(b).rows };
        figures[week === 1 ? 'backAfterAWeek' : `backAfterAWeek${week}`] = await measured(async () => {
          const t0 = performance.now();
          // Checked after each change a laptop applies (not polled: 1,000 reads every few ms would load this process).
          const theirs = within(onRow(b, () => theirsIn(b, changed)), 60_000, "A's 1,000 changes in B's SQLite");
          const mineThere = within(onRow(a, () => theirsIn(a, mine)), 60_000, "B's 50 changes in A's SQLite");
          const s = openSession(b, srv.httpUrl, tokens[1]!);
          const theirsMs = (await theirs) - t0;
          await s.inStep(60_000);
          const ackMs = performance.now() - t0;
          const mineMs = (await mineThere) - t0;
          return {
            othersChangesInMySqliteMs: Math.round(theirsMs), mineAcknowledgedMs: Math.round(ackMs), mineInTheirSqliteMs: Math.round(mineMs), target: '≤ 5000 ms (all three)',
            updateRows: { a: [rows0.a, updatesSize(a).rows], b: [rows0.b, updatesSize(b).rows] },
          };
        });
      }

      // 6. Sizes.
      await sleep(2500); // the server's store debounce (at most 2 s)
      const db = new Database(join(dataDir, 'team.sqlite'), { readonly: true });
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>;
      const docTable = tables.find((t) => /document/i.test(t.name))?.name;
      const stored = docTable ? (db.prepare(`SELECT * FROM ${docTable}`).all() as Array<Record<string, unknown>>) : [];
      db.close();
      figures.sizes = {
        perDrafts: draftsN,
        serverStoredDocumentBytes: Object.fromEntries(stored.map((row) => [String(row.name ?? row.id ?? '?'), Object.values(row).reduce<number>((n, v) => n + (v instanceof Uint8Array ? v.byteLength : 0), 0)])),
        serverSqliteFileBytes: readFileSync(join(dataDir, 'team.sqlite')).byteLength,
        laptopATeamUpdates: updatesSize(a),
        laptopBTeamUpdates: updatesSize(b),
        docStateBytes: Y.encodeStateAsUpdate(a.binding.doc).byteLength,
      };
      figures.serverEnd = rssMiB(srv.child.pid!);
      figures.bareMembersEnd = rssMiB(bm.pid);
      await bm.stop();
      bare = null;
      barePid = null;
      for (const l of laptops.splice(0)) {
        await l.session?.close();
        l.binding.close();
        l.lib.close();
      }
      server.kill('SIGTERM');
      server = null;
      serverPid = null;
    }

    // 7. Two instances behind Redis, each `postroom team serve --postgres --redis` as its own process.
    if (args[3] === 'local') return { ...figures };
    let pgRedis: Array<{ stop(): Promise<void> }> = [];
    const instances: ChildProcess[] = [];
    const two: Laptop[] = [];
    try {
      const [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
      pgRedis = [pg, redis];
      const url = await pg.createDatabase('bench');
      // Tokens first, in the PostgreSQL store the instances will open.
      const store = await openPgStore(url);
      const u1 = await memberToken(store, { name: 'a2', role: 'editor' });
      const u2 = await memberToken(store, { name: 'b2', role: 'editor' });
      await store.close();
      const [s1, s2] = await Promise.all([0, 1].map(() => serveLinked(tmp(), url, redis.url)));
      instances.push(s1!.child, s2!.child);
      const pids = instances.map((c) => c.pid!);
      /** Like measured(), with the CPU time of each instance process. */
      const measuredTwo = async <T>(fn: () => Promise<T>): Promise<{ value: T; load: [number, number]; cpuMs: { here: number; instance1: number; instance2: number } }> => {
        const l0 = load();
        const c0 = process.cpuUsage();
        const i0 = pids.map(cpuMsOf);
        const value = await fn();
        const c1 = process.cpuUsage(c0);
        const i1 = pids.map(cpuMsOf);
        return { value, load: [l0, load()], cpuMs: { here: Math.round((c1.user + c1.system) / 1000), instance1: i1[0]! - i0[0]!, instance2: i1[1]! - i0[1]! } };
      };
      figures.twoServersIdle = pids.map(rssMiB);
      const a2 = await laptop('a2', s1!.httpUrl, u1, dirs);
      two.push(a2);
      const ids2 = fill(a2, draftsN, 3);
      figures.twoServersFirstUpload = await measuredTwo(async () => {
        const t0 = performance.now();
        await openSession(a2, s1!.httpUrl, u1).inStep(120_000);
        return { ms: Math.round(performance.now() - t0) };
      });
      const b2 = await laptop('b2', s2!.httpUrl, u2, dirs);
      two.push(b2);
      figures.twoServersFirstFullSync = await measuredTwo(async () => {
        const t0 = performance.now();
        openSession(b2, s2!.httpUrl, u2);
        return { allRowsMs: Math.round((await within(onRow(b2, () => draftCount(b2) >= draftsN), 120_000, `B2 to hold ${draftsN} drafts`)) - t0) };
      });
      await b2.session!.inStep(60_000);
      figures.twoServersEditAppFlushMs = await measuredTwo(async () => {
        const res = await edits(a2, b2, ids2, editsN, { flushNow: false, tag: 'redis-timer' });
        return { toLaptopB2: summary(res.toLaptopMs), target: 'p95 ≤ 500 ms' };
      });
      figures.twoServersEditFlushNowMs = await measuredTwo(async () => {
        const res = await edits(a2, b2, ids2, editsN, { flushNow: true, tag: 'redis-now' });
        return { toLaptopB2: summary(res.toLaptopMs), target: 'p95 ≤ 500 ms' };
      });
      figures.twoServersAfterEdits = pids.map(rssMiB);
      figures.twoServersStored = { perDrafts: draftsN, ...(await pgStoredBytes(url)) };
      figures.twoServersBenchHeapMiB = { note: 'this process (both laptops)', heapUsed: Math.round(process.memoryUsage().heapUsed / 2 ** 20) };
      for (const l of two.splice(0)) {
        await l.session?.close();
        l.binding.close();
        l.lib.close();
      }
      // SIGTERM: each instance folds its log at unload and exits 0.
      const exits = await Promise.all(instances.map(async (c) => {
        const t0 = performance.now();
        c.kill('SIGTERM');
        const code = await new Promise<number | null>((r) => c.once('exit', (n) => r(n)));
        return { code, ms: Math.round(performance.now() - t0) };
      }));
      figures.twoServersStop = exits;
      figures.twoServersStoredAfterStop = await pgStoredBytes(url);
    } catch (err) {
      figures.twoServers = `not measured: ${(err as Error).message}`;
    } finally {
      for (const l of two) {
        await l.session?.close();
        l.binding.close();
        l.lib.close();
      }
      for (const c of instances) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await Promise.all(pgRedis.map((x) => x.stop()));
    }
    figures.loadAtEnd = loadavg().map((x) => Math.round(x * 10) / 10);
    return { ...figures };
  } finally {
    await bare?.stop();
    for (const l of laptops) {
      try {
        await l.session?.close();
        l.binding.close();
        l.lib.close();
      } catch {
        // closing after a failure
      }
    }
    server?.kill('SIGTERM');
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
