/**
 * h-resumeadvice (walk 42b, 4), the CLI with the REAL sandbox Hub over HTTP: `postroom publish ID --wait` stopped while the
 * slow Hub runs the post's first call — a child process killed with SIGKILL (kill -9), and an in-process run aborted as
 * Ctrl-C aborts it — then the same `publish ID --wait` again. Before, it said "already being sent; choose "publish again"
 * to send it as a new post" and "nothing new to send: every draft was sent before (add --again …)" (in a team that
 * requires approval: "it needs a new approval first … publish --again"): doing so made a second Hub post while the first
 * was still processing. Now: "already being sent by this computer (job …): `postroom resume --wait` follows it to its
 * outcome; nothing new was sent", exit 1, no call reaches the Hub (`--again` too: it sent a second post); then
 * `resume --wait` finishes it: ONE post.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';
import { listJobs } from '../../src-main/publisher';
import { world, type World } from '../publisher/fixture';
import { runCliIn } from './cli-world';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

const calls = (x: World): number => x.sandbox.control.requestCounts()['POST /v1/posts/photo'] ?? 0;

async function until(what: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The same publish again, then resume: what the walk did after the interrupted run. */
async function publishAgainThenResume(x: World, draftId: string): Promise<void> {
  const env = { POSTROOM_HUB_URL: x.sandbox.url, POSTROOM_API_KEY: x.sandbox.apiKey };
  const [job] = listJobs(x.lib.db, { draftId });
  expect(job?.state).toMatch(/^(prepared|sending|awaiting|retrying)$/);
  const before = calls(x);
  // --again too: a post this computer is still sending is never sent again as new (the app's Publish again: in_flight).
  const asNew = await runCliIn(x.dir, ['publish', draftId, '--wait', '--again'], env);
  expect(asNew.code).toBe(1);
  expect(asNew.stdout).toContain(`draft ${draftId} not sent: already being sent by this computer (job ${job!.id}, unfinished since `);
  const again = await runCliIn(x.dir, ['publish', draftId, '--wait'], env);
  const said = again.stdout + again.stderr;
  expect(again.code).toBe(1);
  expect(said).toContain(`draft ${draftId} not sent: already being sent by this computer (job ${job!.id}, unfinished since `);
  expect(said).toContain('`postroom resume --wait` follows it to its outcome under the same key');
  expect(said).toContain('nothing new to send: this computer is still sending them under their keys: `postroom resume --wait` follows them to their outcome');
  expect(said).toContain('not sent 1 (1 still being sent by this computer)');
  expect(said).not.toMatch(/--again|publish again|new approval|sent before/);
  expect(calls(x)).toBe(before); // nothing new reached the Hub
  // Following the advice: the first send, finished under its key; the Hub holds ONE post.
  x.sandbox.control.setFaults('none');
  const resumed = await runCliIn(x.dir, ['resume', '--wait'], env);
  expect(resumed.code).toBe(0);
  expect(listJobs(x.lib.db, { draftId }).map((j) => [j.id, j.state])).toEqual([[job!.id, 'done']]);
  expect(x.posts().map((p) => p.idempotencyKey)).toEqual([job!.idempotencyKey]);
}

describe('publish --wait again after an interrupted publish --wait', () => {
  it('a CLI process killed with SIGKILL mid-call: points to resume, sends nothing new; resume finishes it', async () => {
    w = await world({ faults: { latency_ms: 1500, processing_ms: 0 } });
    const id = w.draft();
    const child = spawn(process.execPath, [join(__dirname, '../../scripts/postroom.mjs'), 'publish', id, '--wait', '--data-dir', w.dir], {
      env: { ...process.env, POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey },
      stdio: 'ignore',
    });
    const exited = new Promise((r) => child.once('exit', r));
    await until(() => calls(w!) >= 1);
    child.kill('SIGKILL');
    await exited;
    await publishAgainThenResume(w, id);
  }, 60_000);

  it('a run stopped by Ctrl-C mid-call: the same words', async () => {
    w = await world({ faults: { latency_ms: 800, processing_ms: 0 } });
    const id = w.draft();
    const ac = new AbortController();
    const run = runCli(['publish', id, '--wait', '--data-dir', w.dir], { stdout: () => undefined, stderr: () => undefined, stdin: async () => '', env: { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey }, signal: ac.signal });
    await until(() => calls(w!) >= 1);
    ac.abort();
    expect(await run).toBe(1);
    await publishAgainThenResume(w, id);
  }, 60_000);
});

describe('retry --now --wait that ends with an unknown outcome (h-resumeadvice, minor)', () => {
  it('says `postroom ask JOB` finds it out, as publish says of one, never that `resume --wait` follows it', async () => {
    w = await world({ faults: { channel_refusal: 1, processing_ms: 0 } });
    const id = w.draft({ platforms: ['instagram'] });
    const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
    const sent = await runCliIn(w.dir, ['publish', id, '--wait', '--json'], env);
    const first = sent.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { jobId?: string; draftId?: string }).find((l) => l.draftId === id)!;
    // The retry's call: the Hub publishes it and answers 502 upstream_timeout: its outcome is unknown.
    w.sandbox.control.setFaults({ upstream_timeout: 1, processing_ms: 0 });
    const r = await runCliIn(w.dir, ['retry', first.jobId!, '--now', '--wait'], env);
    const child = listJobs(w.lib.db, { draftId: id }).find((j) => j.parentJobId === first.jobId)!;
    expect(child.state).toBe('unknown');
    expect(r.stderr).toContain(`job ${child.id}: outcome unknown: the request reached the Hub, but the Hub did not say what became of it (upstream_timeout)`);
    expect(r.stderr).toContain(`To find out: postroom ask ${child.id}`);
    expect(r.stderr).not.toContain('resume --wait');
  }, 60_000);
});
