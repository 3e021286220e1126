/**
 * h-resumeadvice (walk 42b, 4), with the REAL sandbox Hub over HTTP, in a team that requires approval: `publish --wait`
 * stopped mid-call (Ctrl-C, kill -9) while the slow Hub runs the post's first call, then the same publish again. Before,
 * it said "already being sent; … it was already sent under its approval; it needs a new approval first" (and the CLI
 * "once it is approved again, publish --again"): following that made a SECOND Hub post beside the first, still running.
 * Now the post is held as this computer's own unfinished send (guard.ts ownInFlight): its job named, `postroom resume
 * --wait` as the step, never a new approval nor --again; nothing new reaches the Hub; `resume` finishes it: one post.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { draftPostState } from '../../src-main/publisher';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import { twoLaptops, type TwoLaptops } from './team-fixture';
import { nothingNewWords, publishSummary } from '../../src-main/cli/commands/publish-words';
import { utcMinute } from '../../src-shared/utc-minute';

let sandbox: SandboxHandle;
let t: (TwoLaptops & { draftIds: string[] }) | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ faults: 'none', seed: 42 });
  sandbox.control.setProcessingMs(0);
});
afterAll(async () => {
  await sandbox.close();
});
afterEach(async () => {
  sandbox.control.setFaults('none');
  sandbox.control.setProcessingMs(0);
  await t?.close();
  t = undefined;
});

async function until(what: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!what()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe("publish again while this computer's own send of the post is unfinished", () => {
  it('says it is being sent by this computer and points to resume; sends nothing; resume finishes it (one Hub post)', async () => {
    t = await twoLaptops(sandbox, 1);
    const id = t.draftIds[0]!;
    t.team.approve(t.a.lib.drafts.getDraft(t.a.lib.db, id));
    // A slow Hub: the first call is still running at the Hub when the run is stopped (Ctrl-C).
    sandbox.control.setFaults({ latency_ms: 600, processing_ms: 0 });
    const ac = new AbortController();
    const first = t.a.publisher().publish({ draftIds: [id] }, { wait: true, signal: ac.signal });
    await until(() => t!.a.calls.length >= 1);
    setTimeout(() => ac.abort(), 50);
    const r1 = await first;
    expect(r1.interrupted).toBe(true);
    const job = r1.jobs[0]!;
    expect(draftPostState(t.a.lib.db, id).state).toBe('sending');
    const callsBefore = t.a.calls.length;

    // Walk 44b: "unfinished since" is when it was first sent (a teammate names that time), not when it was last worked on.
    const sentAt = job.sentAt ?? job.createdAt;
    (t.a.lib.db as unknown as { prepare(q: string): { run(...a: unknown[]): unknown } }).prepare('UPDATE publish_jobs SET updated_at = ? WHERE id = ?').run(sentAt + 5 * 60_000, job.id);
    // The same publish again (no --again): held as this computer's own unfinished send.
    const r2 = await t.a.publisher().publish({ draftIds: [id] }, { wait: true });
    expect(r2.jobs).toHaveLength(0);
    expect(t.a.calls.length).toBe(callsBefore); // nothing new reached the Hub
    const p = r2.skipped[0]!.problems[0]!;
    expect(p).toMatchObject({ code: 'already_sent', againHeld: 'in_flight' });
    expect(p.message).toContain(`already being sent by this computer (job ${job.id}, unfinished since ${utcMinute(sentAt)})`);
    expect(p.message).toContain('`postroom resume --wait` follows it to its outcome');
    expect(p.message).toContain('nothing new was sent');
    expect(p.message).not.toMatch(/new approval|publish again|withdraw/);
    // The CLI's lines of that run (publish.ts): resume, never "once it is approved again, publish --again".
    const said = nothingNewWords(new Set([p.againHeld!]));
    expect(said).toContain('`postroom resume --wait`');
    expect(said).not.toMatch(/approv|--again|sent before/);
    expect(publishSummary(r2.skipped, 0, 1, 0, () => null)).toBe('sent 0 drafts; not sent 1 (1 still being sent by this computer)');

    // Following the advice: resume finishes the first send, under its key: ONE post at the Hub.
    sandbox.control.setFaults('none');
    const r3 = await t.a.publisher().resume({ wait: true });
    expect(r3.jobs.map((j) => [j.id, j.state])).toEqual([[job.id, 'done']]);
    expect(draftPostState(t.a.lib.db, id).state).toBe('published');
    expect(t.posts().map((x) => x.idempotencyKey)).toEqual([job.idempotencyKey]);
  });
});
