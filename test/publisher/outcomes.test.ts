import { DateTime } from 'luxon';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { HubClient } from '../../src-main/hub';
import { batchItems, hubPort, type Connectivity, type MediaPort } from '../../src-main/publisher';
import { startSandbox } from '../../src-main/sandbox';
import { makePhoto, tally, world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

describe('poller', () => {
  it('reads status until final, few calls per post, and never polls a final job', async () => {
    w = await world({ processingMs: 300 });
    const ids = Array.from({ length: 8 }, () => w!.draft());
    const p = w.publisher({ firstPollMs: 350 });
    const r = await p.publish({ draftIds: ids }, { wait: true });
    expect(r.jobs.every((j) => j.state === 'done' && j.hubStatus === 'completed')).toBe(true);
    const statusCalls = w.sandbox.control.requestCounts()['GET /v1/posts/status'] ?? 0;
    expect(statusCalls).toBe(r.jobs.reduce((n, j) => n + j.polls, 0));
    expect(statusCalls / ids.length).toBeLessThanOrEqual(3);
    for (const j of r.jobs) expect(p.events(j.id).map((e) => e.type)).toEqual(expect.arrayContaining(['accepted', 'status_final']));
    // A restart with --wait polls nothing: every job is final.
    const again = await w.publisher().resume({ wait: true });
    expect(again.jobs).toEqual([]);
    expect(w.sandbox.control.requestCounts()['GET /v1/posts/status'] ?? 0).toBe(statusCalls);
  });

  it('survives a restart: awaiting jobs are polled to final by the next start', async () => {
    w = await world({ processingMs: 400 });
    const ids = [w.draft(), w.draft()];
    const r = await w.publisher().publish({ draftIds: ids }); // no --wait: left awaiting
    expect(r.jobs.map((j) => j.state)).toEqual(['awaiting', 'awaiting']);
    w.reopen();
    const r2 = await w.publisher().resume({ wait: true });
    expect(r2.jobs.map((j) => [j.state, j.hubStatus])).toEqual([['done', 'completed'], ['done', 'completed']]);
    expect(w.sandbox.control.requestCounts()['POST /v1/posts/photo']).toBe(2);
  });

  it('reads a scheduled post around its time, not before', async () => {
    w = await world({ processingMs: 0 });
    const at = new Date(Date.now() + 1500).toISOString();
    const id = w.draft({ scheduled_at: at, timezone: 'UTC' });
    const p = w.publisher({ scheduledGraceMs: 200 });
    const r = await p.publish({ draftIds: [id] }, { wait: true });
    const job = r.jobs[0]!;
    expect(job.state).toBe('done');
    const polls = p.events(job.id).filter((e) => e.type.startsWith('status'));
    expect(polls.length).toBeGreaterThanOrEqual(1);
    expect(polls[0]!.at).toBeGreaterThanOrEqual(Date.parse(at));
  });
});

describe('a scheduled post in a zone far from this computer\'s', () => {
  it('is read around its instant in its own zone, not around the same wall-clock time here', async () => {
    w = await world({ processingMs: 0 });
    const zone = 'Pacific/Kiritimati'; // UTC+14: the wall-clock time here would be 14 hours off
    const at = Math.ceil((Date.now() + 3 * 3_600_000) / 60_000) * 60_000;
    const local = DateTime.fromMillis(at, { zone }).toFormat("yyyy-MM-dd'T'HH:mm");
    const p = w.publisher({ scheduledGraceMs: 200 });
    const job = (await p.publish({ draftIds: [w.draft({ scheduled_at: local, timezone: zone })] })).jobs[0]!;
    expect(job).toMatchObject({ state: 'awaiting', hubStatus: 'scheduled' });
    expect(job.nextAt).toBe(at + 200);
  });
});

describe('per-channel outcomes', () => {
  it('keeps the channel\'s own message and its Vietnamese rendering; retryFailedChannels sends only those, with a new key', async () => {
    w = await world();
    w.sandbox.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
    const p = w.publisher();
    const r = await p.publish({ draftIds: [w.draft({ platforms: ['instagram', 'x', 'linkedin'] })] }, { wait: true });
    const job = r.jobs[0]!;
    expect(job.state).toBe('done');
    expect(job.hubStatus).toBe('failed');
    const x = job.outcomes!.find((o) => o.channel === 'x')!;
    expect(x).toMatchObject({ success: false, code: '187', message: 'Status is a duplicate.', vietnamese: 'Trạng thái bị trùng lặp.' });
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const retry = await p.retryFailedChannels(job.id, { wait: true });
    expect(retry.platforms).toEqual(['instagram', 'x', 'linkedin']);
    expect(retry.idempotencyKey).not.toBe(job.idempotencyKey);
    expect(retry).toMatchObject({ state: 'done', hubStatus: 'completed', reason: 'retry_channels', parentJobId: job.id });
    await expect(p.retryFailedChannels(retry.id)).rejects.toMatchObject({ code: 'nothing_to_retry' });
    await expect(p.retryFailedChannels(job.id)).rejects.toMatchObject({ code: 'invalid_state' }); // retried once already
    expect(w.posts()).toHaveLength(2);
  });

  it('partial: accepted channels stay accepted; the retry carries only the failed ones', async () => {
    w = await world({ seed: 11 });
    const platforms = ['instagram', 'x', 'linkedin', 'threads', 'bluesky', 'mastodon'];
    let job;
    const p = w.publisher();
    // channel_refusal at 0.5 per channel: find a post that came back partial.
    for (let i = 0; i < 6 && job?.hubStatus !== 'partial'; i++) {
      w.sandbox.control.setFaults({ channel_refusal: 0.5, processing_ms: 0 }, 100 + i);
      job = (await p.publish({ draftIds: [w.draft({ platforms })] }, { wait: true })).jobs[0]!;
    }
    expect(job!.hubStatus).toBe('partial');
    const failed = job!.outcomes!.filter((o) => o.success === false).map((o) => o.channel);
    const accepted = job!.outcomes!.filter((o) => o.success === true).map((o) => o.channel);
    expect(failed.length).toBeGreaterThan(0);
    expect(accepted.length).toBeGreaterThan(0);
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const retry = await p.retryFailedChannels(job!.id, { wait: true });
    expect(retry.platforms).toEqual(failed);
    expect(p.job(job!.id).outcomes!.filter((o) => o.success === true).map((o) => o.channel)).toEqual(accepted);
    const last = w.posts().at(-1)!;
    expect(last.platforms).toEqual(failed);
    expect(last.idempotencyKey).toBe(retry.idempotencyKey);
  });
});

describe('plain 413', () => {
  it('refits to a smaller budget and sends as a NEW job with a new key', async () => {
    // An edge with a 250 kB cap in front of the sandbox; the publisher fits to 400 kB at first.
    const { resolveContract } = await import('../../src-main/hub');
    w = await world({ sandbox: { contract: resolveContract({ bodyCapBytes: 250_000 }) } });
    const big = await makePhoto(join(w.dir, 'big.jpg'), 1400, 95);
    const p = w.publisher({ budgetBytes: 400_000, refitFactor: 0.75 });
    const r = await p.publish({ draftIds: [w.draft({ photos: [big], platforms: ['instagram'] })] }, { wait: true });
    const chain = r.jobs;
    expect(chain.length).toBeGreaterThanOrEqual(2);
    const first = chain[0]!;
    const last = chain.at(-1)!;
    expect(first).toMatchObject({ state: 'refused', lastError: { code: 'edge_413' } });
    expect(first.supersededBy).toBe(chain[1]!.id);
    expect(last).toMatchObject({ state: 'done', reason: 'refit' });
    expect(last.bodyBytes).toBeLessThanOrEqual(250_000);
    expect(new Set(chain.map((j) => j.idempotencyKey)).size).toBe(chain.length);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.bodyBytes).toBeLessThan(chain[i - 1]!.bodyBytes);
    expect(w.posts().map((x) => x.idempotencyKey)).toEqual([last.idempotencyKey]);
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

describe('offline and restart', () => {
  it('with no Hub, jobs wait (capped backoff) and go out once it answers', async () => {
    w = await world();
    const port = await freePort();
    const client = new HubClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: w.sandbox.apiKey, timeouts: { connectMs: 500 } });
    const seen: Connectivity[] = [];
    w.emitter.on('connectivity', (c) => seen.push(c));
    let later: Awaited<ReturnType<typeof startSandbox>> | undefined;
    try {
      const p = w.publisher({}, hubPort(client));
      const ids = [w.draft(), w.draft()];
      const running = p.publish({ draftIds: ids }, { wait: true });
      await new Promise<void>((resolve) => {
        const off = w!.emitter.on('job', (j) => {
          if (j.state === 'retrying' && j.attempts >= 3) {
            off();
            resolve();
          }
        });
      });
      expect(p.jobs().every((j) => j.state === 'retrying' || j.state === 'sending')).toBe(true);
      // The Hub comes back (same demo account and key: same seed).
      later = await startSandbox({ port, seed: 7, faults: { processing_ms: 0 } });
      const r = await running;
      expect(r.jobs.map((j) => j.state)).toEqual(['done', 'done']);
      expect(seen.filter((c) => c.changed).map((c) => c.online)).toEqual([false, true]);
      expect([...tally(later.control.publishedPosts()).byKey.values()]).toEqual([1, 1]);
    } finally {
      await client.close();
      await later?.close();
    }
  });

  it('after a stop at any point, resume continues every unfinished job with its recorded key; nothing twice, nothing lost', async () => {
    w = await world({ faults: { latency_ms: [20, 60], processing_ms: 0 } });
    const ids = Array.from({ length: 12 }, () => w!.draft());
    // Stopped while the first posts are in flight AND the next drafts are being fitted (the 5th
    // fit): some jobs are 'sending', the rest of the drafts were never journaled.
    const ac = new AbortController();
    let fits = 0;
    const media: MediaPort = { fit: (photos, fields, budget, signal) => {
      if (++fits === 5) ac.abort();
      return w!.media.fit(photos, fields, budget, signal);
    } };
    const r1 = await w.publisher({ concurrency: 3 }, w.hub, media).publish({ draftIds: ids }, { signal: ac.signal });
    expect(r1.interrupted).toBe(true);
    expect(r1.jobs.length).toBeGreaterThan(0);
    expect(batchItems(w.lib.db, r1.batchIds[0]!, 'pending').length).toBeGreaterThan(0);
    const keysBefore = new Map(w.publisher().jobs().map((j) => [j.id, j.idempotencyKey]));
    w.reopen();
    const r2 = await w.publisher().resume({ wait: true });
    const all = w.publisher().jobs({ oldestFirst: true });
    expect(all).toHaveLength(12);
    expect(all.every((j) => j.state === 'done')).toBe(true);
    for (const [id, key] of keysBefore) expect(w.publisher().job(id).idempotencyKey).toBe(key);
    expect(r2.batchIds).toHaveLength(1);
    const t = tally(w.posts());
    expect(t.byCaption.size).toBe(12);
    expect([...t.byCaption.values()].every((n) => n === 1)).toBe(true);
  });
});

describe('waiting and far schedules', () => {
  it('--wait does not wait for a post scheduled beyond the horizon; it stays awaiting for later', async () => {
    w = await world({ processingMs: 0 });
    const id = w.draft({ scheduled_at: new Date(Date.now() + 3 * 86_400_000).toISOString(), timezone: 'UTC' });
    const r = await w.publisher({ waitHorizonMs: 60_000 }).publish({ draftIds: [id] }, { wait: true });
    expect(r.jobs[0]).toMatchObject({ state: 'awaiting', hubStatus: 'scheduled', polls: 0 });
    expect(r.jobs[0]!.nextAt).toBeGreaterThan(Date.now() + 86_400_000);
  });
});
