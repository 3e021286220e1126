/** Pure helpers for the outbox's job list. */
import type { ActionQuestion, JobDto, JobState, PostAction, PostStateKind, RetryWhenDto } from '../../../src-main/bridge/contract';
import { describeSchedule, type ScheduleProblem } from './schedule';
import { newestJobFirst } from '../../../src-shared/job-order';

/** Job states a user can withdraw (the publisher refuses the others). */
export const CANCELLABLE: readonly JobState[] = ['prepared', 'retrying', 'blocked', 'unknown'];

/**
 * What a cancelled job's card says instead of "Withdrawn before it was sent" when that is not true:
 * it reached the Hub (attempts > 0) or was sent again as a new post (the table's followed_up).
 * null: it was withdrawn before it was sent, and the post state's own words stand.
 */
export function cancelledWords(j: Pick<JobDto, 'state' | 'attempts' | 'supersededBy'>): 'truth.card.sentThenResent' | 'truth.card.sentThenStopped' | null {
  if (j.state !== 'cancelled') return null;
  if (j.supersededBy !== null) return 'truth.card.sentThenResent';
  return j.attempts > 0 ? 'truth.card.sentThenStopped' : null;
}

/** The Outbox's one order (src-shared job-order.ts): newest first, as jobs.list reads them. */
export function upsertJob(jobs: readonly JobDto[], job: JobDto): JobDto[] {
  const rest = jobs.filter((j) => j.id !== job.id);
  return [job, ...rest].sort(newestJobFirst);
}

/** A list read from jobs.list with the jobs already seen live ('job' events, newer) laid over it. */
export function mergeJobs(listed: readonly JobDto[], live: readonly JobDto[]): JobDto[] {
  return live.reduce<JobDto[]>((acc, j) => upsertJob(acc, j), [...listed]);
}

/** The Outbox's filters (issue 22, item 4): by post state, profile, channel and campaign; empty = any. */
export interface JobFilter {
  state: PostStateKind | '';
  profile: string;
  channel: string;
  campaign: string;
}
export const NO_JOB_FILTER: JobFilter = { state: '', profile: '', channel: '', campaign: '' };

export function filterJobs<J extends Pick<JobDto, 'post' | 'profileId' | 'platforms' | 'campaignId'>>(jobs: readonly J[], f: JobFilter): J[] {
  return jobs.filter((j) =>
    (f.state === '' || j.post.state === f.state)
    && (f.profile === '' || j.profileId === f.profile)
    && (f.channel === '' || j.platforms.includes(f.channel))
    && (f.campaign === '' || j.campaignId === f.campaign));
}

/**
 * Whether retrying a job's refused channels would send the request that was refused, unchanged:
 * the draft's caption, title and the refused channels' own fields are what the job sent. A content
 * refusal then repeats; the user is warned and offered to fix the draft first (issue 22, item 5).
 */
export function sameAsRefused(job: { fields: Record<string, unknown>; refused: readonly string[] }, draft: { caption: string; title: string; fields: Record<string, string> }): boolean {
  const sent = job.fields;
  const norm = (v: unknown) => (typeof v === 'string' ? v : '');
  if (norm(sent.caption) !== draft.caption || norm(sent.title) !== draft.title) return false;
  for (const [k, v] of Object.entries(draft.fields)) {
    if (job.refused.some((c) => k.startsWith(`${c}_`)) && norm(sent[k]) !== v) return false;
  }
  return true;
}

// ---- truth across states and actions (branch truth): the card reads the core's verdicts ----

/** Whether the card offers an action: the core's table did not refuse it (JobDto.actions, publisher/actions.ts). */
export const offers = (j: Pick<JobDto, 'actions'>, action: PostAction): boolean => j.actions.verdicts[action].do !== 'refused';

/** The question an action asks first, if any. */
export function asks(j: Pick<JobDto, 'actions'>, action: PostAction): ActionQuestion | null {
  const v = j.actions.verdicts[action];
  return v.do === 'ask' ? v.ask : null;
}

/**
 * h-retryheld (publisher/actions.ts rule 9): what the card says where Retry was, when the core refused the retry because
 * the team took back the approval the send went under: who did (you, or a name), how, and when (`at`, ISO); the table's
 * reason alone when the DTO does not name the step. Null: the retry is not refused for that.
 */
export function takenBackWords(j: Pick<JobDto, 'actions' | 'approvalTakenBack'>): { key: string; who: string; at: string | null } | null {
  const v = j.actions.verdicts.retry_refused;
  if (v.do !== 'refused' || v.reason !== 'approval_withdrawn') return null;
  const b = j.approvalTakenBack;
  if (!b) return { key: 'truth.reason.approval_withdrawn', who: '', at: null };
  const how = b.action === 'withdraw' ? 'Withdrawn' : 'Changes';
  return { key: `truth.card.takenBack${how}${b.byMe ? 'You' : ''}`, who: b.by, at: b.at };
}

/** The newer job that took over this one's follow-up (its retry or resend), when the list has it. */
export function followUpOf(j: Pick<JobDto, 'supersededBy'>, jobs: readonly JobDto[]): JobDto | null {
  return j.supersededBy ? jobs.find((x) => x.id === j.supersededBy) ?? null : null;
}

/** What "Ask the Hub" learnt, as the card says it: held for its time, in the queue, still working, final, or nothing. */
export type AskedSays = 'held' | 'queued' | 'working' | 'final' | 'unknown';
export function askedSays(after: Pick<JobDto, 'post'>): AskedSays {
  switch (after.post.state) {
    case 'scheduled': return 'held';
    case 'queued': return 'queued';
    case 'sending': return 'working';
    case 'unknown': return 'unknown';
    default: return 'final';
  }
}

/**
 * When the refused channels go, from the card's "when?" form: now, or a wall-clock time in a zone
 * (checked as the composer checks one: a real zone, a time that exists and has not passed).
 */
export function retryWhen(mode: 'now' | 'at', local: string, zone: string, now: Date): { when: RetryWhenDto } | { problem: ScheduleProblem } {
  if (mode === 'now') return { when: { now: true } };
  const d = describeSchedule(local, zone, now);
  if (d.problem) return { problem: d.problem };
  return { when: { scheduledAt: local.slice(0, 16), timezone: zone } };
}

/** How long until the verdicts change by time alone (ms, bounded to what a timer can wait), or null. */
export function untilChange(j: Pick<JobDto, 'actions'>, now: number): number | null {
  if (!j.actions.changesAt) return null;
  return Math.min(Math.max(0, Date.parse(j.actions.changesAt) - now) + 1_000, 2_000_000_000);
}
