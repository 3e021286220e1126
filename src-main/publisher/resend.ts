/**
 * "Send again as new" (resendUnknown): a post whose outcome is unknown, or whose same-key retries ran out, sent as a
 * NEW job (same bytes, or rebuilt at the time asked for) under a new key; in a team, under the team's gate and key.
 * The Hub is asked first (by its ids, else by the key): a post it holds or published is not sent again.
 */
import { publishJobs, scheduledInstant, sentField, type Job, type NewJob } from '../library';
import { asSent } from './captions';
import type { PublisherContext } from './context';
import { PublisherError } from './errors';
import { refuseIfRevoked, refuseIfTableSays, retimed, whenFields, withWhen, type RetryWhen } from './follow-up';
import { editedSinceSendProblem, resendBytesStale } from './resend-bytes';
import type { RunOptions } from './options';
import { pollOnce } from './poll';
import { buildJob, insertChild, rebuildFromJob } from './prepare';
import { isWaiting, resendProblem, waitingProblem } from './team';
import { approvedKey, isTeamKey, mark, partOf, teamKeys, type TeamMark } from './team-jobs';
import type { Problem } from './preflight';
import { timeInZoneText } from './post-state';
import type { AskedFirst } from './guard';

/**
 * Why a job cannot be resent, or null: only an unknown outcome (or same-key retries run out) can, once. walk 26 (4): the
 * CLI asks this BEFORE its "the outcome is unknown: check, then --confirm" question, which was false of a job the Hub
 * had answered since (`ask` found it published).
 */
export function notResendable(job: Pick<Job, 'id' | 'state' | 'lastError' | 'supersededBy'>): string | null {
  const exhausted = job.state === 'done' && job.lastError?.code === 'retries_exhausted';
  if (job.state !== 'unknown' && !exhausted) return `job ${job.id} is ${job.state}: its outcome is known (the Hub answered), so only an unknown outcome (or exhausted retries) can be resent; to send the post again as a new post: postroom publish DRAFT_ID --again`;
  if (job.supersededBy) return `job ${job.id} was already resent as ${job.supersededBy}`;
  return null;
}

/**
 * An unknown outcome asked of the Hub before anything is sent again, as "Ask the Hub" asks: pollOnce reads by the ids
 * the Hub gave, else by the key (an upstream_timeout gives none, and the post may be live: sending it again blind
 * published it twice). Returns the job as the Hub's answer left it (still `unknown` when it could not say).
 */
async function askFirst(ctx: PublisherContext, job: Job, signal: AbortSignal | undefined): Promise<Job> {
  const read = await pollOnce(ctx, { ...job, askByKey: true }, signal);
  ctx.journal.flush();
  // walk 33, 1: the draft's stored state (Library, calendar) says the Hub's answer at once, as after "Ask the Hub" (a
  // resend the answer settled returns here, with no run after it to write the state).
  ctx.journal.flushMarks();
  return read;
}

/**
 * h-again (walk 31, 1): "publish again" (Publisher.publish/enqueue with `again`) asks the Hub first about every unknown
 * send of this computer of these drafts (not one sent again as new already, nor one being read or sent now), the ask
 * "Send again as new" makes; what the Hub said decides the batch (guard.ts askFirstHold). Returns, by draft, whether
 * the Hub answered (`known`) or could not say (`unknown`); drafts with nothing to ask are absent.
 */
export async function askUnknownFirst(ctx: PublisherContext, draftIds: readonly string[], signal?: AbortSignal): Promise<Map<string, AskedFirst>> {
  const asked = new Map<string, AskedFirst>();
  if (draftIds.length === 0) return asked;
  ctx.journal.flush();
  const unknown = publishJobs.listJobs(ctx.db, { states: ['unknown'], draftIds: [...new Set(draftIds)], workspaceId: ctx.workspaceId, oldestFirst: true })
    .filter((j) => j.draftId !== null && j.supersededBy === null && !ctx.active.has(j.id));
  for (const job of unknown) {
    ctx.active.add(job.id);
    try {
      const read = await askFirst(ctx, job, signal);
      const was = asked.get(job.draftId!);
      // A draft with two unknown sends: the Hub's answer for either is read first (the next run asks the other again).
      asked.set(job.draftId!, read.state !== 'unknown' || was === 'known' ? 'known' : 'unknown');
    } finally {
      ctx.active.delete(job.id);
    }
  }
  return asked;
}

/** The new job of a resend, journaled; or the job itself when its status settled it (nothing to resend). */
export async function resendJob(ctx: PublisherContext, jobId: string, run: RunOptions & { when?: RetryWhen }): Promise<Job> {
  ctx.journal.flush();
  let job = ctx.journal.getJob(jobId);
  refuseIfRevoked(ctx, job); // w12revpub: sending again as new is a new post of the team's: refused on a revoked laptop
  const not = notResendable(job);
  if (not) throw new PublisherError('invalid_state', not);
  refuseIfTableSays(job, 'send_again', ctx.clock.now()); // not for a post whose time has not come
  const at = run.when ? whenFields(run.when) : { scheduledAt: sentField(job, 'scheduled_at'), timezone: sentField(job, 'timezone') };
  const instant = at.scheduledAt ? scheduledInstant(at.scheduledAt, at.timezone) : null;
  if (instant !== null && at.scheduledAt && instant <= ctx.clock.now()) {
    if (run.when) throw new PublisherError('time_in_past', `${timeInZoneText(at.scheduledAt, at.timezone ?? 'UTC')} has passed: choose a later time`);
    throw new PublisherError('when_needed', `job ${jobId} was for ${timeInZoneText(at.scheduledAt, at.timezone)}, which has passed: send it again now or at a new time`);
  }
  if (job.state === 'unknown') {
    job = await askFirst(ctx, job, run.signal);
    if (job.state !== 'unknown') return job; // the status said what became of it: no resend
  }
  // In a team, sending again as new is a reviewed decision: it goes under a newer approval, with that approval's key (team.ts).
  const teamKey = resendKey(ctx, job);
  // w16bytes: under that approval only the bytes it approved; edited and approved again since this send: refused.
  if (teamKey && resendBytesStale(ctx, job)) {
    const p = editedSinceSendProblem();
    throw new PublisherError('invalid_state', `job ${job.id}: ${p.message}`, { details: { problems: [p] } });
  }
  const wait = (job.sentAt ?? job.updatedAt) + ctx.options.settleMs - ctx.clock.now();
  if (wait > 0) await ctx.sleep(wait, run.signal);
  let built: NewJob;
  const body = run.when ? null : await ctx.bodies.load(ctx.db, job);
  if (run.when) {
    // At the time asked for: the request is built again (its time is in its bytes).
    const draft = job.draftId ? ctx.drafts.get(job.draftId) : undefined;
    const b = draft
      ? await buildJob(ctx, retimed(asSent(draft, job.fields), run.when), { platforms: job.platforms, reason: 'resend', parentJobId: job.id, batchId: null, budgetBytes: job.budgetBytes ?? undefined }, run.signal)
      : rebuildFromJob(ctx, { ...job, fields: withWhen(job.fields, run.when), scheduledAt: whenFields(run.when).scheduledAt }, job.platforms, 'resend');
    if ('problems' in b) throw new PublisherError(draft ? 'invalid_state' : 'body_missing', draft ? 'the draft no longer passes preflight' : `job ${jobId}'s draft is gone and its photos were not kept`);
    built = teamKey ? mark({ ...b, idempotencyKey: teamKey.key }, teamKey.mark) : b;
  } else if (body) {
    // The same request: its photos stay where they are kept.
    built = {
      id: ctx.newId(), batchId: null, draftId: job.draftId, workspaceId: job.workspaceId, idempotencyKey: teamKey?.key ?? ctx.newKey(), reason: 'resend', parentJobId: job.id,
      platforms: job.platforms, fields: job.fields, photos: job.photos, contentType: job.contentType, body, bodySha256: job.bodySha256, budgetBytes: job.budgetBytes, scheduledAt: job.scheduledAt,
    };
    if (teamKey) mark(built, teamKey.mark);
  } else {
    const draft = job.draftId ? ctx.drafts.get(job.draftId) : undefined;
    if (!draft) throw new PublisherError('body_missing', `job ${jobId} has no stored body and its draft is gone`);
    const b = await buildJob(ctx, asSent(draft, job.fields), { platforms: job.platforms, reason: 'resend', parentJobId: job.id, batchId: null, budgetBytes: job.budgetBytes ?? undefined }, run.signal);
    if ('problems' in b) throw new PublisherError('invalid_state', 'the draft no longer passes preflight');
    built = teamKey ? mark({ ...b, idempotencyKey: teamKey.key }, teamKey.mark) : b;
  }
  const parentPatch = job.state === 'unknown' ? { state: 'cancelled' as const, nextAt: null } : {};
  return (await insertChild(ctx, { child: built, parent: job, parentPatch, type: 'resent', detail: { newJobId: built.id, newKey: built.idempotencyKey } })).child;
}

/**
 * The key of a team's "send again as new" (team.ts rule 3): the draft's current approval must be
 * newer than the one the post was sent under (a job of this journal holds the older one's key),
 * and the draft as approved. null: approval is not required here (a new random key, as ever).
 * w15resend: a job of NO approval's key (a random key: made before approval was required, or while the workspace was
 * outside the team) passes the gate "Publish again" passes (team-jobs.ts teamKeys with `again`): approval required →
 * the current revision approved and not already sent under that approval (by its key, or by a send of no approval's key
 * made under it, this job included); left team → the left-team hold. Before, such a job skipped the review: resent
 * under a new random key, a post nobody approved went to the Hub.
 * @throws PublisherError `invalid_state` with `details.problems`: the hold (waiting_approval, left_team, …) or
 * [resend_needs_approval, saying why], nothing sent.
 */
function resendKey(ctx: PublisherContext, job: Job): { key: string; mark: TeamMark } | null {
  const team = ctx.team;
  if (!team) return null;
  const hold = (p: Problem): never => {
    throw new PublisherError('invalid_state', `job ${job.id}: ${p.message}`, { details: { problems: [p] } });
  };
  const refuse = (why: string): never => hold(resendProblem(why));
  const draft = job.draftId ? ctx.drafts.get(job.draftId) : undefined;
  if (!isTeamKey(job.idempotencyKey)) {
    const a = job.draftId ? team.approval(job.draftId) : null;
    if (a === null) return null; // approval is not required here (or a job of no draft): a single desk's resend
    if (isWaiting(a)) return hold(waitingProblem(a));
    if (!draft) return refuse('its draft is gone, so no approval can cover it');
    const part = partOf(draft, job.platforms);
    if (part < 0) return refuse('its channels are no longer in the post');
    const keys = teamKeys(ctx, draft, job.platforms, true);
    if (keys === null) return null;
    if ('problems' in keys) return hold(keys.problems[0]!);
    return keys.keys.get(part) ?? refuse('its channels are no longer in the post');
  }
  if (!draft) return refuse('its draft is gone, so no approval can cover it');
  const a = team.approval(draft.id);
  if (a === null) return null; // approval is no longer required here
  if (isWaiting(a)) return hold(waitingProblem(a));
  if (team.contentRevision(draft) !== a.revision) return refuse('the post was edited after its approval: it needs review again');
  const part = partOf(draft, job.platforms);
  if (part < 0) return refuse('its channels are no longer in the post');
  // The chain of jobs this one came from: none of them may already be under this approval's key.
  const fresh = team.keyFor(draft.id, a.approvalId, part);
  for (let cur: Job | undefined = job; cur; cur = cur.parentJobId ? publishJobs.findJob(ctx.db, cur.parentJobId) : undefined) {
    if (cur.idempotencyKey === fresh) return refuse('it needs a new approval (it was sent under its current one)');
  }
  const got = approvedKey(ctx, draft.id, a, part, true);
  if ('problem' in got) return refuse(got.problem.message);
  return { key: got.key, mark: { approvalId: a.approvalId, part } };
}
