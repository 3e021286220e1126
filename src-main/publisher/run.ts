/**
 * A run: batch → chunks → sends, and with `wait` the poller, until nothing is left that this run
 * can move. Preparing runs AHEAD of sending: one chunk of drafts at a time is prepared and made
 * durable (prepare.ts) while the senders still have a chunk's worth of work, so the Hub is never
 * left waiting for a durable write. The first chunk is small so the first post goes out soon.
 * Senders (bounded concurrency) act on each answer (send.ts); a 429 pauses every sender (the
 * shared RateGate). The report is built from what the run saw, not read back.
 */
import { describeError, mapLimit } from '../common';
import { publishBatches, publishJobs, type Job } from '../library';
import { refusalsOverRetries } from './batch-retries';
import type { PublisherContext } from './context';
import type { BatchProgress } from './events';
import type { RunOptions, RunReport } from './options';
import { isPollable, pollOnce } from './poll';
import { prepareChunk, type PrepareItem } from './prepare';
import { sendJob } from './send';
import { SENDABLE_STATES } from './states';
import { knownJobCounts } from './team-sends';

export type Work = ({ kind: 'prepare' } & PrepareItem) | { kind: 'send'; jobId: string };

/** Most drafts journaled in one durable commit. */
const PREPARE_CHUNK = 32;
/** Least time between two 'batch' progress events of one batch. */
const PROGRESS_MS = 250;

export function batchProgress(ctx: PublisherContext, batchId: string): BatchProgress {
  ctx.journal.flushMarks();
  ctx.journal.flush();
  const items = publishBatches.itemCounts(ctx.db, batchId);
  const total = Object.values(items).reduce((a, b) => a + b, 0);
  // h-withdrawn (walk 44b, 6): a job cancelled here whose key a teammate's send went on with counts as theirs stands.
  const raw = publishJobs.jobCountsOfBatch(ctx.db, batchId);
  const jobs = ctx.team && (raw.byState['cancelled'] ?? 0) > 0 ? knownJobCounts(raw, publishJobs.listJobs(ctx.db, { batchId, states: ['cancelled'] }), ctx.team) : raw;
  return { id: batchId, total, pending: items.pending ?? 0, skipped: items.skipped ?? 0, byState: jobs.byState as BatchProgress['byState'], refusals: refusalsOverRetries(ctx.db, batchId, jobs.refusals), scheduled: jobs.scheduled, queued: jobs.queued, hubPosts: jobs.hubPosts };
}

/**
 * Runs `work` (drafts to prepare, jobs to send) and, with `wait`, polls the run's jobs (and
 * `pollIds`) until final or out of the wait horizon. `reportIds`: more jobs the report lists as
 * they stand (unfinished ones this run cannot move, such as an unknown outcome with nothing to ask).
 * A job moved outside the run while it waits (askHub, through ctx.pollers) is followed from then on when it is one of
 * the run's, or with `followAll` (a resume, which follows every unfinished job of the workspace).
 */
export async function runWork(ctx: PublisherContext, o: { work: Work[]; batchIds: string[]; run: RunOptions; pollIds?: string[]; reportIds?: string[]; readNow?: string[]; followAll?: boolean }): Promise<RunReport> {
  const signal = o.run.signal;
  const queue = [...o.work];
  /** Sends found during the run (a journaled chunk's jobs, refits): they go first. */
  const extra: string[] = [];
  const runJobs = new Set<string>([...(o.pollIds ?? []), ...(o.reportIds ?? [])]);
  /** Each job as this run last left it: the report is built from it. */
  const latest = new Map<string, Job>();
  const preparedHere: string[] = [];
  const pollAt = new Map<string, number>();
  const lastProgress = new Map<string, number>();
  const report: RunReport = { batchIds: o.batchIds, jobs: [], skipped: [], blocked: null, interrupted: false, failures: [] };
  let preparing: Promise<void> | null = null;
  let chunks = 0;
  let sendersDone = false;
  /** Wakes the poller's sleep early (a job became pollable, the senders finished). */
  const poller$ = { wake: null as (() => void) | null };
  const failed = (err: unknown): void => {
    report.interrupted = true;
    report.failures!.push(describeError(err));
  };

  /** The poller's schedule, fed by every answer (the journal holds the same next_at). */
  const track = (j: Job): void => {
    if (isPollable(j)) pollAt.set(j.id, j.nextAt!);
    else pollAt.delete(j.id);
  };
  /** At most every PROGRESS_MS per batch (and at the end): counting a big batch after every answer would cost more than sending it. */
  const progress = (batchId: string | null, force = false): void => {
    if (!batchId) return;
    const t = Date.now();
    if (!force && t - (lastProgress.get(batchId) ?? 0) < PROGRESS_MS) return;
    lastProgress.set(batchId, t);
    ctx.events.emit('batch', batchProgress(ctx, batchId));
  };

  const prepareNext = (): Promise<void> => {
    if (preparing) return preparing;
    // The account cannot publish now: the drafts stay pending in their batch for resume.
    if (report.blocked) return Promise.resolve();
    const size = chunks === 0 ? Math.max(1, ctx.options.concurrency) : PREPARE_CHUNK;
    const chunk: PrepareItem[] = [];
    while (chunk.length < size && queue[0]?.kind === 'prepare') chunk.push(queue.shift() as PrepareItem);
    if (chunk.length === 0) return Promise.resolve();
    chunks++;
    preparing = (async () => {
      try {
        const r = await prepareChunk(ctx, chunk, signal);
        for (const sk of r.skipped) {
          report.skipped.push(sk);
          progress(sk.batchId);
        }
        preparedHere.push(...r.jobIds);
        extra.push(...r.jobIds);
      } catch (err) {
        // A failure of ours: the chunk's drafts stay pending in their batch for the next resume.
        if (!signal?.aborted) failed(err);
      } finally {
        preparing = null;
      }
    })();
    return preparing;
  };

  /** One send. A failure of ours stops only this item: its job keeps its state and key for the next resume. */
  const handle = async (jobId: string): Promise<void> => {
    if (report.blocked) {
      // The account cannot publish now: journaled jobs wait as blocked.
      ctx.journal.flush();
      const j = publishJobs.findJob(ctx.db, jobId);
      if (j) {
        runJobs.add(j.id);
        latest.set(j.id, SENDABLE_STATES.includes(j.state) && j.state !== 'sending' ? ctx.journal.move(j, { state: 'blocked', lastError: report.blocked }, { type: 'batch_blocked' }) : j);
      }
      return;
    }
    if (ctx.active.has(jobId)) return;
    runJobs.add(jobId);
    ctx.active.add(jobId);
    try {
      const out = await sendJob(ctx, jobId, signal);
      if (out.blocked) {
        report.blocked ??= out.blocked;
        for (const id of o.batchIds) publishBatches.setBatchState(ctx.db, id, { state: 'blocked', at: ctx.clock.now(), block: out.blocked });
      }
      if (out.refit) {
        runJobs.add(out.refit);
        extra.push(out.refit);
      }
      if (out.interrupted) report.interrupted = true;
    } finally {
      ctx.active.delete(jobId);
      ctx.bodies.drop(jobId);
      ctx.journal.writeNotes(jobId);
    }
    const j = ctx.journal.known(jobId) ?? ctx.journal.readJob(jobId);
    ctx.journal.forget(jobId);
    latest.set(jobId, j);
    progress(j.batchId);
    track(j);
    if (pollAt.has(j.id)) poller$.wake?.();
  };

  const sender = async (): Promise<void> => {
    while (!signal?.aborted) {
      if (!preparing && !report.blocked && extra.length <= PREPARE_CHUNK && queue[0]?.kind === 'prepare') void prepareNext();
      let jobId = extra.shift();
      if (jobId === undefined) {
        if (preparing) {
          await preparing;
          continue;
        }
        const item = queue[0];
        if (!item) return;
        if (item.kind === 'prepare') {
          if (report.blocked) queue.shift(); // stays pending in its batch
          else await prepareNext();
          continue;
        }
        queue.shift();
        jobId = item.jobId;
      }
      try {
        await handle(jobId);
      } catch (err) {
        if (signal?.aborted) return;
        failed(err);
        ctx.journal.flush();
        if (publishJobs.findJob(ctx.db, jobId)) ctx.journal.append(jobId, 'internal_error', { message: describeError(err) });
      }
    }
  };

  const poller = async (): Promise<void> => {
    for (;;) {
      if (signal?.aborted) return;
      const now = ctx.clock.now();
      // Waiting ends when nothing is due within the horizon (a post scheduled for next week stays
      // awaiting in the journal; a later resume or the app's background loop reads it then).
      if (sendersDone && [...pollAt.values()].every((at) => at > now + ctx.options.waitHorizonMs)) return;
      const due = [...pollAt].filter(([id, at]) => at <= now && !ctx.active.has(id)).map(([id]) => id);
      if (due.length > 0) {
        await mapLimit(due, ctx.options.concurrency, async (id) => {
          if (signal?.aborted) return;
          ctx.active.add(id);
          try {
            const after = await pollOnce(ctx, ctx.journal.readJob(id), signal);
            latest.set(id, after);
            track(after);
            progress(after.batchId);
          } catch (err) {
            // A failure of ours: this job is left for the next start (its next_at is in the journal).
            pollAt.delete(id);
            failed(err);
          } finally {
            ctx.active.delete(id);
          }
        });
        continue;
      }
      const next = Math.min(...pollAt.values());
      const ms = Number.isFinite(next) ? Math.max(0, next - now) : 60_000;
      const ac = new AbortController();
      const onAbort = (): void => ac.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      poller$.wake = () => ac.abort();
      // Woken early: a job became pollable, the senders finished, or the run was stopped.
      await ctx.sleep(ms, ac.signal).catch(() => undefined);
      signal?.removeEventListener('abort', onAbort);
      poller$.wake = null;
    }
  };

  ctx.journal.flush();
  for (const j of publishJobs.listJobs(ctx.db, { ids: o.pollIds ?? [] })) track(j);
  // Read at once (`readNow`), whatever the backoff had planned.
  for (const id of o.readNow ?? []) if (pollAt.has(id)) pollAt.set(id, Math.min(pollAt.get(id)!, ctx.clock.now()));
  /** A job moved outside this run (ctx.pollers): followed when it is one of the run's own, or `followAll` (a resume: every unfinished job). */
  const follow = (j: Job): void => {
    if (!o.followAll && !runJobs.has(j.id)) return;
    runJobs.add(j.id);
    latest.set(j.id, j);
    track(j);
    poller$.wake?.();
  };
  if (o.run.wait) ctx.pollers.add(follow);
  const polling = o.run.wait ? poller() : Promise.resolve();
  try {
    try {
      await Promise.all(Array.from({ length: Math.max(1, ctx.options.concurrency) }, sender));
    } finally {
      sendersDone = true;
      poller$.wake?.();
    }
    await polling;
  } finally {
    ctx.pollers.delete(follow);
    // Also when the run fails: no body of it stays held (a job still being sent keeps its own).
    for (const id of preparedHere) if (!ctx.active.has(id)) ctx.bodies.drop(id);
  }
  ctx.journal.flushMarks();
  ctx.journal.flush();
  ctx.journal.clearKnown();
  if (signal?.aborted) report.interrupted = true;
  for (const id of o.batchIds) {
    const b = publishBatches.getBatch(ctx.db, id);
    if (b.state === 'open' && publishBatches.batchItems(ctx.db, id, { state: 'pending' }).length === 0) publishBatches.setBatchState(ctx.db, id, { state: 'closed', at: ctx.clock.now() });
    progress(id, true);
  }
  // Jobs this run left as they are in the journal; only the others (touched by a failure of ours, or listed for the report) are read.
  const order = publishJobs.jobOrder(ctx.db, [...runJobs]);
  const read = new Map(publishJobs.listJobs(ctx.db, { ids: order.filter((id) => !latest.has(id)) }).map((j) => [j.id, j]));
  report.jobs = order.map((id) => latest.get(id) ?? read.get(id)).filter((j): j is Job => j !== undefined);
  await tidyBodies(ctx);
  return report;
}

/** Settled jobs' photos removed, also from packs a long-unfinished job shares (JobBodies.compact). */
export function tidyBodies(ctx: PublisherContext): Promise<void> {
  ctx.journal.flush();
  return ctx.bodies.compact(ctx.db, (j) => !ctx.active.has(j.id) && !SENDABLE_STATES.includes(j.state)).catch(() => undefined);
}
