/**
 * h-retry (session 29, left from s28 w31retry), over both transports against the real sandbox Hub (`refusing_channels`
 * makes Threads' refusal certain). A post to Instagram and Threads; Threads refuses: the send is `partial`.
 * 1. Retried twice (the retry refused again, then the retry of THAT retry published Threads): the send's row is the
 *    LATEST retry's outcome, `retried_published` ("Fix and resend…" no longer offered). It was the first retry's,
 *    `retried_refused`, still offering Fix for a post with nothing left refused.
 * 2. Sent again as new ("Publish again" of the draft: a send of its own, not a retry) and that published Threads: the
 *    send's row is `sent_again_published`: neither "Fix and resend…" nor a retry of Threads (it would post it twice) is
 *    offered, and the core refuses that retry with the reason. It stayed `partial`, offering both.
 * Both failed on the old code (rows `retried_refused` and `partial`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobDto } from '../../src-main/bridge/contract';
import { httpClient, ipcClient, ok, type TestClient } from './transports';

async function settled(c: TestClient, id: string, done: (j: JobDto) => boolean): Promise<JobDto> {
  // By the clock, not by a count of reads (a read can take a second on a loaded machine).
  for (const end = Date.now() + 60_000; Date.now() < end;) {
    const j = ok(await c.invoke('jobs.get', { id }));
    if (done(j)) return j;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} never settled`);
}

async function firstJob(c: TestClient, draftId: string, not: readonly string[] = []): Promise<JobDto> {
  for (const end = Date.now() + 30_000; Date.now() < end;) {
    const j = ok(await c.invoke('jobs.list', { draftId })).find((x) => !not.includes(x.id));
    if (j) return j;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no job');
}

/** A post to Instagram and Threads whose Threads the channel refused: its draft and its (final) send. */
async function partlySent(c: TestClient, caption: string): Promise<{ draftId: string; send: JobDto }> {
  const sandbox = c.core.services.sandbox!.control;
  const d = ok(await c.invoke('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram', 'threads'], caption } }));
  ok(await c.invoke('photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/hretry.jpg'] }));
  sandbox.setFaults({ processing_ms: 0, channel_refusal: 1, refusing_channels: ['threads'] });
  ok(await c.invoke('publish.start', { draftIds: [d.id] }));
  const job = await firstJob(c, d.id);
  const send = await settled(c, job.id, (j) => j.state === 'done');
  expect(send.post.state).toBe('partial');
  expect(send.post.refused).toEqual(['threads']);
  return { draftId: d.id, send };
}

for (const make of [httpClient, ipcClient]) {
  describe(`a retried or re-sent send's row is how its refused channels stand now, over ${make === httpClient ? 'http' : 'ipc'}`, () => {
    let c: TestClient;
    beforeAll(async () => {
      c = await make();
      ok(await c.invoke('profiles.refresh', {}));
    }, 60_000);
    afterAll(async () => c?.close());

    it('retried twice: the row follows the latest retry (published), not the first (refused again)', async () => {
      const sandbox = c.core.services.sandbox!.control;
      const { send } = await partlySent(c, 'Retried twice: the second retry publishes Threads');
      // The first retry: Threads refused again.
      const r1 = ok(await c.invoke('jobs.retryFailed', { id: send.id }));
      expect((await settled(c, r1.id, (j) => j.state === 'done')).post.state).toBe('channels_refused');
      expect(ok(await c.invoke('jobs.get', { id: send.id })).actions.row).toBe('retried_refused');
      // The retry of that retry: Threads published.
      sandbox.setFaults({ processing_ms: 0 });
      const r2 = ok(await c.invoke('jobs.retryFailed', { id: r1.id }));
      expect((await settled(c, r2.id, (j) => j.state === 'done')).post.state).toBe('published');

      const now = ok(await c.invoke('jobs.get', { id: send.id }));
      expect(now.post.state).toBe('partial'); // its own Hub post: Instagram published, Threads refused there
      expect(now.actions.row).toBe('retried_published');
      expect(now.actions.verdicts.fix_resend).toEqual({ do: 'refused', reason: 'retry_published' });
      expect(now.retriedAs).toMatchObject({ jobId: r2.id, state: 'published', channels: ['threads'] });
      // The first retry's own card says the same of its retry.
      expect(ok(await c.invoke('jobs.get', { id: r1.id })).actions.row).toBe('retried_published');
    }, 120_000);

    it('sent again as new and published: not "partial" with Fix and a retry of Threads, and the core refuses that retry', async () => {
      const sandbox = c.core.services.sandbox!.control;
      const { draftId, send } = await partlySent(c, 'Sent again as new: the new post publishes Threads');
      expect(send.actions.row).toBe('partial');
      expect(send.actions.verdicts.fix_resend).toEqual({ do: 'allowed' });
      sandbox.setFaults({ processing_ms: 0 });
      ok(await c.invoke('publish.start', { draftIds: [draftId], again: true }));
      const again = await firstJob(c, draftId, [send.id]);
      expect((await settled(c, again.id, (j) => j.state === 'done')).post.state).toBe('published');

      const now = ok(await c.invoke('jobs.get', { id: send.id }));
      expect(now.post.state).toBe('partial'); // its own Hub post, as it was
      expect(now.actions.row).toBe('sent_again_published');
      expect(now.actions.verdicts.fix_resend).toEqual({ do: 'refused', reason: 'sent_again_published' });
      expect(now.actions.verdicts.retry_refused).toEqual({ do: 'refused', reason: 'sent_again_published' });
      expect(now.sentAgainAs).toMatchObject({ jobId: again.id, state: 'published', channels: ['threads'] });
      // The core refuses the retry too (the CLI's `postroom retry` and a stale card): Threads would go out twice.
      const calls = sandbox.requestCounts()['POST /v1/posts/photo'] ?? 0;
      const retry = await c.invoke('jobs.retryFailed', { id: send.id });
      expect(retry.ok ? 'sent' : retry.error.code).toBe('invalid_state');
      expect(sandbox.requestCounts()['POST /v1/posts/photo'] ?? 0).toBe(calls);
    }, 120_000);
  });
}
