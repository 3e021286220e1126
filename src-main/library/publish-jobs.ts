/**
 * The publisher's journal, table `publish_jobs` (migration 0100-journal): one row per post sent,
 * its Idempotency-Key and the exact request (fields, content type, the photos' sha256 and where
 * their bytes are kept, the body's digest) written BEFORE the call. Plain functions, db first.
 *
 * Durability: a new job's key and request must survive a power cut before its call. Writes given
 * `durable: 'full'` commit with synchronous=FULL (`withSynchronousFull`); `durable: 'caller'`
 * commits with the connection's setting and the CALLER makes it durable with the WAL's fsync off
 * its thread (publisher/wal-sync.ts). Attempt / answer / state rows use the connection's setting
 * (WAL + NORMAL): they survive a process kill, and if a power cut loses one, the job is resent
 * with its SAME key, which the Hub's idempotency turns into a replay of the stored result.
 */
import type { ChannelOutcome } from '../hub';
import { withSynchronousFull } from './db';
import { notFound } from './errors';
import { insertEvent, type PendingEvent } from './publish-events';
import { all, get, run, sql, sqlJoin, type Query, type ReadableDB, type WritableDB } from './sql';

/** Every state a job row may hold (the publisher's states.ts gives their moves and meaning). */
export const JOB_STATES = ['prepared', 'sending', 'retrying', 'awaiting', 'done', 'refused', 'blocked', 'unknown', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** Final: never sent again, never polled again (a resend is a NEW job). */
export const FINAL_STATES: readonly JobState[] = ['done', 'refused', 'cancelled'];
export const isJobState = (v: unknown): v is JobState => typeof v === 'string' && (JOB_STATES as readonly string[]).includes(v);

export interface PhotoMeta {
  filename: string;
  contentType: string;
  sha256: string;
  bytes: number;
  /** The size sent, where known (w23insta: jobs journaled before it have none). */
  width?: number;
  height?: number;
  /** Where the body store keeps these bytes while the job may be sent. */
  pack?: string;
  offset?: number;
}

export type JobReason = 'publish' | 'retry_channels' | 'resend' | 'refit';

export interface Job {
  id: string;
  batchId: string | null;
  draftId: string | null;
  workspaceId: string | null;
  idempotencyKey: string;
  reason: JobReason;
  parentJobId: string | null;
  state: JobState;
  /** The Hub's post status (completed, partial, failed, processing, scheduled) as last read. */
  hubStatus: string | null;
  platforms: string[];
  fields: Record<string, unknown>;
  photos: PhotoMeta[];
  contentType: string;
  bodySha256: string;
  bodyBytes: number;
  budgetBytes: number | null;
  scheduledAt: string | null;
  attempts: number;
  polls: number;
  nextAt: number | null;
  requestId: string | null;
  hubJobId: string | null;
  result: Record<string, unknown> | null;
  outcomes: ChannelOutcome[] | null;
  lastError: { code: string; message: string } | null;
  supersededBy: string | null;
  createdAt: number;
  updatedAt: number;
  sentAt: number | null;
  finalAt: number | null;
}

/** A text field of the request as the job sent it (`scheduled_at`, `timezone`, …), or null when absent. */
export const sentField = (j: Pick<Job, 'fields'>, key: string): string | null => (typeof j.fields[key] === 'string' ? (j.fields[key] as string) : null);

/** A job to journal: what its row records before the call (photos with their sha256; their pack once stored). */
export interface NewJob extends Pick<Job, 'id' | 'batchId' | 'draftId' | 'workspaceId' | 'idempotencyKey' | 'reason' | 'parentJobId' | 'platforms' | 'fields' | 'photos' | 'contentType' | 'bodySha256' | 'budgetBytes' | 'scheduledAt'> {
  /** The exact bytes to send (not journaled as such: rebuilt from the row and the photos). */
  body: Buffer;
  /** The photos' bytes, in `photos` order, for the body store (not journaled). */
  photoBytes?: readonly Uint8Array[];
  /** w15resend: in a team, the post's approval current here when the job was made (null: none); journaled in its 'journaled' event. */
  underApproval?: string | null;
  /** w26outbox: where the send was made (the CLI or the app); journaled in its 'journaled' event. Absent: not recorded. */
  origin?: SendOrigin;
}

/** w26outbox (walk 24, 2): the shell a job was made in: `postroom` on a terminal, or the app (Electron or the web host). */
export type SendOrigin = 'cli' | 'app';

export interface JobPatch {
  state?: JobState;
  hubStatus?: string | null;
  attempts?: number;
  polls?: number;
  nextAt?: number | null;
  requestId?: string | null;
  hubJobId?: string | null;
  result?: Record<string, unknown> | null;
  outcomes?: ChannelOutcome[] | null;
  lastError?: { code: string; message: string } | null;
  supersededBy?: string | null;
  sentAt?: number | null;
  finalAt?: number | null;
  idempotencyKey?: string;
}

/** How a write that must survive a power cut is made durable (see the header). */
export type Durability = 'full' | 'caller';

/** One transaction: committed with synchronous=FULL for 'full'; the caller syncs for 'caller'. */
export function commitAs<T>(db: WritableDB, durable: Durability, fn: () => T): T {
  return durable === 'full' ? withSynchronousFull(db, () => db.transaction(fn)()) : db.transaction(fn)();
}

const json = (v: unknown): string | null => (v === null || v === undefined ? null : JSON.stringify(v));
export const parseJson = <T>(s: unknown, fallback: T): T => {
  if (typeof s !== 'string') return fallback;
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
};

interface Row {
  id: string; batch_id: string | null; draft_id: string | null; workspace_id: string | null; idempotency_key: string; reason: JobReason;
  parent_job_id: string | null; state: string; hub_status: string | null; platforms: string; fields: string; photos: string; content_type: string;
  body_sha256: string; body_bytes: number; budget_bytes: number | null; scheduled_at: string | null; attempts: number; polls: number;
  next_at: number | null; request_id: string | null; hub_job_id: string | null; result: string | null; outcomes: string | null;
  last_error_code: string | null; last_error_message: string | null; superseded_by: string | null; created_at: number; updated_at: number;
  sent_at: number | null; final_at: number | null;
}

function toJob(r: Row): Job {
  // A state this app does not know is read as 'unknown' (a newer app wrote it): never sent blind.
  const state = isJobState(r.state) ? r.state : 'unknown';
  return {
    id: r.id, batchId: r.batch_id, draftId: r.draft_id, workspaceId: r.workspace_id, idempotencyKey: r.idempotency_key, reason: r.reason,
    parentJobId: r.parent_job_id, state, hubStatus: r.hub_status, platforms: parseJson<string[]>(r.platforms, []),
    fields: parseJson<Record<string, unknown>>(r.fields, {}), photos: parseJson<PhotoMeta[]>(r.photos, []), contentType: r.content_type,
    bodySha256: r.body_sha256, bodyBytes: r.body_bytes, budgetBytes: r.budget_bytes, scheduledAt: r.scheduled_at, attempts: r.attempts,
    polls: r.polls, nextAt: r.next_at, requestId: r.request_id, hubJobId: r.hub_job_id, result: parseJson<Record<string, unknown> | null>(r.result, null),
    outcomes: parseJson<ChannelOutcome[] | null>(r.outcomes, null),
    lastError: r.last_error_code === null ? null : { code: r.last_error_code, message: r.last_error_message ?? '' },
    supersededBy: r.superseded_by, createdAt: r.created_at, updatedAt: r.updated_at, sentAt: r.sent_at, finalAt: r.final_at,
  };
}

/** A just-inserted job as `getJob` would read it (no read-back). */
function journaledJob(job: NewJob, now: number): Job {
  return {
    id: job.id, batchId: job.batchId, draftId: job.draftId, workspaceId: job.workspaceId, idempotencyKey: job.idempotencyKey,
    reason: job.reason, parentJobId: job.parentJobId, state: 'prepared', hubStatus: null, platforms: [...job.platforms],
    fields: { ...job.fields }, photos: job.photos.map((p) => ({ ...p })), contentType: job.contentType, bodySha256: job.bodySha256,
    bodyBytes: job.body.length, budgetBytes: job.budgetBytes, scheduledAt: job.scheduledAt, attempts: 0, polls: 0, nextAt: null,
    requestId: null, hubJobId: null, result: null, outcomes: null, lastError: null, supersededBy: null,
    createdAt: now, updatedAt: now, sentAt: null, finalAt: null,
  };
}

/**
 * Journals new jobs in ONE transaction (see `Durability`), each with a 'journaled' event. A job of
 * a batch item first CLAIMS the item (pending → journaled); an item already claimed (another
 * process or run journaled it meanwhile) gets no second job and is left out of the answer.
 * Several jobs given for one item (a draft sent as one post per distinct caption) share its ONE
 * claim: all are journaled or none; the item's job_id names the first.
 */
export function insertJobs(db: WritableDB, jobs: ReadonlyArray<{ job: NewJob; item?: { batchId: string; position: number } }>, opts: { now: number; durable: Durability }): Job[] {
  const kept = commitAs(db, opts.durable, () => {
    const claims = new Map<string, boolean>();
    return jobs.filter(({ job, item }) => {
      const key = item ? `${item.batchId}\u0000${item.position}` : null;
      const claimed = key === null ? undefined : claims.get(key);
      if (claimed === false) return false;
      const ok = insertOne(db, job, opts.now, claimed ? undefined : item);
      if (key !== null && claimed === undefined) claims.set(key, ok);
      return ok;
    });
  });
  return kept.map(({ job }) => journaledJob(job, opts.now));
}

function insertOne(db: WritableDB, job: NewJob, now: number, item?: { batchId: string; position: number }): boolean {
  if (item) {
    const claimed = run(db, sql`UPDATE publish_batch_items SET state = 'journaled', job_id = ${job.id} WHERE batch_id = ${item.batchId} AND position = ${item.position} AND state = 'pending'`);
    if (claimed.changes !== 1) return false;
  }
  run(db, sql`INSERT INTO publish_jobs (id, batch_id, draft_id, workspace_id, idempotency_key, reason, parent_job_id, state,
      platforms, fields, photos, content_type, body_sha256, body_bytes, budget_bytes, scheduled_at, created_at, updated_at)
    VALUES (${job.id}, ${job.batchId}, ${job.draftId}, ${job.workspaceId}, ${job.idempotencyKey}, ${job.reason}, ${job.parentJobId}, 'prepared',
      ${JSON.stringify(job.platforms)}, ${JSON.stringify(job.fields)}, ${JSON.stringify(job.photos)}, ${job.contentType}, ${job.bodySha256},
      ${job.body.length}, ${job.budgetBytes}, ${job.scheduledAt}, ${now}, ${now})`);
  insertEvent(db, { jobId: job.id, at: now, type: 'journaled', state: 'prepared', detail: { key: job.idempotencyKey, sha256: job.bodySha256, bytes: job.body.length, reason: job.reason, parent: job.parentJobId, ...(job.underApproval !== undefined ? { underApproval: job.underApproval } : {}), ...(job.origin ? { origin: job.origin } : {}) } });
  return true;
}

/**
 * Journals a job that replaces or continues another (a refit, a resend, a retry of failed
 * channels) AND marks the parent (superseded_by, plus `parentPatch`) in ONE synchronous=FULL
 * commit: a stop between the two can never leave both sendable, nor replace the parent twice.
 * `siblings`: further children journaled in that same commit (not read back: `listJobs` has them).
 * @returns null (nothing written) when the parent was already superseded.
 */
export function insertChildJob(
  db: WritableDB,
  o: { child: NewJob; parentId: string; parentPatch: JobPatch; parentEvents: readonly PendingEvent[]; now: number; siblings?: readonly NewJob[] },
): { child: Job; parent: Job } | null {
  const ok = commitAs(db, 'full', () => {
    const parent = getJob(db, o.parentId);
    if (parent.supersededBy !== null) return false;
    insertOne(db, o.child, o.now);
    // More children of the same parent in the same commit (a retry whose channels now carry
    // different captions: one post each); the parent points to the first.
    for (const s of o.siblings ?? []) insertOne(db, s, o.now);
    writeChange(db, { id: o.parentId, patch: { ...o.parentPatch, supersededBy: o.child.id }, events: o.parentEvents });
    return true;
  });
  return ok ? { child: getJob(db, o.child.id), parent: getJob(db, o.parentId) } : null;
}

/** Column of each patch key (lastError is two columns). */
const COLUMNS: Record<keyof JobPatch, string> = {
  state: 'state', hubStatus: 'hub_status', attempts: 'attempts', polls: 'polls', nextAt: 'next_at', requestId: 'request_id',
  hubJobId: 'hub_job_id', result: 'result', outcomes: 'outcomes', lastError: 'last_error_code', supersededBy: 'superseded_by',
  sentAt: 'sent_at', finalAt: 'final_at', idempotencyKey: 'idempotency_key',
};

/**
 * One change of a job: its events in order, then ONE row update of the patch's columns (a
 * patch may be several changes merged), stamped with the last event's time. No transaction of
 * its own: the caller commits (a group commit writes many changes in one).
 * @throws LibraryError `not_found` when there is no such job.
 */
export function writeChange(db: WritableDB, c: { id: string; patch: JobPatch; events: readonly PendingEvent[] }): void {
  const at = c.events.at(-1)?.at;
  if (at === undefined) throw new Error(`no event for the change of job ${c.id}`);
  for (const e of c.events) insertEvent(db, { jobId: c.id, ...e });
  const sets: Query[] = [sql`updated_at = ${at}`];
  for (const k of Object.keys(c.patch) as Array<keyof JobPatch>) {
    const v = c.patch[k];
    if (v === undefined) continue;
    if (k === 'lastError') {
      const e = v as JobPatch['lastError'];
      sets.push(sql`last_error_code = ${e?.code ?? null}`, sql`last_error_message = ${e?.message ?? null}`);
    } else sets.push({ text: `${COLUMNS[k]} = ?`, params: [k === 'result' || k === 'outcomes' ? json(v) : v] });
  }
  if (run(db, sql`UPDATE publish_jobs SET ${sqlJoin(sets, ', ')} WHERE id = ${c.id}`).changes !== 1) throw notFound('job', c.id);
}

/** Several jobs' changes in ONE transaction (the publisher's group commit). */
export function writeChanges(db: WritableDB, changes: ReadonlyArray<{ id: string; patch: JobPatch; events: readonly PendingEvent[] }>): void {
  db.transaction(() => {
    for (const c of changes) writeChange(db, c);
  })();
}

/** Changes a job with its event, in one transaction (`durable: 'full'` when a NEW key replaces the old one before a call). */
export function updateJob(db: WritableDB, id: string, patch: JobPatch, o: { event: PendingEvent; durable?: boolean }): Job {
  const write = (): void => writeChange(db, { id, patch, events: [o.event] });
  if (o.durable) commitAs(db, 'full', write);
  else db.transaction(write)();
  return getJob(db, id);
}

/** The job as it stands once `patch` is written at `at` (no read-back). */
export function applyPatch(job: Job, patch: JobPatch, at: number): Job {
  return mergePatch({ ...job, updatedAt: at }, patch);
}

/** `patch` over `base`: the keys `patch` gives (not undefined) win. For a job, or for an earlier patch. */
export function mergePatch<T extends object>(base: T, patch: JobPatch): T {
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) out[k] = v;
  return out as T;
}

export function findJob(db: ReadableDB, id: string): Job | undefined {
  const r = get<Row>(db, sql`SELECT * FROM publish_jobs WHERE id = ${id}`);
  return r ? toJob(r) : undefined;
}

/** @throws LibraryError `not_found` */
export function getJob(db: ReadableDB, id: string): Job {
  const j = findJob(db, id);
  if (!j) throw notFound('job', id);
  return j;
}

export function jobByKey(db: ReadableDB, key: string): Job | undefined {
  const r = get<Row>(db, sql`SELECT * FROM publish_jobs WHERE idempotency_key = ${key}`);
  return r ? toJob(r) : undefined;
}

/**
 * SQL: the job still needs its body (not final, or final with same-key retries exhausted: the
 * user may resend those bytes under a new key). Written so SQLite finds those rows through
 * indexes, never by reading the done jobs (which grow with every post ever sent): the states
 * that are NOT final through the state index, the resendable ones through their partial index
 * (migration 0100, whose condition is this `IS` term, word for word).
 */
const NEEDS_BODY = `(state IN (${JOB_STATES.filter((st) => !FINAL_STATES.includes(st)).map((st) => `'${st}'`).join(', ')}) OR (state = 'done' AND last_error_code IS 'retries_exhausted'))`;

/** Whether the job may still be sent with its journaled bytes (else its body is no longer kept). */
export function needsBody(db: ReadableDB, id: string): boolean {
  return get<{ needed: number }>(db, { text: `SELECT ${NEEDS_BODY} AS needed FROM publish_jobs WHERE id = ?`, params: [id] })?.needed === 1;
}

/** Packs that jobs still needing their body refer to (every other pack may be removed). */
export const LIVE_PACKS_SQL = `SELECT DISTINCT json_extract(p.value, '$.pack') AS pack FROM publish_jobs j, json_each(j.photos) p
    WHERE ${NEEDS_BODY} AND json_extract(p.value, '$.pack') IS NOT NULL`;

export function livePacks(db: ReadableDB): Set<string> {
  return new Set(all<{ pack: string }>(db, { text: LIVE_PACKS_SQL, params: [] }).map((r) => r.pack));
}

/** The jobs that still need their body and keep photos in packs (through indexes, as `livePacks`). */
export function jobsNeedingBody(db: ReadableDB): Array<Pick<Job, 'id' | 'state' | 'photos'>> {
  return all<{ id: string; state: JobState; photos: string }>(db, { text: `SELECT id, state, photos FROM publish_jobs WHERE ${NEEDS_BODY} AND photos <> '[]'`, params: [] })
    .map((r) => ({ id: r.id, state: r.state, photos: parseJson<PhotoMeta[]>(r.photos, []) }));
}

/**
 * Records where jobs' photos are kept now (a pack rewritten with only what live jobs need), in one
 * synchronous=FULL commit: the new pack is durable before, the old one removed only after.
 */
export function movePhotos(db: WritableDB, moves: ReadonlyArray<{ id: string; photos: readonly PhotoMeta[] }>): void {
  commitAs(db, 'full', () => {
    for (const m of moves) run(db, sql`UPDATE publish_jobs SET photos = ${JSON.stringify(m.photos)} WHERE id = ${m.id}`);
  });
}

export interface JobQuery {
  ids?: readonly string[];
  states?: readonly JobState[];
  batchId?: string;
  draftId?: string;
  /** w28reads: the jobs of any of these drafts, one read for a list of drafts (a page of the Library, the team's sends). */
  draftIds?: readonly string[];
  workspaceId?: string | null;
  limit?: number;
  /** Oldest first (default newest first). */
  oldestFirst?: boolean;
}

export function listJobs(db: ReadableDB, q: JobQuery = {}): Job[] {
  if (q.ids?.length === 0 || q.states?.length === 0 || q.draftIds?.length === 0) return [];
  const where: Query[] = [sql`1`];
  // One parameter for any number of ids (SQLite binds at most 32,766 to a statement).
  if (q.ids) where.push(sql`id IN (SELECT value FROM json_each(${JSON.stringify(q.ids)}))`);
  if (q.states) where.push({ text: `state IN (${q.states.map(() => '?').join(', ')})`, params: [...q.states] });
  if (q.batchId !== undefined) where.push(sql`batch_id = ${q.batchId}`);
  if (q.draftId !== undefined) where.push(sql`draft_id = ${q.draftId}`);
  if (q.draftIds) where.push(sql`draft_id IN (SELECT value FROM json_each(${JSON.stringify(q.draftIds)}))`);
  if (q.workspaceId !== undefined) where.push(q.workspaceId === null ? sql`workspace_id IS NULL` : sql`workspace_id = ${q.workspaceId}`);
  const dir = q.oldestFirst ? 'ASC' : 'DESC';
  const order: Query = { text: ` ORDER BY created_at ${dir}, rowid ${dir}${q.limit ? ` LIMIT ${Math.max(1, Math.floor(q.limit))}` : ''}`, params: [] };
  return all<Row>(db, sql`SELECT * FROM publish_jobs WHERE ${sqlJoin(where, ' AND ')}${order}`).map(toJob);
}

/** These jobs' ids in journal order (oldest first, as `listJobs` with `oldestFirst`); unknown ids are left out. */
export function jobOrder(db: ReadableDB, ids: readonly string[]): string[] {
  return all<{ id: string }>(db, sql`SELECT id FROM publish_jobs WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) ORDER BY created_at, rowid`).map((r) => r.id);
}

/** Draft ids that already have a job which is not refused or cancelled, or wait in a batch (so `--all` skips them). */
export function draftsWithLiveJobs(db: ReadableDB): Set<string> {
  const rows = all<{ draft_id: string }>(db, sql`SELECT DISTINCT draft_id FROM publish_jobs WHERE draft_id IS NOT NULL AND state NOT IN ('refused','cancelled')
    UNION SELECT draft_id FROM publish_batch_items WHERE state = 'pending'`);
  return new Set(rows.map((r) => r.draft_id));
}

/**
 * A batch's jobs by state, and of its 'done' ones those the channels refused: on some of their
 * channels (the post is partly published) or on every one (nothing of it is live). The Hub
 * answered them, so they are done, but the batch's progress must never call them published.
 * Of its 'awaiting' ones, those sent to the profile's queue (queued: the Hub picks the time, and
 * may answer 'scheduled' for them too) and those the Hub holds for their own time (scheduled),
 * told apart as the post state tells them (post-state.ts `channelState`: add_to_queue first).
 * `hubPosts` (w24campaign): the jobs' count when some post of the batch made more than one Hub post (a channel's own
 * caption), else null: the words then say Hub posts apart from posts.
 * One pass over the batch's jobs, aggregated in SQL. `only` (w19campaign): just these jobs of it (those a teammate
 * sent: the campaign's batch line names who), counted by the same rules.
 */
export function jobCountsOfBatch(db: ReadableDB, batchId: string, only?: readonly string[]): { byState: Record<string, number>; refusals: { some: number; every: number }; scheduled: number; queued: number; hubPosts: number | null } {
  const rows = all<{ state: string; n: number; some: number; every: number; scheduled: number; queued: number }>(db, sql`
    SELECT state, count(*) AS n,
           sum(state = 'done' AND refused > 0 AND refused < channels) AS some,
           sum(state = 'done' AND refused > 0 AND refused = channels) AS every,
           sum(state = 'awaiting' AND NOT queue AND hub_status = 'scheduled') AS scheduled,
           sum(state = 'awaiting' AND queue) AS queued
    FROM (SELECT j.state, j.hub_status,
                 coalesce(json_extract(j.fields, '$.add_to_queue') IN (1, 'true'), 0) AS queue,
                 (SELECT count(*) FROM json_each(j.outcomes)) AS channels,
                 (SELECT count(*) FROM json_each(j.outcomes) WHERE json_extract(value, '$.success') = 0) AS refused
          FROM publish_jobs j WHERE j.batch_id = ${batchId}
            AND (${only ? 1 : 0} = 0 OR j.id IN (SELECT value FROM json_each(${JSON.stringify(only ?? [])}))))
    GROUP BY state`);
  // w24campaign (walk 21, 3): the jobs are Hub posts, not posts: a post whose channel has a caption of its own is one more.
  const jobs = rows.reduce((a, r) => a + r.n, 0);
  const posts = get<{ n: number }>(db, sql`SELECT count(DISTINCT draft_id) AS n FROM publish_jobs WHERE batch_id = ${batchId}
    AND (${only ? 1 : 0} = 0 OR id IN (SELECT value FROM json_each(${JSON.stringify(only ?? [])})))`)?.n ?? 0;
  return {
    byState: Object.fromEntries(rows.map((r) => [r.state, r.n])),
    refusals: { some: rows.reduce((a, r) => a + r.some, 0), every: rows.reduce((a, r) => a + r.every, 0) },
    scheduled: rows.reduce((a, r) => a + r.scheduled, 0),
    queued: rows.reduce((a, r) => a + r.queued, 0),
    hubPosts: jobs > posts ? jobs : null,
  };
}

/**
 * The journal at a glance, for a workspace: how many jobs it holds, and the newest event of any job.
 * A job is journaled with an event and every change to it (writeChange, its only writer of states)
 * adds one, so equal stamps mean the same jobs in the same states, and a reader may keep what it
 * derived from them (the review desk's rows).
 */
export function journalStamp(db: ReadableDB, workspaceId: string): string {
  const jobs = get<{ n: number }>(db, sql`SELECT count(*) AS n FROM publish_jobs WHERE workspace_id = ${workspaceId}`)?.n ?? 0;
  const event = get<{ last: number | null }>(db, sql`SELECT max(rowid) AS last FROM publish_events`)?.last ?? 0;
  return `${jobs}:${event}`;
}
