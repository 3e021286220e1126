/**
 * h-cancelkey: a job withdrawn (cancelled) after a call that may have reached the Hub (its call went out, no answer came:
 * `no_answer`) is not "spent nothing": the Hub may hold the post under that call's key. A new publish of the draft
 * (the same channels, the same words) goes under THAT key, so the Hub replays it if it ran it, or makes it once; a send
 * whose content or channels differ is held, with why. Real sandbox Hub over HTTP; the call's answer cut by a front
 * (test/helpers/lost-answer-hub.ts) after the Hub ran it, then the front dies (as a killed Hub).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { HubClient } from '../../src-main/hub';
import { publishJobs } from '../../src-main/library';
import { hubPort, postState } from '../../src-main/publisher';
import { lostAnswerHub, type LostAnswerHub } from '../helpers/lost-answer-hub';
import { world, type World } from './fixture';

let w: World | undefined;
let front: LostAnswerHub | undefined;
let client: HubClient | undefined;
afterEach(async () => {
  await front?.close();
  await client?.close().catch(() => undefined);
  await w?.close();
  w = front = client = undefined;
});

/** Publishes one draft through a front that lets the Hub run the call and cuts its answer; its job withdrawn (Cancel). */
async function cutThenCancelled(x: World, draftId: string, reached: boolean): Promise<{ jobId: string; key: string }> {
  front = await lostAnswerHub(x.sandbox.url, { answered: 0, lost: 1, reached });
  client = new HubClient({ baseUrl: front.url, apiKey: x.sandbox.apiKey });
  const ac = new AbortController();
  const stop = (j: { state: string }): void => {
    if (j.state === 'retrying') ac.abort();
  };
  const off = x.emitter.on('job', stop);
  const r = await x.publisher({}, hubPort(client)).publish({ draftIds: [draftId] }, { signal: ac.signal });
  off();
  const p = x.publisher({}, hubPort(client));
  const job = p.jobs({}).find((j) => j.draftId === draftId)!;
  expect(r.interrupted).toBe(true);
  expect(job.lastError?.code).toBe('no_answer');
  // Its withdrawal, as the Outbox's Cancel journaled it before h-lostcancel refused it (journals of that build hold such
  // jobs): cancelled, its last call's error kept.
  publishJobs.updateJob(x.lib.db, job.id, { state: 'cancelled', nextAt: null }, { event: { at: Date.now(), type: 'cancelled', state: 'cancelled' } });
  const cancelled = p.job(job.id);
  expect(cancelled.state).toBe('cancelled');
  expect(postState([cancelled]).reason?.code).toBe('no_answer');
  return { jobId: job.id, key: job.idempotencyKey };
}

describe('a send withdrawn after a call that may have reached the Hub (h-cancelkey)', () => {
  for (const reached of [true, false]) {
    it(`publish again is held with why, never a new key: the Hub holds at most ONE post (${reached ? 'it ran the cut call' : 'it never got it'})`, async () => {
      w = await world({ processingMs: 0 });
      const id = w.draft();
      const cut = await cutThenCancelled(w, id, reached);
      expect(w.posts()).toHaveLength(reached ? 1 : 0);
      const r = await w.publisher().publish({ draftIds: [id] });
      expect(r.skipped.map((s) => s.problems.map((p) => [p.code, p.againHeld]))).toEqual([[['already_sent', 'withdrawn_may_be_at_hub']]]);
      expect(r.skipped[0]!.problems[0]!.message).toBe(`its earlier send (job ${cut.jobId}) was withdrawn after a call that may have reached the Hub (no answer came back: the Hub may hold it under that call's key, and publish it); it is not sent again under a new key: check the channel first, then choose "publish again" to send it as a new post knowingly`);
      expect(w.publisher().jobs({}).filter((j) => j.draftId === id).map((j) => j.id)).toEqual([cut.jobId]);
      expect(w.posts()).toHaveLength(reached ? 1 : 0);
    });
  }

  it('"publish again" sends it as a new post, knowingly (the user chose it)', async () => {
    w = await world({ processingMs: 0 });
    const id = w.draft();
    await cutThenCancelled(w, id, false);
    const r = await w.publisher().publish({ draftIds: [id], again: true });
    expect(r.skipped).toEqual([]);
    expect(w.posts()).toHaveLength(1);
  });
});
