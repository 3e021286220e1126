/**
 * h-replaywho (walk 41b, 1), with the REAL sandbox Hub over HTTP: a slow Hub runs a job's first call while the run is
 * stopped (as `publish --wait` timing out, a crash or Ctrl-C would); the job's next call under the same key is answered
 * "still running" (a replay) and then the stored result. The Hub made the post from THIS job's own first call: this
 * computer sent it. The one rule (library publishEvents.sentFirstFromCalls over the job's attempts and answers) has no
 * "replay" verdict, so the batch's count (jobsOutcomes, the CLI's batch line and `status`) says "1 sent to the Hub",
 * never "1 the Hub already had (this computer's call was a replay)". Failed before: the verdict read the answers only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { publishEvents } from '../../src-main/library';
import { jobsOutcomes, listJobs, replayedCount, sentCount } from '../../src-main/publisher';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

describe("a replay of the job's own earlier call", () => {
  it('the pure rule: an attempt unanswered before the next call may have made the post', () => {
    const { sentFirstFromCalls: verdict } = publishEvents;
    const inProgress = { type: 'answer', detail: { kind: 'refused', http: 409, code: 'idempotency_in_progress' } } as const;
    const replayed = { type: 'answer', detail: { kind: 'accepted', http: 200, status: 'completed', replayed: true } } as const;
    // Stopped mid-call (no answer journaled), resumed: a replay of itself, not known to be anyone else's.
    expect(verdict([{ type: 'attempt' }, { type: 'attempt' }, inProgress, { type: 'attempt' }, replayed])).toBeNull();
    // Its only call, answered as a replay: another call (a teammate's of the same key) made the post.
    expect(verdict([{ type: 'attempt' }, replayed])).toBe('replay');
    // A network error first (as before), and a 409 before any call of its own reached the Hub: a replay of another's.
    expect(verdict([{ type: 'attempt' }, { type: 'answer', detail: { kind: 'network', maybeDelivered: true } }, { type: 'attempt' }, replayed])).toBeNull();
    expect(verdict([{ type: 'attempt' }, inProgress, { type: 'attempt' }, replayed])).toBe('replay');
  });

  it('a run stopped while the slow Hub ran its call, resumed: "1 sent to the Hub", not "the Hub already had it"', async () => {
    w = await world({ faults: { latency_ms: 400, processing_ms: 0 } });
    const id = w.draft();
    const ac = new AbortController();
    w.emitter.on('job', (j) => {
      if (j.state === 'sending') setTimeout(() => ac.abort(), 50);
    });
    const r1 = await w.publisher().publish({ draftIds: [id] }, { signal: ac.signal });
    expect(r1.interrupted).toBe(true);
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const r2 = await w.publisher().resume({ wait: true });
    const job = r2.jobs[0]!;
    expect(job.state).toBe('done');
    expect(job.attempts).toBeGreaterThanOrEqual(2);
    expect(w.posts().map((x) => x.idempotencyKey)).toEqual([job.idempotencyKey]); // one post, made by this job's first call
    const db = w.lib.db;
    expect(publishEvents.sentFirstOf(db, [job.id]).get(job.id)).toBeUndefined();
    // The CLI's batch line reads this count (publish-progress.ts), with the team port's verdicts (team/publish-port.ts).
    const port = { me: { memberId: 'me', name: 'Me' }, sharedOutcomes: () => [], sentFirst: (ids: readonly string[]) => publishEvents.sentFirstOf(db, ids) };
    const o = jobsOutcomes(listJobs(db, { ids: [job.id] }), port, { held: 0 });
    expect(sentCount(o)).toBe(1);
    expect(replayedCount(o)).toBe(0);
  });
});
