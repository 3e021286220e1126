/**
 * h-lostanswer (walk 44b, 4 and 5), with the REAL sandbox Hub over HTTP.
 *
 * 4. A call whose request went out and whose answer was lost (the sandbox's `drop_after`: it publishes, then closes the
 *    connection: undici "other side closed") was read as "waiting to reach the Hub (queued, not sent …)" by the sender's
 *    `status`, and as "queued by Sam …, not at the Hub yet" by a teammate's, while the Hub had published it. Now the job's
 *    error says the answer was lost (src-shared NO_ANSWER) and the one post state reads "sent; no answer came: it may be
 *    at the Hub", told apart from a call that never left (connection refused: still "waiting to reach the Hub").
 * 5. The sender's `resume` replayed his own first call: the job's send time moved to the resume's, so every laptop's "sent
 *    by Sam at" said the resume's time, after a teammate's replay it said it preceded. Now it stays the first call's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HubClient } from '../../src-main/hub';
import { earlierOutcome, hubPort, jobsOutcomes, listJobs, postState, postStateText, waitingToReach, answerLost } from '../../src-main/publisher';
import { teammateSentBy } from '../../src-main/cli/commands/publish-words';
import { teammateSendKind } from '../../src-shared/teammate-send';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

/** Publishes one draft and stops the run as soon as its job waits to retry (as the walk's kill -9 did). */
async function stoppedAtRetry(x: World, hub = x.hub): Promise<string> {
  const id = x.draft();
  const ac = new AbortController();
  x.emitter.on('job', (j) => {
    if (j.state === 'retrying') ac.abort();
  });
  const r = await x.publisher({}, hub).publish({ draftIds: [id] }, { signal: ac.signal });
  expect(r.interrupted).toBe(true);
  return r.jobs[0]?.id ?? x.publisher().jobs({})[0]!.id;
}

describe('a call whose answer was lost', () => {
  it('reads "sent; no answer came: it may be at the Hub" on the sender and on a teammate, never "not sent"', async () => {
    w = await world({ faults: { drop_after: 1, processing_ms: 0 } });
    const jobId = await stoppedAtRetry(w);
    const job = w.publisher().job(jobId);
    expect(job.state).toBe('retrying');
    expect(w.posts().map((p) => p.idempotencyKey)).toEqual([job.idempotencyKey]); // the Hub has it
    expect(job.lastError?.code).toBe('no_answer');
    const s = postState([job]);
    expect(waitingToReach(s)).toBe(false);
    expect(answerLost(s)).toBe(true);
    const text = postStateText(s);
    expect(text).toMatch(/^sent; no answer came: it may be at the Hub/);
    expect(text).not.toMatch(/not sent|waiting to reach/);
    // A teammate's reading of the same outcome (their status by-line): sent by Sam, not "queued, not at the Hub yet".
    expect(teammateSendKind(s)).toBe('sent');
    expect(teammateSentBy(s, 'Sam', '2026-11-29T10:26:56.538Z')).toBe('sent by Sam at 2026-11-29T10:26:56.538Z');
    // Publishing it again is held in the same words (guard.ts), never "already being sent (retrying after no_answer)".
    expect(earlierOutcome(s)).toBe('already sent, its answer lost: it may be at the Hub (it is sent again under the same key)');
    // The batch's count: not "waiting to reach the Hub".
    expect(jobsOutcomes(listJobs(w.lib.db, { ids: [job.id] }), null, { held: 0 }).unreached).toBe(0);
  });

  it('a call that never left (connection refused) still reads "waiting to reach the Hub (queued, not sent …)"', async () => {
    w = await world();
    const down = new HubClient({ baseUrl: 'http://127.0.0.1:9', apiKey: w.sandbox.apiKey });
    try {
      const job = w.publisher().job(await stoppedAtRetry(w, hubPort(down)));
      expect(job.lastError?.code).toBe('network');
      const s = postState([job]);
      expect(waitingToReach(s)).toBe(true);
      expect(answerLost(s)).toBe(false);
      expect(postStateText(s)).toMatch(/^waiting to reach the Hub \(queued, not sent/);
      expect(w.posts()).toEqual([]);
    } finally {
      await down.close();
    }
  });

  it('a lost answer, then the Hub down (connection refused): still "it may be at the Hub", and sent at its first call', async () => {
    w = await world({ faults: { drop_after: 1, processing_ms: 0 } });
    const down = new HubClient({ baseUrl: 'http://127.0.0.1:9', apiKey: w.sandbox.apiKey });
    let calls = 0;
    const real = w.hub;
    const hub = { ...real, publish: (...a: Parameters<typeof real.publish>) => (++calls === 1 ? real.publish(...a) : hubPort(down).publish(...a)) };
    try {
      const id = w.draft();
      const ac = new AbortController();
      let retries = 0;
      w.emitter.on('job', (j) => {
        if (j.state === 'retrying' && ++retries === 2) ac.abort();
      });
      const r = await w.publisher({}, hub).publish({ draftIds: [id] }, { signal: ac.signal });
      const job = w.publisher().job(r.jobs[0]!.id);
      expect(calls).toBe(2);
      expect(job.lastError?.code).toBe('no_answer');
      expect(answerLost(postState([job]))).toBe(true);
      const firstCall = w.publisher().events(job.id).find((e) => e.type === 'attempt')!.at;
      expect(job.sentAt).toBe(firstCall);
    } finally {
      await down.close();
    }
  });

  it("resume replays the first call: the post's send time stays the first call's, not the resume's", async () => {
    w = await world({ faults: { drop_after: 1, processing_ms: 0 } });
    const jobId = await stoppedAtRetry(w);
    const first = w.publisher().job(jobId).sentAt;
    expect(first).not.toBeNull();
    w.sandbox.control.setFaults({ processing_ms: 0 });
    await new Promise((r) => setTimeout(r, 40));
    const resumedAt = Date.now();
    const r = await w.publisher().resume({ wait: true });
    const job = r.jobs.find((j) => j.id === jobId)!;
    expect(job.state).toBe('done');
    expect(job.attempts).toBeGreaterThanOrEqual(2);
    expect(w.posts().map((p) => p.idempotencyKey)).toEqual([job.idempotencyKey]); // once, from the first call
    expect(job.sentAt).toBe(first);
    expect(job.sentAt!).toBeLessThan(resumedAt);
  });
});
