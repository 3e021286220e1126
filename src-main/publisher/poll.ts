/**
 * Reading a post's status, and what a readable publish result means for its job (from the call's
 * answer or from a status read): done with per-channel outcomes, or awaiting its next read.
 */
import { assertNever } from '../common';
import { backoffDelay, decide, FINAL_STATUSES, outcomesOf, type HubAnswer, type PublishResult } from '../hub';
import { scheduledInstant, sentField, type Job } from '../library';
import type { PublisherContext } from './context';

/**
 * The rate gate's admission for one Hub call (it learns the Hub's limit): false when the run was
 * stopped meanwhile (nothing to release then). An admitted call must `gate.release()` once answered.
 */
export async function admit(ctx: PublisherContext, signal?: AbortSignal): Promise<boolean> {
  if (!ctx.gate.tryAcquire() && !(await ctx.gate.acquire(signal).then(() => true, () => false))) return false;
  if (!signal?.aborted) return true;
  ctx.gate.release();
  return false;
}

/**
 * Whether the poller reads this job's status: awaiting or unknown, not replaced, with an id to ask with and a time to.
 * w29resend: a call sent again as new that the person asked about and the Hub holds (awaiting) is followed like any.
 */
export const isPollable = (j: Job): boolean =>
  (j.state === 'awaiting' || j.state === 'unknown') && j.nextAt !== null && (j.supersededBy === null || j.state === 'awaiting') && (j.requestId !== null || j.hubJobId !== null);

/**
 * One status read of an awaiting (or status-known unknown) job. Never reads a final job. `askByKey`
 * (the user's "Ask the Hub"): with no id from the Hub, the post is named by its Idempotency-Key.
 * unknowncard (walk 31, 2): `asked` (a person's "Ask the Hub": `by`, the member in a team, null alone) goes in the
 * read's event, so the record says the Hub's answer came when that person asked (record.ts hubAnswers).
 */
export async function pollOnce(ctx: PublisherContext, given: Job & { askByKey?: true; asked?: { by: string | null } }, signal?: AbortSignal): Promise<Job> {
  const { askByKey, asked, ...job } = given;
  const ask = asked ? { asked: true, by: asked.by } : {};
  if (job.state !== 'awaiting' && job.state !== 'unknown') return job;
  const q = job.requestId ? { request_id: job.requestId } : job.hubJobId ? { job_id: job.hubJobId } : askByKey ? { idempotency_key: job.idempotencyKey } : null;
  if (!q) return job;
  if (!(await admit(ctx, signal))) return job;
  ctx.stats.statusCalls++;
  let answer: HubAnswer;
  try {
    answer = await ctx.hub.status(q, signal);
  } finally {
    ctx.gate.release();
  }
  if (signal?.aborted && answer.kind === 'network') return job;
  ctx.connectivity(answer);
  const polls = job.polls + 1;
  if (answer.kind === 'accepted') {
    const d = decide(answer);
    if (d.next === 'done' || d.next === 'awaiting') return accept(ctx, { ...job, polls }, answer.result, 'status', ask);
  }
  if (answer.kind === 'refused' && answer.code === 'rate_limited') {
    const ms = answer.retryAfterSeconds != null ? answer.retryAfterSeconds * 1000 : ctx.options.defaultRetryAfterMs;
    ctx.gate.pause(ms, true);
    ctx.stats.rateLimited++;
    return ctx.journal.move(job, { polls, nextAt: ctx.clock.now() + ms }, { type: 'status_rate_limited', detail: { retryAfterMs: ms, ...ask } });
  }
  // No readable status this time: keep asking with backoff, up to a bound.
  if (polls >= ctx.options.maxPolls) {
    return ctx.journal.move(job, { state: 'unknown', polls, nextAt: null, lastError: { code: 'status_unavailable', message: `the status could not be read after ${polls} tries: ${describeAnswer(answer)}` } }, { type: 'status_gave_up', detail: { answer: summarize(answer), ...ask } });
  }
  const delay = backoffDelay(polls + 1, ctx.options.pollBackoff, ctx.random());
  return ctx.journal.move(job, { polls, nextAt: ctx.clock.now() + delay }, { type: 'status_unreadable', detail: { answer: summarize(answer), ...ask } });
}

/** A readable publish result (from the call or a status read): done or awaiting. */
export function accept(ctx: PublisherContext, job: Job, result: PublishResult, source: 'answer' | 'status', ask: Record<string, unknown> = {}): Job {
  const now = ctx.clock.now();
  const outcomes = outcomesOf(result, job.platforms, ctx.contract.translationMarker);
  const ids = { requestId: typeof result.request_id === 'string' ? result.request_id : job.requestId, hubJobId: typeof result.job_id === 'string' ? result.job_id : job.hubJobId };
  if (FINAL_STATUSES.includes(result.status)) {
    const moved = ctx.journal.move(job, { state: 'done', hubStatus: result.status, result, outcomes, ...ids, polls: job.polls, nextAt: null, lastError: null, finalAt: now }, { type: source === 'answer' ? 'done' : 'status_final', detail: { status: result.status, ...ask } });
    return moved;
  }
  const polls = job.polls;
  if (!ids.requestId && !ids.hubJobId) {
    return ctx.journal.move(job, { state: 'unknown', hubStatus: result.status, result, outcomes, polls, nextAt: null, lastError: { code: 'no_status_id', message: 'the Hub accepted the post but gave no request_id or job_id to read its status with' } }, { type: 'unknown_outcome', ...(source === 'status' ? { detail: { status: result.status, ...ask } } : {}) });
  }
  // The post's time is a wall-clock time in its own zone (as sent): read around that instant, not
  // that wall-clock time in this computer's zone.
  const at = result.status === 'scheduled' && job.scheduledAt ? scheduledInstant(job.scheduledAt, sentField(job, 'timezone')) : null;
  const nextAt = at !== null && at > now ? at + ctx.options.scheduledGraceMs // read around its time
    : polls === 0 ? now + ctx.options.firstPollMs
    : now + backoffDelay(polls + 1, ctx.options.pollBackoff, ctx.random());
  return ctx.journal.move(job, { state: 'awaiting', hubStatus: result.status, result, outcomes, ...ids, polls, nextAt, lastError: null }, { type: source === 'answer' ? 'accepted' : 'status_pending', detail: { status: result.status, ...ask } });
}

/** An answer as the journal's 'answer' event records it. `retryable` marks a same-key failure (counted against maxSameKeyAttempts). */
export function summarize(a: HubAnswer): Record<string, unknown> {
  switch (a.kind) {
    case 'accepted':
      return { kind: a.kind, http: a.httpStatus, status: a.result.status, request_id: a.result.request_id ?? null, ...(a.replayed ? { replayed: true } : {}) };
    case 'refused': {
      const d = decide(a);
      return { kind: a.kind, http: a.httpStatus, code: a.code, message: a.message, retryAfter: a.retryAfterSeconds, ...(d.next === 'retry_same_key' && a.code !== 'idempotency_in_progress' ? { retryable: 'same_key_5xx' } : {}), ...(a.replayed ? { replayed: true } : {}) };
    }
    case 'edge_413':
      return { kind: a.kind, http: 413 };
    case 'network':
      return { kind: a.kind, error: a.error, maybeDelivered: a.maybeDelivered };
    case 'malformed':
      return { kind: a.kind, http: a.httpStatus, reason: a.reason, ...(a.httpStatus >= 500 ? { retryable: 'same_key_5xx' } : {}) };
    default:
      return assertNever(a, 'answer');
  }
}

function describeAnswer(a: HubAnswer): string {
  switch (a.kind) {
    case 'accepted':
      return `status ${a.result.status}`;
    case 'refused':
      return `${a.httpStatus} ${a.code}: ${a.message}`;
    case 'edge_413':
      return 'plain 413';
    case 'network':
      return a.error;
    case 'malformed':
      return a.reason;
    default:
      return assertNever(a, 'answer');
  }
}
