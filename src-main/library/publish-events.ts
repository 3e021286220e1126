/**
 * The publisher's journal, table `publish_events` (migration 0100-journal): every attempt,
 * answer and state change of a job, appended. Plain functions, db first.
 */
import type { JobState } from './publish-jobs';
import { all, get, run, sql, type ReadableDB, type WritableDB } from './sql';

export interface JobEvent {
  id: number;
  jobId: string;
  at: number;
  type: string;
  state: JobState | null;
  detail: Record<string, unknown> | null;
}

/** An event waiting to be written with its job's next row update. */
export interface PendingEvent {
  at: number;
  type: string;
  /** The state the change moved the job to (null: an event that changes nothing, such as an answer). */
  state: JobState | null;
  detail?: Record<string, unknown> | undefined;
}

export function insertEvent(db: WritableDB, e: PendingEvent & { jobId: string }): void {
  run(db, sql`INSERT INTO publish_events (job_id, at, type, state, detail) VALUES (${e.jobId}, ${e.at}, ${e.type}, ${e.state}, ${e.detail === undefined ? null : JSON.stringify(e.detail)})`);
}

/** Appends an event without changing the job (answers, notes). */
export function appendEvent(db: WritableDB, e: { jobId: string; at: number; type: string; detail?: Record<string, unknown> }): void {
  insertEvent(db, { ...e, state: null });
}

interface Row { id: number; job_id: string; at: number; type: string; state: JobState | null; detail: string | null }

export function jobEvents(db: ReadableDB, jobId: string): JobEvent[] {
  return all<Row>(db, sql`SELECT * FROM publish_events WHERE job_id = ${jobId} ORDER BY id`).map((r) => ({
    id: r.id, jobId: r.job_id, at: r.at, type: r.type, state: r.state, detail: r.detail === null ? null : (JSON.parse(r.detail) as Record<string, unknown>),
  }));
}

/** How many of a job's answers carry `detail[key] = value` (the retry history of its key). */
export function countAnswers(db: ReadableDB, jobId: string, match: { key: string; value: string }): number {
  return get<{ n: number }>(db, sql`SELECT count(*) AS n FROM publish_events WHERE job_id = ${jobId} AND type = 'answer' AND json_extract(detail, ${`$.${match.key}`}) = ${match.value}`)?.n ?? 0;
}
