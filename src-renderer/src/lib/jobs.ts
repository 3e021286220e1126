/** Pure helpers for the outbox's job list. */
import type { JobDto, JobState } from '../../../src-main/bridge/contract';

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
