/**
 * `npm run bench -- cli [runs=10]`: how long a `postroom` process takes to start and answer (issue 35).
 *
 * A data dir with a 10,000-job journal (9,000 done with their outcomes, 600 refused, 400 awaiting,
 * as a year of a busy workspace leaves it) is made once through the library's own journal writer.
 * Then each command line is started `runs` times as its own process and timed from spawn to exit:
 * - before: through the TypeScript loader, as `npm run -s postroom` ran it until now
 *   (`node node_modules/tsx/dist/cli.mjs src-main/cli/bin.ts`);
 * - after: package.json's `bin`, `node scripts/postroom.mjs` (its check that the bundle is not
 *   older than src-main included), which runs the bundle out/cli/postroom.js;
 * - bundle: `node out/cli/postroom.js` alone (the launcher's share is after − bundle);
 * - npm: `npm run -s postroom -- …` after, what a person types in the repository (npm's own start included);
 * - old (with POSTROOM_BENCH_BEFORE=REV, e.g. the commit before issue 35): that revision's src-main
 *   (`git archive`) through tsx, the CLI as it was, eager imports and all.
 * The variants take turns within each round, so a machine that gets busier slows them alike.
 * Figures: the median (the target's measure), min and max in ms, the median CPU time (user + system,
 * from /proc: what a start costs whatever else the machine runs), and the load average around the run.
 * Targets: `--help` ≤ 300 ms, `status --json` on the 10,000-job journal ≤ 600 ms (after).
 */
import { execSync, spawn } from 'node:child_process';
import { randomUUID, createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCli, OUT, root, whyBuild } from '../../scripts/cli-bundle.mjs';
import { openLibrary, publishJobs, type NewJob } from '../../src-main/library';

const JOBS = 10_000;

/**
 * CPU time (user + system, ms) of this process's children that have exited, from /proc/self/stat
 * (cutime, cstime; 100 ticks a second): a start's own work, which other load on the machine
 * changes far less than its wall time. null where /proc is not there.
 */
function childCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Milliseconds from spawn to exit, and the CPU time it used; fails the bench on a non-zero exit. */
function timed(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; cpuMs: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const cpu0 = childCpuMs();
    const t0 = process.hrtime.bigint();
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const cpu1 = childCpuMs();
      if (code !== 0) reject(new Error(`${cmd} ${args.join(' ')} exited ${code}: ${stderr}`));
      else resolve({ ms, cpuMs: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0, stdout });
    });
  });
}

/** A data dir whose journal holds `count` jobs of the current workspace. */
export function journalOf(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'postroom-bench-cli-'));
  const lib = openLibrary(join(dir, 'library.sqlite'));
  try {
    const ws = lib.workspaces.getCurrent(lib.db).id;
    const t0 = Date.UTC(2026, 0, 1);
    for (let start = 0; start < count; start += 1000) {
      const jobs: Array<{ job: NewJob }> = [];
      for (let i = start; i < Math.min(count, start + 1000); i++) {
        const body = Buffer.from(JSON.stringify({ caption: `Post ${i}: summer sale, ${i % 7} days left #sale`, platforms: ['facebook', 'instagram'] }));
        jobs.push({ job: {
          id: randomUUID(), batchId: null, draftId: randomUUID(), workspaceId: ws, idempotencyKey: randomUUID(), reason: 'publish', parentJobId: null,
          platforms: ['facebook', 'instagram'], fields: { caption: `Post ${i}: summer sale #sale`, profile_id: 'prof_lumen' }, photos: [],
          contentType: 'application/json', bodySha256: createHash('sha256').update(body).digest('hex'), budgetBytes: null, scheduledAt: null, body,
        } });
      }
      const made = publishJobs.insertJobs(lib.db, jobs, { now: t0 + start * 60_000, durable: 'caller' });
      publishJobs.writeChanges(lib.db, made.map((j, k) => {
        const n = start + k;
        const refused = n % 50 < 3;
        const awaiting = n % 25 === 24;
        const outcome = (channel: string, ok: boolean) => ({ channel, success: ok, url: ok ? `https://example.com/${channel}/${n}` : null, code: ok ? null : 'media_rejected', message: ok ? null : 'The photo is too small for this channel', vietnamese: null });
        return {
          id: j.id,
          patch: awaiting
            ? { state: 'awaiting' as const, hubStatus: 'processing', attempts: 1, sentAt: t0 + n * 60_000 }
            : { state: 'done' as const, hubStatus: refused ? 'partial' : 'completed', attempts: 1, polls: 1, sentAt: t0 + n * 60_000, finalAt: t0 + n * 60_000 + 5000, outcomes: [outcome('facebook', true), outcome('instagram', !refused)] },
          events: [{ at: t0 + n * 60_000 + 5000, type: awaiting ? 'accepted' : 'final', state: awaiting ? ('awaiting' as const) : ('done' as const) }],
        };
      }));
    }
  } finally {
    lib.close();
  }
  return dir;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const round = (n: number): number => Math.round(n);

export default async function cliBench(args: string[]): Promise<Record<string, unknown>> {
  const runs = Number(args[0] ?? 10);
  if (whyBuild('postroom') !== null) await buildCli();
  const t0 = Date.now();
  const dataDir = journalOf(JOBS);
  console.log(`journal of ${JOBS.toLocaleString('en')} jobs made in ${Date.now() - t0} ms`);
  const env = { ...process.env, POSTROOM_DATA_DIR: dataDir, POSTROOM_API_KEY: '', POSTROOM_HUB_URL: '' };
  const oldRev = process.env.POSTROOM_BENCH_BEFORE?.trim();
  let oldTree: string | null = null;
  if (oldRev) {
    oldTree = mkdtempSync(join(tmpdir(), 'postroom-bench-cli-old-'));
    execSync(`git archive ${oldRev} src-main package.json | tar -x -C ${oldTree}`, { cwd: root });
    symlinkSync(join(root, 'node_modules'), join(oldTree, 'node_modules'));
  }
  const variants: Record<string, (a: string[]) => readonly [string, readonly string[]]> = {
    ...(oldTree ? { old: (a: string[]) => [process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(oldTree, 'src-main', 'cli', 'bin.ts'), ...a]] as const } : {}),
    before: (a: string[]) => [process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'src-main', 'cli', 'bin.ts'), ...a]] as const,
    after: (a: string[]) => [process.execPath, [join(root, 'scripts', 'postroom.mjs'), ...a]] as const,
    bundle: (a: string[]) => [process.execPath, [join(OUT, 'postroom.js'), ...a]] as const,
    npm: (a: string[]) => ['npm', ['run', '-s', 'postroom', '--', ...a]] as const,
  };
  const commands = { help: ['--help'], status: ['status', '--json'] };
  const loadBefore = loadavg()[0];
  const times: Record<string, Record<string, number[]>> = {};
  const cpu: Record<string, Record<string, number[]>> = {};
  try {
    // One warm-up of each (the file cache, not counted).
    for (const [name, argv] of Object.entries(commands)) for (const v of Object.values(variants)) await timed(...(v(argv) as [string, string[]]), env).catch((e) => { throw new Error(`${name}: ${String(e)}`); });
    const lines = (await timed(process.execPath, [join(root, 'scripts', 'postroom.mjs'), ...commands.status], env)).stdout.trim().split('\n');
    if (lines.length !== 100) throw new Error(`status --json printed ${lines.length} lines, not 100`);
    for (let r = 0; r < runs; r++) {
      for (const [name, argv] of Object.entries(commands)) {
        for (const [variant, v] of Object.entries(variants)) {
          const { ms, cpuMs } = await timed(...(v(argv) as [string, string[]]), env);
          ((times[name] ??= {})[variant] ??= []).push(ms);
          if (cpuMs !== null) ((cpu[name] ??= {})[variant] ??= []).push(cpuMs);
        }
      }
      process.stdout.write(`round ${r + 1}/${runs}\r`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (oldTree) rmSync(oldTree, { recursive: true, force: true });
  }
  const figures: Record<string, unknown> = { jobs: JOBS, runs, ...(oldRev ? { old: oldRev } : {}), loadAverage: { before: loadBefore, after: loadavg()[0] } };
  for (const [name, byVariant] of Object.entries(times)) {
    figures[name] = Object.fromEntries(Object.entries(byVariant).map(([variant, xs]) => {
      const c = cpu[name]?.[variant];
      return [variant, { medianMs: round(median(xs)), minMs: round(Math.min(...xs)), maxMs: round(Math.max(...xs)), ...(c?.length ? { cpuMedianMs: round(median(c)) } : {}) }];
    }));
  }
  const after = (name: string): number => (figures[name] as Record<string, { medianMs: number }>).after?.medianMs ?? NaN;
  figures.targets = { helpMs: { target: 300, median: after('help'), met: after('help') <= 300 }, statusMs: { target: 600, median: after('status'), met: after('status') <= 600 } };
  return figures;
}
