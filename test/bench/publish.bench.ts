/**
 * `npm run bench -- publish [overhead|rate|poll|cpu] [--posts N] [--rate-posts N] [--rate R] [--poll-posts N] [--concurrency C] [--loopback-only | --network-only] [--no-sweep]`
 *
 * 1. Journal overhead: N posts (default 2,000) published through the Publisher (preflight, media
 *    fit from the media cache, journal with synchronous=FULL before each call, events, outcomes)
 *    to the sandbox Hub with no rate limit, vs a bare undici loop sending the SAME prebuilt
 *    requests (same bytes, one new key each) at the same concurrency. Ratio = bare time /
 *    publisher time (throughput share kept; target ≥ 0.85). One library, publisher and Hub client
 *    serve every round (each round a new batch of new drafts), as in the app. A warm-up round of
 *    each side first (not counted: both processes' JIT), then 5 rounds; the figure is the best of each side, the
 *    median round's ratio is given beside it. The side that goes first alternates from round to
 *    round (a sandbox that grows, a warmer JIT, favour neither). CPU time of each process per post
 *    (the client's from process.cpuUsage, the sandbox's from /proc on Linux) says whether the
 *    machine's cores, not waiting, bound the figure; the gaps between the publisher's calls say
 *    how long the sandbox had nothing to do.
 *    Like with like: the sandbox completes every post at once (processing_ms 0), so the bare loop
 *    reads no status and neither may the publisher (the run fails if it made a status call or a
 *    job is not done); both sides send prefitted photos; the sandbox runs in its own process.
 *    Run with one photo shared by every draft (a campaign's picture: the journal keeps it once),
 *    and again on loopback with a photo of its own per draft (the journal keeps every one).
 *    The loopback figure (one photo) is also given at 4 and 16 calls in flight, both sides alike:
 *    the work the sandbox has queued while the publisher is busy decides it.
 * 2. Rate-limit use: 1,000 posts against a sandbox limited to R requests a minute (default 100).
 *    Sandbox and publisher share one ManualClock: the publisher's sleeps advance it (virtual
 *    time), so ten one-minute windows take a second of wall time. HTTP round trips take no
 *    virtual time, so this measures the gate's use of each window (share of R achieved) and
 *    the 429s spent learning the limit, not network speed.
 * 3. Poller cost: posts accepted as `processing` (1 s; 10% slow at 6 s) followed with --wait on
 *    the real clock and the default poll settings: status calls per post (target ≤ 3) and
 *    detection lag = when the journal saw the final status − when the sandbox finished the post.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { Pool } from 'undici';
import { ManualClock } from '../../src-main/common';
import { buildPublishBody, HubClient, type PublishFields } from '../../src-main/hub';
import { openLibrary, type Library } from '../../src-main/library';
import { MediaCache } from '../../src-main/media';
import { hubPort, libraryDrafts, mediaPort, Publisher, publishFields, type FittedMedia, type HubPort, type MediaPort, type Sleep } from '../../src-main/publisher';
import { startSandbox } from '../../src-main/sandbox';

/** Counted rounds of each side in the overhead figure (after one warm-up round). */
const ROUNDS = 5;

const arg = (args: string[], name: string, dflt: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : dflt;
};

/** A 320×240 noisy JPEG (≈ 30 KB); `seed` makes each one's bytes its own. */
const writePhoto = (file: string, seed = 0): Promise<unknown> =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90 + (seed % 100), g: 120 + (Math.floor(seed / 100) % 100), b: 150 }, noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg({ quality: 80 }).toFile(file);

/**
 * A library with `posts` drafts sharing one photo. `addDrafts` adds more: with `photos`, one file
 * per draft; without, the shared photo (a campaign's picture).
 */
async function makeWorld(posts: number, tag: string): Promise<{ dir: string; lib: Library; ids: string[]; cache: MediaCache; addDrafts(n: number, tag: string, photos?: readonly string[]): string[]; close(): void }> {
  const dir = mkdtempSync(join(tmpdir(), `postroom-bench-${tag}-`));
  const photo = join(dir, 'photo.jpg');
  await writePhoto(photo);
  const lib = openLibrary(join(dir, 'library.sqlite'));
  const addDrafts = (n: number, t: string, photos?: readonly string[]): string[] => lib.drafts.createMany(lib.db, Array.from({ length: n }, (_, i) => ({
    profile_id: 'prof_caphe', platforms: ['instagram', 'x'], caption: `bench ${t} ${i} ${randomUUID().slice(0, 8)}`, photos: [photos ? photos[i]! : photo],
  })));
  return { dir, lib, ids: addDrafts(posts, tag), cache: new MediaCache(join(dir, 'media-cache')), addDrafts, close: () => { lib.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/**
 * The sandbox in its own process for the overhead figure: a real Hub is elsewhere, and an
 * in-process sandbox would bill its own request handling to whichever client loop runs beside it.
 */
async function childSandbox(faults: Record<string, unknown>): Promise<{ pid: number; url: string; apiKey: string; close(): Promise<void> }> {
  const code = "const { startSandbox } = await import(process.env.SANDBOX_MODULE); const sb = await startSandbox({ faults: JSON.parse(process.env.SANDBOX_FAULTS), rateLimitPerMinute: 10000000 }); console.log(JSON.stringify({ url: sb.url, apiKey: sb.apiKey }));";
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, SANDBOX_FAULTS: JSON.stringify(faults), SANDBOX_MODULE: pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), '../../src-main/sandbox/index.ts')).href },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const i = buf.indexOf('\n');
      if (i >= 0) resolve(buf.slice(0, i));
    });
    child.once('exit', (c) => reject(new Error(`sandbox child exited ${c}`)));
  });
  const { url, apiKey } = JSON.parse(line) as { url: string; apiKey: string };
  return { pid: child.pid!, url, apiKey, close: async () => { child.kill('SIGTERM'); await new Promise((r) => child.once('exit', r)); } };
}

/** A process's CPU time so far (user + system, ms), from /proc; null where there is none. */
function procCpuMs(pid: number): number | null {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}

/** The delay before the first call and the gaps between consecutive calls over 2 ms (count, sum). */
function callGaps(t0: number, starts: readonly number[]): { firstCallMs: number; over2ms: number; over2msSumMs: number } {
  let over2ms = 0;
  let sum = 0;
  for (let i = 1; i < starts.length; i++) {
    const g = starts[i]! - starts[i - 1]!;
    if (g > 2) {
      over2ms++;
      sum += g;
    }
  }
  return { firstCallMs: Number(((starts[0] ?? t0) - t0).toFixed(1)), over2ms, over2msSumMs: Math.round(sum) };
}

/** Runs one side and measures its wall time and both processes' CPU time. */
async function timed(sandboxPid: number, side: () => Promise<number>): Promise<{ ms: number; clientCpuMs: number; sandboxCpuMs: number | null }> {
  const s0 = procCpuMs(sandboxPid);
  const c0 = process.cpuUsage();
  const ms = await side();
  const c = process.cpuUsage(c0);
  const s1 = procCpuMs(sandboxPid);
  return { ms, clientCpuMs: (c.user + c.system) / 1000, sandboxCpuMs: s0 === null || s1 === null ? null : s1 - s0 };
}

async function journalOverhead(posts: number, concurrency: number, latency: [number, number] | null, photos: 'shared' | 'distinct' = 'shared'): Promise<Record<string, unknown>> {
  const sandbox = await childSandbox(latency ? { processing_ms: 0, latency_ms: latency } : { processing_ms: 0 });
  // ONE library, publisher and Hub client for every round, as in the app: each round is a new batch
  // of new drafts. (A publisher made anew each round has its hottest code optimized again near
  // the end of every round: V8 drops optimized code whose embedded objects, the last round's ports,
  // died; measured with --trace-deopt-verbose, "weak objects", ~185 ms of compiling a round.)
  const w = await makeWorld(0, 'j');
  const ws = w.lib.workspaces.getCurrent(w.lib.db).id;
  const client = new HubClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, connections: concurrency });
  // Media fitting is not the journal's cost, and the bare loop sends prebuilt bytes: both sides
  // get their photos fitted before the clock starts (the real media area, once per draft).
  const real = mediaPort({ cache: w.cache });
  const prefitted = new Map<string, FittedMedia>();
  const media: MediaPort = { fit: async (ph, fields, budget, signal) => prefitted.get(ph.map((x) => x.id).join(',')) ?? real.fit(ph, fields, budget, signal) };
  // When each publish call started: gaps between calls longer than the sandbox needs for the
  // calls in flight are time it idles (the figure's "why").
  const callStarts: number[] = [];
  const realHub = hubPort(client);
  const timedHub: HubPort = { publish: (b, k, sg) => (callStarts.push(performance.now()), realHub.publish(b, k, sg)), status: realHub.status };
  const p = new Publisher({ db: w.lib.db, hub: timedHub, media, drafts: libraryDrafts(w.lib, ws), workspaceId: ws, options: { concurrency } });
  const photoDir = photos === 'distinct' ? mkdtempSync(join(tmpdir(), 'postroom-bench-photos-')) : null;
  try {
    type Side = Awaited<ReturnType<typeof timed>>;
    const rounds: Array<{ bare: Side; publisher: Side; gaps: ReturnType<typeof callGaps> }> = [];
    // Round 0 warms both processes up and is not counted.
    for (let round = 0; round <= ROUNDS; round++) {
      const count = round === 0 ? Math.min(posts, 500) : posts;
      // Distinct photos: every post's photo bytes are its own (in every round: the journal keeps
      // each of them, none was kept by an earlier round).
      const photoFiles = photoDir ? Array.from({ length: count }, (_, i) => join(photoDir, `r${round}-p${i}.jpg`)) : undefined;
      if (photoFiles) for (let i = 0; i < photoFiles.length; i += 8) await Promise.all(photoFiles.slice(i, i + 8).map((f, k) => writePhoto(f, round * posts + i + k)));
      const ids = w.addDrafts(count, `j${round}`, photoFiles);
      const n = ids.length;
      prefitted.clear();
      for (const id of ids) {
        const d = w.lib.drafts.getDraft(w.lib.db, id);
        prefitted.set(d.photos.map((ph) => ph.id).join(','), await real.fit(d.photos, publishFields(d, []) as PublishFields, undefined));
      }
      // The bare loop's requests: the same bytes, prebuilt (not timed), one new key each.
      const bodies = ids.map((id) => {
        const d = w.lib.drafts.getDraft(w.lib.db, id);
        const fitted = prefitted.get(d.photos.map((ph) => ph.id).join(','))!;
        return buildPublishBody({ fields: publishFields(d, fitted.photoUrls) as PublishFields, photos: fitted.photos });
      });
      const publisherSide = async (): Promise<number> => {
        const calls0 = { ...p.stats };
        callStarts.length = 0;
        const t0 = performance.now();
        const r = await p.publish({ draftIds: ids });
        const ms = performance.now() - t0;
        gaps = callGaps(t0, callStarts);
        const done = r.jobs.filter((j) => j.state === 'done').length;
        if (done !== n) throw new Error(`publisher finished ${done}/${n}`);
        const publishCalls = p.stats.publishCalls - calls0.publishCalls;
        const statusCalls = p.stats.statusCalls - calls0.statusCalls;
        if (statusCalls !== 0 || publishCalls !== n) throw new Error(`publisher made ${publishCalls} publish and ${statusCalls} status calls; the bare loop makes ${n} and 0`);
        return ms;
      };
      const bareSide = async (): Promise<number> => {
        const pool = new Pool(sandbox.url, { connections: concurrency });
        let next = 0;
        let ok = 0;
        const t1 = performance.now();
        await Promise.all(Array.from({ length: concurrency }, async () => {
          while (next < bodies.length) {
            const b = bodies[next++]!;
            const res = await pool.request({ path: '/v1/posts/photo', method: 'POST', headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': b.contentType, 'idempotency-key': randomUUID() }, body: b.body });
            await res.body.text();
            if (res.statusCode === 200) ok++;
          }
        }));
        const ms = performance.now() - t1;
        await pool.close();
        if (ok !== n) throw new Error(`bare loop got ${ok}/${n} answers 200`);
        return ms;
      };
      let gaps: ReturnType<typeof callGaps> | null = null;
      let bare: Side;
      let publisher: Side;
      if (round % 2 === 0) {
        publisher = await timed(sandbox.pid, publisherSide);
        bare = await timed(sandbox.pid, bareSide);
      } else {
        bare = await timed(sandbox.pid, bareSide);
        publisher = await timed(sandbox.pid, publisherSide);
      }
      if (round > 0) rounds.push({ bare, publisher, gaps: gaps! });
      if (photoFiles) for (const f of photoFiles) rmSync(f, { force: true });
    }
    const bare = Math.min(...rounds.map((r) => r.bare.ms));
    const pub = Math.min(...rounds.map((r) => r.publisher.ms));
    const ratios = rounds.map((r) => r.bare.ms / r.publisher.ms).sort((a, b) => a - b);
    const perPost = (x: number | null): number | null => (x === null ? null : Number((x / posts).toFixed(3)));
    /** The round in which `side` was fastest. */
    const bestRound = (side: 'bare' | 'publisher'): (typeof rounds)[number] => rounds.reduce((a, r) => (r[side].ms < a[side].ms ? r : a));
    const cpu = (side: 'bare' | 'publisher'): Record<string, number | null> => {
      const best = bestRound(side)[side];
      return { clientMsPerPost: perPost(best.clientCpuMs), sandboxMsPerPost: perPost(best.sandboxCpuMs), wallMsPerPost: perPost(best.ms) };
    };
    return {
      posts, concurrency, hubLatencyMs: latency ?? 0, photos, rounds: rounds.length,
      roundsMs: rounds.map((r) => ({ bare: Math.round(r.bare.ms), publisher: Math.round(r.publisher.ms) })),
      bestBareMs: Math.round(bare), bestPublisherMs: Math.round(pub),
      bareRatePerSec: Math.round((posts / bare) * 1000), publisherRatePerSec: Math.round((posts / pub) * 1000),
      ratio: Number((bare / pub).toFixed(3)), medianRoundRatio: Number(ratios[Math.floor(ratios.length / 2)]!.toFixed(3)), target: 0.85,
      // CPU time per post of each process in each side's best round: on a machine with few cores,
      // client + sandbox CPU per post over the cores is a floor under the wall time per post.
      cpuOfBestRounds: { cores: cpus().length, bare: cpu('bare'), publisher: cpu('publisher') },
      // The publisher's best round: its first call's delay and the gaps between calls over 2 ms
      // (8 calls in flight keep the sandbox busy ~2.4 ms; beyond that it idles).
      publisherCallGapsOfBestRound: bestRound('publisher').gaps,
    };
  } finally {
    await client.close();
    w.close();
    await sandbox.close();
    if (photoDir) rmSync(photoDir, { recursive: true, force: true });
  }
}

async function rateLimitUse(posts: number, perMinute: number, concurrency: number): Promise<Record<string, unknown>> {
  const clock = new ManualClock(Date.parse('2026-03-02T10:00:00Z')); // on a minute boundary
  const sandbox = await startSandbox({ faults: { processing_ms: 0 }, rateLimitPerMinute: perMinute, clock });
  // Virtual time: a sleep moves the shared clock (never backwards) and yields.
  const sleep: Sleep = async (ms, signal) => {
    if (signal?.aborted) throw signal.reason;
    if (ms > 0) clock.set(Math.max(clock.now(), clock.now() + ms));
    await new Promise((r) => setImmediate(r));
  };
  const w = await makeWorld(posts, 'rate');
  const client = new HubClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, connections: concurrency, clock });
  try {
    const ws = w.lib.workspaces.getCurrent(w.lib.db).id;
    const p = new Publisher({ db: w.lib.db, hub: hubPort(client), media: mediaPort({ cache: w.cache }), drafts: libraryDrafts(w.lib, ws), workspaceId: ws, clock, sleep, options: { concurrency } });
    const start = clock.now();
    const wall0 = performance.now();
    const r = await p.publish({ draftIds: w.ids });
    const wallMs = performance.now() - wall0;
    const done = r.jobs.filter((j) => j.state === 'done').length;
    // Successes per one-minute window of the sandbox's limiter; every window but the last (where the
    // posts run out) should be full: share of R = mean over those windows of successes / R.
    const perWindow = new Map<number, number>();
    for (const j of r.jobs) if (j.finalAt) perWindow.set(Math.floor((j.finalAt - start) / 60_000), (perWindow.get(Math.floor((j.finalAt - start) / 60_000)) ?? 0) + 1);
    const counts = [...perWindow.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
    const full = counts.slice(0, -1);
    const publishCalls = sandbox.control.requestCounts()['POST /v1/posts/photo'] ?? 0;
    return {
      posts, perMinute, concurrency, done,
      virtualMinutes: counts.length, successesPerWindow: counts,
      shareOfR: Number((full.reduce((a, b) => a + b, 0) / (Math.max(1, full.length) * perMinute)).toFixed(3)),
      rateLimited429: p.stats.rateLimited, publishCalls, gatePauses: p.gate.pauses,
      wallMs: Math.round(wallMs), target: 0.95,
    };
  } finally {
    await client.close();
    w.close();
    await sandbox.close();
  }
}

async function pollerCost(posts: number, concurrency: number): Promise<Record<string, unknown>> {
  const sandbox = await startSandbox({ faults: { processing_ms: 1000, slow_processing: 0.1, slow_processing_ms: 6000, latency_ms: [2, 10] }, rateLimitPerMinute: 100_000 });
  const w = await makeWorld(posts, 'poll');
  const client = new HubClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, connections: concurrency });
  try {
    const ws = w.lib.workspaces.getCurrent(w.lib.db).id;
    const p = new Publisher({ db: w.lib.db, hub: hubPort(client), media: mediaPort({ cache: w.cache }), drafts: libraryDrafts(w.lib, ws), workspaceId: ws, options: { concurrency } });
    const t0 = performance.now();
    const r = await p.publish({ draftIds: w.ids }, { wait: true });
    const wallMs = performance.now() - t0;
    const statusCalls = sandbox.control.requestCounts()['GET /v1/posts/status'] ?? 0;
    const doneAt = new Map((sandbox.control.db.prepare('SELECT request_id, done_at FROM posts').all() as Array<{ request_id: string; done_at: number }>).map((x) => [x.request_id, x.done_at]));
    const lags = r.jobs.filter((j) => j.requestId && doneAt.has(j.requestId) && j.finalAt).map((j) => Math.max(0, j.finalAt! - doneAt.get(j.requestId!)!)).sort((a, b) => a - b);
    const pct = (q: number): number => lags[Math.min(lags.length - 1, Math.floor(q * lags.length))] ?? 0;
    return {
      posts, final: r.jobs.filter((j) => j.state === 'done').length,
      processing: '1 s (10% at 6 s)', statusCalls, statusCallsPerPost: Number((statusCalls / posts).toFixed(2)), target: 3,
      maxPollsOneJob: Math.max(...r.jobs.map((j) => j.polls)),
      detectionLagMs: { mean: Math.round(lags.reduce((a, b) => a + b, 0) / Math.max(1, lags.length)), p50: pct(0.5), p95: pct(0.95), max: lags.at(-1) ?? 0 },
      wallMs: Math.round(wallMs),
    };
  } finally {
    await client.close();
    w.close();
    await sandbox.close();
  }
}

/** The publisher's own CPU per post: an instant in-process Hub answer, photos fitted beforehand. */
async function publisherCpu(posts: number, concurrency: number): Promise<Record<string, unknown>> {
  const w = await makeWorld(posts, 'cpu');
  try {
    const real = mediaPort({ cache: w.cache });
    const pre = new Map<string, FittedMedia>();
    for (const id of w.ids) {
      const d = w.lib.drafts.getDraft(w.lib.db, id);
      pre.set(d.photos[0]!.id, await real.fit(d.photos, publishFields(d, []) as PublishFields, undefined));
    }
    const media: MediaPort = { fit: async (ph, f, b, sg) => pre.get(ph[0]!.id) ?? real.fit(ph, f, b, sg) };
    let n = 0;
    const hub: HubPort = {
      publish: async () => ({ kind: 'accepted', httpStatus: 200, result: { status: 'completed', request_id: `r${n++}`, results: { instagram: { success: true, url: 'u' }, x: { success: true, url: 'u' } } } }),
      status: async () => ({ kind: 'network', error: 'not used', maybeDelivered: false }),
    };
    const ws = w.lib.workspaces.getCurrent(w.lib.db).id;
    const p = new Publisher({ db: w.lib.db, hub, media, drafts: libraryDrafts(w.lib, ws), workspaceId: ws, options: { concurrency } });
    const t = performance.now();
    const c0 = process.cpuUsage();
    await p.publish({ draftIds: w.ids });
    const c = process.cpuUsage(c0);
    const ms = performance.now() - t;
    return {
      posts, msPerPost: Number((ms / posts).toFixed(3)), cpuMsPerPost: Number(((c.user + c.system) / 1000 / posts).toFixed(3)), target: 0.5,
      note: 'wall and process CPU (all threads) per post: journal (a durable commit per chunk of ≤32: the WAL\'s fsync on the thread pool), events, outcomes, draft states; no HTTP',
    };
  } finally {
    w.close();
  }
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  const concurrency = arg(args, 'concurrency', 8);
  const only = args.find((a) => ['overhead', 'rate', 'poll', 'cpu'].includes(a));
  // Other work on the machine changes the CPU-bound figures (loopback, CPU per post): say how busy it was.
  const out: Record<string, unknown> = { loadAverageAtStart: loadavg().map((x) => Number(x.toFixed(2))), cpus: cpus().length };
  if (!only || only === 'cpu') out.publisherCpu = await publisherCpu(1000, concurrency);
  if ((!only || only === 'overhead') && !args.includes('--network-only')) {
    // Worst case: the sandbox on loopback answering at once, so the client's own work is all there is.
    out.journalOverheadLoopback = await journalOverhead(arg(args, 'posts', 2000), concurrency, null);
    // The same with every post's photo its own (nothing for the journal to keep once for many).
    out.journalOverheadLoopbackDistinctPhotos = await journalOverhead(arg(args, 'posts', 2000), concurrency, null, 'distinct');
    // The loopback figure against the calls in flight (both sides at each): how much work the
    // sandbox has queued while the publisher does its own decides it (`--no-sweep` skips it).
    if (!args.includes('--no-sweep')) {
      const sweep: Record<string, unknown> = {};
      for (const c of [4, 16].filter((x) => x !== concurrency)) {
        const r = await journalOverhead(arg(args, 'posts', 2000), c, null);
        sweep[String(c)] = { ratio: r.ratio, medianRoundRatio: r.medianRoundRatio, bestBareMs: r.bestBareMs, bestPublisherMs: r.bestPublisherMs };
      }
      out.journalOverheadLoopbackByConcurrency = sweep;
    }
  }
  // A Hub across a network: 20–60 ms per answer (`--loopback-only` skips it: 90 s of mostly waiting; `--network-only` runs only it).
  if ((!only || only === 'overhead') && !args.includes('--loopback-only')) out.journalOverheadNetwork = await journalOverhead(arg(args, 'posts', 2000), concurrency, [20, 60]);
  if (!only || only === 'rate') out.rateLimitUse = await rateLimitUse(arg(args, 'rate-posts', 1000), arg(args, 'rate', 100), concurrency);
  if (!only || only === 'poll') out.pollerCost = await pollerCost(arg(args, 'poll-posts', 200), concurrency);
  return out;
}
