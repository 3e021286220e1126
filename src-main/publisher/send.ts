/**
 * One job sent: its journaled bytes under its key, and what the answer means, step by step as
 * the retry policy says (hub `nextStep`, beside RETRY_POLICY): same-key resends with backoff,
 * the batch-wide pause of a 429 or of a Hub out of reach, an unknown outcome left to the status,
 * a refusal, a block, or a refit (a plain 413: smaller photos, as a NEW job).
 */
import { assertNever } from '../common';
import { decide, nextStep, type HubAnswer, type RetryHistory } from '../hub';
import { publishEvents, type Job } from '../library';
import type { PublisherContext } from './context';
import { PublisherError } from './errors';
import { accept, admit, summarize } from './poll';
import { asSent } from './captions';
import { buildJob, insertChild } from './prepare';
import { SENDABLE_STATES } from './states';
import { isTeamKey, mark, nextKey, partOf } from './team-jobs';
import { joinProblems } from '../../src-shared/join-problems';
import { NO_ANSWER } from '../../src-shared/waiting-to-reach';

export interface SendOutcome {
  blocked?: { code: string; message: string };
  /** The new job (new key) that replaces this one after a plain 413. */
  refit?: string;
  interrupted?: boolean;
}

export async function sendJob(ctx: PublisherContext, jobId: string, signal?: AbortSignal): Promise<SendOutcome> {
  let offlineSince: number | null = null;
  // A job this run journaled or moved moments ago is known without reading it back; after a
  // wait it is read again (another process may have cancelled it meanwhile).
  let job = ctx.journal.known(jobId) ?? ctx.journal.readJob(jobId);
  for (;;) {
    if (!SENDABLE_STATES.includes(job.state)) return {};
    const waited = ctx.gate.open ? false : await ctx.gate.wait(signal).catch(() => true);
    if (signal?.aborted) return { interrupted: true };
    if (waited) {
      job = ctx.journal.readJob(jobId);
      if (!SENDABLE_STATES.includes(job.state)) return {}; // cancelled while waiting
    }
    const body = await ctx.bodies.load(ctx.db, job);
    if (!body) throw new PublisherError('body_missing', `job ${jobId} has no stored body`);
    if (signal?.aborted) return { interrupted: true };
    // Walk 32, 2: cancelled while its body was read (Publisher.cancel takes a job waiting to send): this process's latest
    // word on it, read with no wait between it and the call's 'sending' below.
    job = ctx.journal.known(jobId) ?? job;
    if (!SENDABLE_STATES.includes(job.state)) return {};
    const attempt = job.attempts + 1;
    // The attempt goes into the next group commit (its key and bytes are durable already). h-lostanswer (walk 44b, 5): the
    // time the post was sent is its first call that may have reached the Hub (a later call under its key replays that
    // one); only a call that certainly never left (`network`: connection refused) leaves the time to this one. Before,
    // each call moved it: after `resume` every laptop said "sent by Sam at" the resume's time, after the replay it made.
    const sentAt = job.sentAt !== null && job.lastError?.code !== 'network' ? job.sentAt : ctx.clock.now();
    job = ctx.journal.move(job, { state: 'sending', attempts: attempt, sentAt }, { type: 'attempt', detail: { attempt, key: job.idempotencyKey } });
    if (!(await admit(ctx, signal))) return { interrupted: true };
    ctx.stats.publishCalls++;
    let answer: HubAnswer;
    try {
      answer = await ctx.hub.publish({ contentType: job.contentType, body }, job.idempotencyKey, signal);
    } finally {
      ctx.gate.release();
    }
    // Stopped by the user mid-call: the job stays 'sending' and resume resends the same key.
    if (signal?.aborted && answer.kind === 'network') return { interrupted: true };
    ctx.journal.note(jobId, 'answer', summarize(answer));
    ctx.connectivity(answer);
    const d = decide(answer);
    if (answer.kind === 'network') offlineSince ??= ctx.clock.now();
    else offlineSince = null;
    const step = nextStep({ ...d, ...(answer.kind === 'network' ? { maybeDelivered: answer.maybeDelivered } : {}) }, history(ctx, job, { attempt, offlineSince, sameKey: d.next === 'retry_same_key', counted: d.next === 'retry_same_key' && answer.kind !== 'network' }), ctx.options);
    const now = ctx.clock.now();
    switch (step.state) {
      case 'accept':
        if (answer.kind !== 'accepted') throw new Error('unreachable: a final decision without a result');
        accept(ctx, job, answer.result, 'answer');
        return {};
      case 'refit':
        return refit(ctx, job, d, signal);
      case 'retrying': {
        if (step.event === 'rate_limited') ctx.stats.rateLimited++;
        else ctx.stats.retries++;
        if (step.pause) ctx.gate.pause(step.delayMs, step.pause === 'rate_limited');
        // h-lostanswer (walk 44b, 4): a call that went out with no answer back may be at the Hub (src-shared NO_ANSWER); so it
        // stays when a later call of its key never leaves (the Hub went down after it): that one may still be at the Hub.
        const lost = answer.kind === 'network' && (answer.maybeDelivered || job.lastError?.code === NO_ANSWER);
        const lastError = lost ? { code: NO_ANSWER, message: step.error.message } : step.error;
        ctx.journal.move(job, { state: 'retrying', nextAt: now + step.delayMs, lastError }, { type: step.event, ...(step.event === 'rate_limited' ? { detail: { retryAfterMs: step.delayMs, gateOpensAt: ctx.gate.pausedUntil } } : step.event === 'retry_scheduled' ? { detail: { delayMs: step.delayMs } } : {}) });
        if (step.stop) return { interrupted: true };
        // A rate-limit pause holds every sender at the gate; any other wait is this job's own.
        if (step.event !== 'rate_limited') {
          try {
            await ctx.sleep(step.delayMs, signal);
          } catch {
            return { interrupted: true };
          }
        }
        job = ctx.journal.readJob(jobId);
        continue;
      }
      case 'unknown': {
        // Never resend blind: status first (when the Hub gave something to ask with).
        const ids = answer.kind === 'accepted' ? { request_id: answer.result.request_id ?? undefined, job_id: answer.result.job_id ?? undefined } : answer.kind === 'malformed' ? idsFromText(answer.bodyText) : {};
        const requestId = job.requestId ?? ids.request_id ?? null;
        const hubJobId = job.hubJobId ?? ids.job_id ?? null;
        const canPoll = step.event === 'unknown_outcome' && step.error.code !== 'idempotency_in_progress' && (requestId !== null || hubJobId !== null);
        ctx.journal.move(job, {
          state: 'unknown', requestId, hubJobId, ...(answer.kind === 'accepted' ? { result: answer.result, hubStatus: answer.result.status } : {}),
          nextAt: canPoll ? now + ctx.options.firstPollMs : null, lastError: step.error,
        }, { type: 'unknown_outcome' });
        return {};
      }
      case 'done':
        // Same-key retries exhausted: final, durable at once (the user may resend these bytes under a new key).
        ctx.journal.move(job, { state: 'done', hubStatus: null, nextAt: null, lastError: step.error, finalAt: now }, { type: step.event }, { durable: true });
        return {};
      case 'refused':
        ctx.journal.move(job, { state: 'refused', nextAt: null, lastError: step.error, finalAt: now }, { type: 'refused' });
        return {};
      case 'blocked':
        ctx.journal.move(job, { state: 'blocked', nextAt: null, lastError: step.error }, { type: 'blocked' });
        return { blocked: step.error };
      default:
        return assertNever(step, 'step');
    }
  }
}

/**
 * What the retry policy needs to know of this key's past. Its earlier answers are counted in the
 * journal only when the policy reads them (`counted`: a same-key failure), not for every answer.
 */
function history(ctx: PublisherContext, job: Job, o: { attempt: number; offlineSince: number | null; sameKey: boolean; counted: boolean }): RetryHistory {
  if (o.counted) ctx.journal.flush();
  const count = (key: string, value: string): number => (o.counted ? publishEvents.countAnswers(ctx.db, job.id, { key, value }) : 0);
  return {
    attempt: o.attempt,
    sameKeyFailures: count('retryable', 'same_key_5xx'),
    inProgressWaits: count('code', 'idempotency_in_progress'),
    offlineForMs: o.offlineSince === null ? null : ctx.clock.now() - o.offlineSince,
    draw: o.sameKey ? ctx.random() : 0,
  };
}

/** Plain 413: fit the media to a smaller budget and send as a NEW job (new key). */
async function refit(ctx: PublisherContext, job: Job, d: { message?: string }, signal?: AbortSignal): Promise<SendOutcome> {
  let refits = 0;
  for (let cur: Job | undefined = job; cur?.reason === 'refit'; cur = cur.parentJobId ? ctx.journal.readJob(cur.parentJobId) : undefined) refits++;
  const draft = job.draftId ? ctx.drafts.get(job.draftId) : undefined;
  const budget = Math.floor(job.bodyBytes * ctx.options.refitFactor);
  const refuse = (message: string): SendOutcome => {
    ctx.journal.move(job, { state: 'refused', nextAt: null, lastError: { code: 'edge_413', message }, finalAt: ctx.clock.now() }, { type: 'refused' });
    return {};
  };
  if (!draft || refits >= ctx.options.maxRefits || job.photos.length === 0) return refuse(`${d.message ?? 'too large'}${refits >= ctx.options.maxRefits ? ` (after ${refits} smaller fits)` : ''}`);
  // A new post (new key); in a team, derived from this one's, so two laptops' refits of one post are one (team.ts).
  const key = nextKey(ctx, job.idempotencyKey, `refit:${budget}`);
  const next = await buildJob(ctx, asSent(draft, job.fields), { platforms: job.platforms, reason: 'refit', parentJobId: job.id, batchId: job.batchId, budgetBytes: budget, key }, signal);
  if ('problems' in next) return refuse(`too large, and a smaller fit failed: ${joinProblems(next.problems.map((p) => p.message))}`);
  if (isTeamKey(key)) mark(next, { approvalId: null, part: partOf(draft, job.platforms) });
  const { child } = await insertChild(ctx, {
    child: next, parent: job, type: 'refit', detail: { newJobId: next.id, budgetBytes: budget },
    parentPatch: { state: 'refused', nextAt: null, lastError: { code: 'edge_413', message: `${d.message ?? 'too large'}; refitted to ${budget} bytes as job ${next.id}` }, finalAt: ctx.clock.now() },
  });
  return { refit: child.id };
}

/** request_id / job_id an envelope-less answer might still carry. */
function idsFromText(text: string): { request_id?: string; job_id?: string } {
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    return { ...(typeof v.request_id === 'string' ? { request_id: v.request_id } : {}), ...(typeof v.job_id === 'string' ? { job_id: v.job_id } : {}) };
  } catch {
    return {};
  }
}
