/**
 * The publisher's journal, table `publish_events` (migration 0100-journal): every attempt,
 * answer and state change of a job, appended. Plain functions, db first.
 */
import { groupBy } from '../../src-shared/group-by';
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

// ---------------------------------------------------------------- bywhom: was this job's call the one the Hub ran?

/**
 * Whether a job's call is the one the Hub ran under its key (`original`) or a replay of another
 * call's (`replay`: the Hub marked the answer replayed, or said another call with the key was still
 * running), read from its journaled attempts and answers in order. Absent from the map: not known (no
 * answer yet, or an earlier call of its own may have reached the Hub, so a later replay may be of
 * itself: then this computer sent it, and no reader may say "a replay" or "not by you").
 */
export type SentFirst = 'original' | 'replay';

/** One journaled call event of a job: its `attempt` (the call made), or the `answer` to one (its detail). */
export type CallEvent = { type: 'attempt' } | { type: 'answer'; detail: Record<string, unknown> | null };

/**
 * h-replaywho (walk 41b, 1): one job's verdict from its call events in order (pure; see `sentFirstOf`). An attempt
 * that got no answer before the job's next call (stopped mid-call, a crash, another process of this journal calling
 * meanwhile) may have reached the Hub as much as a network error: a replay after it may be of this job's own call.
 * Before, only the answers were read, so a run stopped while the slow Hub ran its first call, resumed and answered
 * "still running" (or the stored answer) under the same key, was a replay: "0 sent to the Hub, 1 the Hub already had".
 */
export function sentFirstFromCalls(events: readonly CallEvent[]): SentFirst | null {
  let ownMayHaveReached = false;
  let unanswered = 0;
  for (const e of events) {
    if (e.type === 'attempt') {
      if (unanswered > 0) ownMayHaveReached = true;
      unanswered++;
      continue;
    }
    unanswered = Math.max(0, unanswered - 1);
    const a = e.detail;
    if (a === null) continue;
    if (a.kind === 'network') {
      if (a.maybeDelivered !== false) ownMayHaveReached = true;
      continue;
    }
    const replay = a.replayed === true || (a.kind === 'refused' && a.code === 'idempotency_in_progress');
    if (replay) {
      if (ownMayHaveReached) return null;
      return 'replay';
    }
    // The Hub ran this call: a result, or the timeout that closes the key (hub-api part 3).
    if (a.kind === 'accepted' || (a.kind === 'refused' && a.code === 'upstream_timeout')) return 'original';
    // A 5xx without the envelope may have run; any other refusal released the key.
    if (a.kind === 'malformed') ownMayHaveReached = true;
  }
  return null;
}

/** sentFirstFromCalls over answers alone, each the answer to a call of its own (a journal whose attempts are not read). */
export const sentFirstFromAnswers = (answers: ReadonlyArray<Record<string, unknown> | null>): SentFirst | null =>
  sentFirstFromCalls(answers.flatMap((detail): CallEvent[] => [{ type: 'attempt' }, { type: 'answer', detail }]));

/** The verdict of each of `jobIds` that has one (one indexed read of their attempts and answers). */
export function sentFirstOf(db: ReadableDB, jobIds: readonly string[]): Map<string, SentFirst> {
  const out = new Map<string, SentFirst>();
  if (jobIds.length === 0) return out;
  const byJob = groupBy(all<{ job_id: string; type: string; detail: string | null }>(db, sql`SELECT job_id, type, detail FROM publish_events
    WHERE job_id IN (SELECT value FROM json_each(${JSON.stringify(jobIds)})) AND type IN ('attempt', 'answer') ORDER BY id`),
  (r) => r.job_id, (r): CallEvent => (r.type === 'attempt' ? { type: 'attempt' } : { type: 'answer', detail: r.detail === null ? null : (JSON.parse(r.detail) as Record<string, unknown>) }));
  for (const [id, calls] of byJob) {
    const v = sentFirstFromCalls(calls);
    if (v) out.set(id, v);
  }
  return out;
}

// ---------------------------------------------------------------- w15resend: the approval a send was made under

/**
 * w15resend (issue 34): for each of `jobIds` journaled in a team workspace, the id of the post's approval that was current
 * on this laptop when the job was made (its 'journaled' event's `underApproval`), or null: none was. Absent from the
 * map: not recorded (a job of an older build, or outside a team). What "sent after its approval" compares, not clocks.
 */
export function underApprovalOf(db: ReadableDB, jobIds: readonly string[]): Map<string, string | null> {
  const out = new Map<string, string | null>();
  if (jobIds.length === 0) return out;
  for (const r of all<{ job_id: string; v: string | null; t: string | null }>(db, sql`SELECT job_id, json_extract(detail, '$.underApproval') AS v, json_type(detail, '$.underApproval') AS t
    FROM publish_events WHERE job_id IN (SELECT value FROM json_each(${JSON.stringify(jobIds)})) AND type = 'journaled'`)) {
    if (r.t === 'text') out.set(r.job_id, r.v);
    else if (r.t === 'null') out.set(r.job_id, null);
  }
  return out;
}

/**
 * w26outbox (walk 24, 2): where each of `jobIds` was made (its 'journaled' event's `origin`: 'cli' or 'app'). Absent from
 * the map: not recorded (a job of an older build): unknown, shown as nothing.
 */
export function originOf(db: ReadableDB, jobIds: readonly string[]): Map<string, 'cli' | 'app'> {
  const out = new Map<string, 'cli' | 'app'>();
  if (jobIds.length === 0) return out;
  for (const r of all<{ job_id: string; v: string | null }>(db, sql`SELECT job_id, json_extract(detail, '$.origin') AS v
    FROM publish_events WHERE job_id IN (SELECT value FROM json_each(${JSON.stringify(jobIds)})) AND type = 'journaled'`)) {
    if (r.v === 'cli' || r.v === 'app') out.set(r.job_id, r.v);
  }
  return out;
}

// ---------------------------------------------------------------- unknowncard: the status read that told a job's outcome

/**
 * unknowncard (walk 31, 2): for each of `jobIds` whose final outcome came from a status read (its 'status_final' event,
 * publisher poll.ts), when that read was and whether a person asked ("Ask the Hub"; `by`: who, in a team). Absent from
 * the map: the outcome came with the call's own answer, or is not final. The last such read of a job wins.
 */
export function finalReadOf(db: ReadableDB, jobIds: readonly string[]): Map<string, { at: number; asked: boolean; by: string | null }> {
  const out = new Map<string, { at: number; asked: boolean; by: string | null }>();
  if (jobIds.length === 0) return out;
  for (const r of all<{ job_id: string; at: number; asked: number | null; by: string | null }>(db, sql`SELECT job_id, at, json_extract(detail, '$.asked') AS asked, json_extract(detail, '$.by') AS by
    FROM publish_events WHERE job_id IN (SELECT value FROM json_each(${JSON.stringify(jobIds)})) AND type = 'status_final' ORDER BY id`)) {
    out.set(r.job_id, { at: r.at, asked: r.asked === 1, by: typeof r.by === 'string' ? r.by : null });
  }
  return out;
}
