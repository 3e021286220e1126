/**
 * The crash harness: a real CLI batch (`postroom publish --all --wait`, a child process) against
 * the sandbox Hub, SIGKILLed at random moments again and again, then resumed; exactly-once and
 * nothing-lost are read from the SANDBOX's own record of published posts (its `posts` table),
 * never from the journal under test.
 *
 * Kill moments: half are drawn on the journal's progress (after k more journal events, k random),
 * so they land inside journaling, sending, answering and polling; half are drawn in wall time
 * from the child's start (so some land before or during batch creation).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openLibrary } from '../../src-main/library';
import { startSandbox, type FaultConfig, type SandboxHandle } from '../../src-main/sandbox';
import { makePhoto, tally } from './fixture';
import { mulberry32 } from '../../src-main/sandbox';

const ROOT = resolve(__dirname, '../..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const KILLS = Number(process.env.POSTROOM_CRASH_KILLS ?? 20);
const DRAFTS = Number(process.env.POSTROOM_CRASH_DRAFTS ?? 40);

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** The sandbox's seeded PRNG (mulberry32): the same seed replays the same run. */
const prng = mulberry32;

function cli(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> } {
  // detached: its own process group, so SIGKILL reaches tsx AND the node process it runs.
  const child = spawn(process.execPath, [TSX, 'src-main/cli/bin.ts', ...args], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((res) => {
    child.on('exit', (code, signal) => res({ code, signal, stdout, stderr }));
  });
  return { child, done };
}

const killGroup = (child: ChildProcess): void => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
};

function journalStats(file: string): { batches: number; events: number; unfinished: number; jobs: number } {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const q = (sql: string): number => ((db!.prepare(sql).get() as { n: number } | undefined)?.n ?? 0);
    return {
      batches: q('SELECT count(*) AS n FROM publish_batches'),
      events: q('SELECT coalesce(max(id), 0) AS n FROM publish_events'),
      jobs: q('SELECT count(*) AS n FROM publish_jobs'),
      unfinished: q("SELECT count(*) AS n FROM publish_jobs WHERE state IN ('prepared','sending','retrying','awaiting')")
        + q("SELECT count(*) AS n FROM publish_batch_items WHERE state = 'pending'"),
    };
  } catch {
    return { batches: 0, events: 0, unfinished: 1, jobs: 0 };
  } finally {
    db?.close();
  }
}

async function harness(name: string, faults: FaultConfig, seed: number): Promise<void> {
  const rand = prng(seed);
  const dir = mkdtempSync(join(tmpdir(), `postroom-crash-${name}-`));
  const dataDir = join(dir, 'data');
  const sandbox: SandboxHandle = await startSandbox({ dataDir: join(dir, 'sandbox'), faults, seed });
  cleanups.push(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });
  // The library the CLI will use, with DRAFTS drafts in the current (sandbox) workspace.
  const photo = await makePhoto(join(dir, 'photo.jpg'));
  const libFile = join(dataDir, 'library.sqlite');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dataDir, { recursive: true });
  /** The Hub posts expected: one per draft, two for a draft whose X channel has its own caption. */
  const captions: string[] = [];
  let drafts = 0;
  /** Writes n more drafts (the user keeps writing between runs); `publish --all` takes only drafts with no job yet. */
  const addDrafts = (n: number): void => {
    const lib = openLibrary(libFile);
    try {
      for (let i = 0; i < n; i++, drafts++) {
        const caption = `crash-${name}-${seed} post ${drafts}`;
        // Every sixth draft is split: X gets its own caption, so the draft is two Hub posts (two jobs, two keys).
        const split = drafts % 6 === 0;
        lib.drafts.create(lib.db, {
          profile_id: 'prof_caphe', platforms: drafts % 3 === 0 ? ['instagram', 'x', 'threads'] : ['instagram'], caption, photos: [photo],
          ...(split ? { captions: { x: { caption: `${caption} for X` } } } : {}),
        });
        captions.push(caption);
        if (split) captions.push(`${caption} for X`);
      }
    } finally {
      lib.close();
    }
  };
  addDrafts(DRAFTS);
  let needPublish = true;

  const env = { ...process.env, POSTROOM_HUB_URL: sandbox.url, POSTROOM_API_KEY: sandbox.apiKey, POSTROOM_DATA_DIR: dataDir };
  let kills = 0;
  let runs = 0;
  let naturalExits = 0;
  const log: string[] = [];
  for (let guard = 0; kills < KILLS && guard < KILLS * 4; guard++) {
    const before = journalStats(libFile);
    if (before.batches > 0 && before.unfinished === 0 && !needPublish) {
      // Everything went out before enough kills: the user writes more drafts and publishes again.
      addDrafts(10);
      needPublish = true;
    }
    const args = needPublish ? ['publish', '--all', '--wait', '--json', '--concurrency', '3', '--data-dir', dataDir] : ['resume', '--wait', '--json', '--concurrency', '3', '--data-dir', dataDir];
    const batchesBefore = before.batches;
    const { child, done } = cli(args, env);
    runs++;
    const byEvents = rand() < 0.5;
    const threshold = before.events + 1 + Math.floor(rand() * 10);
    const deadline = Date.now() + 400 + rand() * 2000;
    let killed = false;
    const exited = done.then((r) => r);
    for (;;) {
      const r = await Promise.race([exited, new Promise<null>((res) => setTimeout(() => res(null), 5))]);
      if (r) break;
      const hit = byEvents ? journalStats(libFile).events >= threshold : Date.now() >= deadline;
      if (hit) {
        killGroup(child);
        killed = true;
        break;
      }
    }
    const r = await done;
    // A publish that recorded its batch is done with `--all`; otherwise the next start publishes again.
    if (needPublish && journalStats(libFile).batches > batchesBefore) needPublish = false;
    if (killed) kills++;
    else {
      naturalExits++;
      if (r.code !== 0 && r.code !== 1) throw new Error(`${args[0]} exited ${r.code}: ${r.stderr}`);
    }
    log.push(`${args[0]}:${killed ? `kill@${byEvents ? `ev${threshold}` : 'time'}` : `exit${r.code}`}`);
  }
  // The last starts run to the end: publish what was never recorded as a batch, then resume.
  if (needPublish) expect((await cli(['publish', '--all', '--wait', '--json', '--data-dir', dataDir], env).done).signal).toBeNull();
  const end = await cli(['resume', '--wait', '--json', '--data-dir', dataDir], env).done;
  expect(end.signal).toBeNull();

  // ---- the Hub's own record: every draft published exactly once, none lost
  const posts = sandbox.control.publishedPosts().filter((p) => p.caption?.startsWith(`crash-${name}-${seed} `));
  const total = captions.length;
  const t = tally(posts);
  const missing = captions.filter((c) => !t.byCaption.has(c));
  const twice = [...t.byCaption].filter(([, n]) => n > 1);
  const keyTwice = [...t.byKey].filter(([, n]) => n > 1);
  console.log(`[crash ${name}] seed=${seed} kills=${kills} runs=${runs} natural=${naturalExits} posts=${posts.length}/${total} ${log.join(' ')}`);
  expect(kills).toBeGreaterThanOrEqual(Math.min(KILLS, 20));
  expect(missing).toEqual([]);
  expect(twice).toEqual([]);
  expect(keyTwice).toEqual([]);
  expect(posts).toHaveLength(total);

  // ---- and the journal agrees: one live job per Hub post (two for a split draft), each post under its job's key
  const db = new Database(libFile, { readonly: true });
  try {
    const jobs = db.prepare("SELECT draft_id, idempotency_key, state FROM publish_jobs WHERE state NOT IN ('cancelled','refused')").all() as Array<{ draft_id: string; idempotency_key: string; state: string }>;
    expect(jobs).toHaveLength(total);
    expect(new Set(jobs.map((j) => j.draft_id)).size).toBe(drafts);
    const keys = new Set(jobs.map((j) => j.idempotency_key));
    for (const p of posts) expect(keys.has(p.idempotencyKey!)).toBe(true);
    // Same key, same bytes: the Hub never saw a key come back with a different body.
    expect(db.prepare("SELECT count(*) AS n FROM publish_events WHERE type = 'answer' AND detail LIKE '%idempotency_conflict%'").get()).toEqual({ n: 0 });
    // Final states only: done, or unknown where the Hub said upstream_timeout (published once, by the Hub's record above).
    expect(jobs.filter((j) => j.state !== 'done' && j.state !== 'unknown')).toEqual([]);
  } finally {
    db.close();
  }
}

describe('crash harness: kill -9 at random moments, resume, exactly once', () => {
  it(`no faults: ≥${Math.min(KILLS, 20)} SIGKILLs`, async () => {
    await harness('clean', { processing_ms: 300, latency_ms: [5, 25] }, Number(process.env.POSTROOM_CRASH_SEED ?? Date.now() % 100_000));
  }, 150_000);

  it(`with fault injection on: ≥${Math.min(KILLS, 20)} SIGKILLs`, async () => {
    await harness('faults', {
      upstream_error: 0.08, internal_error: 0.03, upstream_timeout: 0.04, drop_before: 0.04, drop_after: 0.05,
      channel_refusal: 0.05, latency_ms: [5, 40], processing_ms: 300, slow_processing: 0.1, slow_processing_ms: 1500,
    }, Number(process.env.POSTROOM_CRASH_SEED ?? Date.now() % 100_000) + 1);
  }, 150_000);
});
