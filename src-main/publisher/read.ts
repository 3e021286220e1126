/**
 * The journal as the other areas read it (the bridge, the CLI): the library's journal modules,
 * with the publisher's own error codes. Writes go through the Publisher only.
 */
import type { ChannelOutcome } from '../hub';
import { publishBatches, publishEvents, publishJobs, type Batch, type BatchItem, type Job, type JobEvent, type JobQuery, type ReadableDB } from '../library';
import { PublisherError } from './errors';
import type { JobState } from './states';

/** @throws PublisherError `journal_missing` when migration 0100 was not applied to this db. */
export function assertJournal(db: ReadableDB): void {
  if (!publishBatches.hasJournal(db)) throw new PublisherError('journal_missing', 'the library has no publishing journal (migration 0100-journal not applied)');
}

export const findJob = (db: ReadableDB, id: string): Job | undefined => publishJobs.findJob(db, id);

/** @throws PublisherError `job_not_found` */
export function getJob(db: ReadableDB, id: string): Job {
  const j = publishJobs.findJob(db, id);
  if (!j) throw new PublisherError('job_not_found', `no job ${id}`);
  return j;
}

export const jobByKey = (db: ReadableDB, key: string): Job | undefined => publishJobs.jobByKey(db, key);
export const listJobs = (db: ReadableDB, q: JobQuery = {}): Job[] => publishJobs.listJobs(db, q);
export const jobEvents = (db: ReadableDB, jobId: string): JobEvent[] => publishEvents.jobEvents(db, jobId);
export const listBatches = (db: ReadableDB, q: { states?: Batch['state'][]; workspaceId?: string | null } = {}): Batch[] => publishBatches.listBatches(db, q);

/** @throws PublisherError `batch_not_found` */
export function getBatch(db: ReadableDB, id: string): Batch {
  try {
    return publishBatches.getBatch(db, id);
  } catch {
    throw new PublisherError('batch_not_found', `no batch ${id}`);
  }
}

export const batchItems = (db: ReadableDB, batchId: string, state?: BatchItem['state']): BatchItem[] => publishBatches.batchItems(db, batchId, state ? { state } : {});

/** A job as plain data for a bridge or a log: ISO times, no internals (matches the bridge's JobDto). */
export function plainJob(j: Job): {
  id: string; draftId: string | null; batchId: string | null; idempotencyKey: string; state: JobState; hubStatus: string | null;
  platforms: string[]; outcomes: ChannelOutcome[]; lastError: { code: string; message: string } | null; attempts: number; createdAt: string; updatedAt: string;
} {
  return {
    id: j.id, draftId: j.draftId, batchId: j.batchId, idempotencyKey: j.idempotencyKey, state: j.state, hubStatus: j.hubStatus,
    platforms: [...j.platforms], outcomes: (j.outcomes ?? j.platforms.map((channel) => ({ channel, success: null, url: null, code: null, message: null, vietnamese: null }))).map((o) => ({ ...o })),
    lastError: j.lastError ? { ...j.lastError } : null, attempts: j.attempts,
    createdAt: new Date(j.createdAt).toISOString(), updatedAt: new Date(j.updatedAt).toISOString(),
  };
}
