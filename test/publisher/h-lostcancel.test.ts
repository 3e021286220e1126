/**
 * h-lostcancel (walk 44b, 4; session 34's left list), with the REAL sandbox Hub over HTTP: a send whose call went out and
 * whose answer was lost (`drop_after`: the Hub publishes, then closes the connection) sat in the truth table's `sending`
 * row, whose Cancel is allowed: its Outbox card offered Cancel and the publisher withdrew it, as if that stopped a post the
 * Hub had already published. Now it is the row `answer_lost` (actions.ts rule 5): Cancel refused with why, the job keeps
 * retrying under its key. A call that never left (connection refused) stays `sending`: Cancel withdraws it (nothing went).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HubClient } from '../../src-main/hub';
import { actionsView, hubPort, postState, PublisherError } from '../../src-main/publisher';
import { toJobDto } from '../../src-main/bridge/outbox';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

/** Publishes one draft and stops the run as soon as its job waits to retry (as the walk's kill -9 did). */
async function stoppedAtRetry(x: World, hub = x.hub): Promise<string> {
  const ac = new AbortController();
  x.emitter.on('job', (j) => {
    if (j.state === 'retrying') ac.abort();
  });
  const r = await x.publisher({}, hub).publish({ draftIds: [x.draft()] }, { signal: ac.signal });
  expect(r.interrupted).toBe(true);
  return r.jobs[0]?.id ?? x.publisher().jobs({})[0]!.id;
}

describe('Cancel of a send whose answer was lost (h-lostcancel)', () => {
  it('is refused: the Hub may already hold (and publish) it; the job keeps its key and retries', async () => {
    w = await world({ faults: { drop_after: 1, processing_ms: 0 } });
    const p = w.publisher();
    const jobId = await stoppedAtRetry(w);
    const job = p.job(jobId);
    expect(job.lastError?.code).toBe('no_answer');
    expect(w.posts().map((x) => x.idempotencyKey)).toEqual([job.idempotencyKey]); // the Hub published it
    const view = actionsView(postState([job]), Date.now());
    expect(view.row).toBe('answer_lost');
    expect(view.verdicts.cancel).toEqual({ do: 'refused', reason: 'answer_lost' });
    // The Outbox card's verdicts (bridge outbox.ts jobDto): the same row, no Cancel.
    expect(toJobDto(job, Date.now()).actions).toMatchObject({ row: 'answer_lost', verdicts: { cancel: { do: 'refused', reason: 'answer_lost' } } });
    let err: unknown;
    try {
      p.cancel(jobId);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PublisherError);
    expect((err as PublisherError).message).toMatch(/the answer was lost: the Hub may already hold the post \(and publish it\), and Postroom cannot withdraw/);
    expect(p.job(jobId).state).toBe('retrying');
  });

  it('a call that never left (connection refused) is still withdrawn by Cancel: nothing went', async () => {
    w = await world();
    const down = new HubClient({ baseUrl: 'http://127.0.0.1:9', apiKey: w.sandbox.apiKey });
    try {
      const p = w.publisher();
      const jobId = await stoppedAtRetry(w, hubPort(down));
      const view = actionsView(postState([p.job(jobId)]), Date.now());
      expect(view.row).toBe('sending');
      expect(view.verdicts.cancel).toEqual({ do: 'allowed' });
      expect(p.cancel(jobId).state).toBe('cancelled');
      expect(w.posts()).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
