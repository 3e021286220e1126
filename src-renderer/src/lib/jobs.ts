/** Pure helpers for the outbox's job list. */
import type { JobDto, JobState, PostStateKind } from '../../../src-main/bridge/contract';

/** Job states a user can withdraw (the publisher refuses the others). */
export const CANCELLABLE: readonly JobState[] = ['prepared', 'retrying', 'blocked', 'unknown'];

/** Newest first, by creation time; ties by id for a stable order. */
export function upsertJob(jobs: readonly JobDto[], job: JobDto): JobDto[] {
  const rest = jobs.filter((j) => j.id !== job.id);
  return [job, ...rest].sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? 1 : -1));
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

export function filterJobs(jobs: readonly JobDto[], f: JobFilter): JobDto[] {
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
