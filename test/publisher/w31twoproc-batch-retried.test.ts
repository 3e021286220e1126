/**
 * w31twoproc (session 28): a post of a batch whose refused channels were retried, and went out, is published — its
 * batch line said "partly published" (or "refused by every channel"): the batch counted its own job alone, while the
 * draft's row, the Outbox and `postroom status` read the post over its retry (post-state.ts rule 1: the latest job of a
 * channel decides). Both counts of a batch — the progress the Send tab and `campaign status` segment
 * (Publisher.batchProgress) and the CLI's batch line (batchOutcomes over postsOfJobs) — now read the post the same way.
 * Real sandbox Hub; the refusals are the sandbox's own (fault injection).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { batchOutcomes, postsOfJobs, type Job } from '../../src-main/publisher';
import { segmentCount } from '../../src-shared/batch-segments';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});

/** The CLI's batch line's count (cli publish-progress.ts outcomesOf over `publisher.batchJobs`, as publish and campaign send read it). */
const lineCount = (jobs: readonly Job[], b: { total: number; skipped: number }) => batchOutcomes([...postsOfJobs(jobs).values()], { held: b.skipped, total: b.total });

describe('a batch post whose refused channels were retried', () => {
  it('every channel refused, then retried and published: the batch counts it published, in both counts', async () => {
    w = await world();
    w.sandbox.control.setFaults({ channel_refusal: 1, processing_ms: 0 });
    const p = w.publisher();
    const r = await p.publish({ draftIds: [w.draft({ platforms: ['instagram', 'x'] }), w.draft({ platforms: ['instagram'] })] }, { wait: true });
    const batchId = r.batchIds[0]!;
    const [first] = r.jobs;
    expect(r.jobs.map((j) => j.hubStatus)).toEqual(['failed', 'failed']);
    expect(segmentCount(p.batchProgress(batchId), 'channels_refused')).toBe(2);
    w.sandbox.control.setFaults({ processing_ms: 0 });
    expect((await p.retryFailedChannels(first!.id, { wait: true })).hubStatus).toBe('completed');

    const b = p.batchProgress(batchId);
    expect({ done: segmentCount(b, 'done'), partial: segmentCount(b, 'partial'), every: segmentCount(b, 'channels_refused') }).toEqual({ done: 1, partial: 0, every: 1 });
    const o = lineCount(p.batchJobs(batchId), b);
    expect(o.sent).toMatchObject({ published: 1, partial: 0, channels_refused: 1 });
    expect(o.posts).toBe(2);
  });

  it('partly published, its refused channels retried and published: published in its batch', async () => {
    w = await world({ seed: 11 });
    const platforms = ['instagram', 'x', 'linkedin', 'threads', 'bluesky', 'mastodon'];
    const p = w.publisher();
    let job: Job | undefined;
    let batchId = '';
    for (let i = 0; i < 6 && job?.hubStatus !== 'partial'; i++) {
      w.sandbox.control.setFaults({ channel_refusal: 0.5, processing_ms: 0 }, 100 + i);
      const r = await p.publish({ draftIds: [w.draft({ platforms })] }, { wait: true });
      [job, batchId] = [r.jobs[0]!, r.batchIds[0]!];
    }
    expect(job!.hubStatus).toBe('partial');
    expect(segmentCount(p.batchProgress(batchId), 'partial')).toBe(1);
    w.sandbox.control.setFaults({ processing_ms: 0 });
    const retry = await p.retryFailedChannels(job!.id, { wait: true });
    expect(retry.hubStatus).toBe('completed');

    const b = p.batchProgress(batchId);
    expect({ done: segmentCount(b, 'done'), partial: segmentCount(b, 'partial') }).toEqual({ done: 1, partial: 0 });
    expect(lineCount(p.batchJobs(batchId), b).sent).toMatchObject({ published: 1, partial: 0 });
  });
});
