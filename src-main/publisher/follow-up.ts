/**
 * What a follow-up of a job (a retry of its refused channels, a send again as new, mark live, cancel) shares: the
 * refusals asked before anything is built (the truth table's, a revoked laptop's) and the time it goes at.
 */
import type { Job } from '../library';
import { ACTION_ENGLISH, postActions, type ActionSubject, type PostAction } from './actions';
import { PublisherError } from './errors';
import { postState } from './post-state';
import { ownSentAgain } from './retried-as';
import type { PublisherContext } from './context';
import { revokedRefusal } from './team';

/**
 * w12revpub (walk 12): a NEW post made from a team's job (a retry of its refused channels, a send again as new) on a
 * laptop whose token the team revoked: refused before anything is built or sent, with the revocation (team.ts
 * revokedRefusal), whatever the job's key. The job's own sends and retries under its key (journaled and claimed while
 * a member) are not new posts: they may finish.
 * @throws PublisherError `invalid_state` with `details.problems` [revoked], nothing sent.
 */
export function refuseIfRevoked(ctx: PublisherContext, job: Job): void {
  const p = revokedRefusal(ctx.team, job.draftId);
  if (p) throw new PublisherError('invalid_state', `job ${job.id}: ${p.message}`, { details: { problems: [p] } });
}

/**
 * The truth table's refusal of an action on a job, as the publisher's typed error (actions.ts). h-retry: `jobs` (the
 * draft's, this journal's) lets the table see a later send of the draft that published its refused channels (rule 6).
 */
export function refuseIfTableSays(job: Job, action: PostAction, now: number, jobs?: readonly Job[]): void {
  const v = postActions(followUpSubject(job, jobs), now)[action];
  if (v.do === 'refused') throw new PublisherError('invalid_state', `job ${job.id}: ${ACTION_ENGLISH.reason[v.reason]}`);
}

/** What the table reads of a job followed up: its post state, whether it was, and a later send of the draft (`jobs`: the draft's). */
export function followUpSubject(job: Job, jobs?: readonly Job[]): ActionSubject {
  const post = postState([job]);
  const sentAgain = jobs ? ownSentAgain(jobs, job, post.refused)?.state ?? null : null;
  return { ...post, followedUp: job.supersededBy !== null, sentAgain };
}

/** When refused channels are retried: now (no time), or a new wall-clock time in a zone. */
export type RetryWhen = { now: true } | { scheduledAt: string; timezone: string };

export const whenFields = (w: RetryWhen): { scheduledAt: string | null; timezone: string | null } => ('now' in w ? { scheduledAt: null, timezone: null } : { scheduledAt: w.scheduledAt, timezone: w.timezone });

/** The draft as the retry sends it: at the time asked for (now: no time, not queued), else as it is. */
export function retimed<D extends { scheduled_at: string | null; timezone: string | null; add_to_queue: boolean }>(draft: D, when: RetryWhen | undefined): D {
  if (!when) return draft;
  const w = whenFields(when);
  return { ...draft, scheduled_at: w.scheduledAt, timezone: w.timezone, add_to_queue: false };
}

/** A job's recorded fields at the time asked for (a retry without its draft). */
export function withWhen(fields: Job['fields'], when: RetryWhen): Job['fields'] {
  const { scheduled_at: _at, timezone: _tz, add_to_queue: _q, ...rest } = fields;
  const w = whenFields(when);
  return w.scheduledAt ? { ...rest, scheduled_at: w.scheduledAt, timezone: w.timezone } : rest;
}
