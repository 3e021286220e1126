/**
 * The journal store: plain functions over a better-sqlite3 handle, db first (model: Signal
 * Desktop's sql/server modules). Tables come from library migration 0100-journal.
 *
 * Durability: writes that must survive a power cut BEFORE a call (the key and exact request of a
 * new job: its fields, content type and digest, its photos' sha256 and where their bytes are kept;
 * the batch's list of drafts) run in `durably`, which commits with synchronous=FULL; new
 * jobs may instead be committed and left to the caller to make durable with that same WAL fsync,
 * off the thread (insertJobs `sync`, wal-sync.ts).
 * Attempt/answer/state rows use the connection's own setting (WAL + NORMAL): they survive a
 * process kill, and if a power cut loses one, the job is merely resent with its SAME key, which
 * the Hub's idempotency turns into a replay of the stored result.
 */
import type { Database, Statement } from 'better-sqlite3';
import { PublisherError } from './errors';
import { FINAL_STATES, isJobState, JOB_STATES, type JobState } from './states';

export interface PhotoMeta {
  filename: string;
  contentType: string;
  sha256: string;
  bytes: number;
  /** Where the BodyStore keeps these bytes while the job may be sent (absent: journaled without a store, or before photo packs). */
  pack?: string;
  offset?: number;
}

export interface ChannelOutcome {
  channel: string;
  /** null while the Hub has not said. */
  success: boolean | null;
  url: string | null;
  code: string | null;
  /** The channel's own words (before `· Tạm dịch:`). */
  message: string | null;
  /** The Vietnamese rendering, when the Hub gave one. */
  vietnamese: string | null;
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

export interface JobEvent {
  id: number;
  jobId: string;
  at: number;
  type: string;
  state: JobState | null;
  detail: Record<string, unknown> | null;
}

export type BatchKind = 'drafts' | 'campaign' | 'all' | 'retry_channels' | 'resend' | 'refit';
export interface Batch {
  id: string;
  workspaceId: string | null;
  kind: BatchKind;
  options: Record<string, unknown>;
  state: 'open' | 'closed' | 'blocked';
  block: { code: string; message: string } | null;
  createdAt: number;
  updatedAt: number;
}
export interface BatchItem {
  batchId: string;
  position: number;
  draftId: string;
  state: 'pending' | 'journaled' | 'skipped';
  jobId: string | null;
  problems: unknown[] | null;
}

const stmts = new WeakMap<Database, Map<string, Statement>>();
function prepare(db: Database, sql: string): Statement {
  let m = stmts.get(db);
  if (!m) stmts.set(db, (m = new Map()));
  let s = m.get(sql);
  if (!s) m.set(sql, (s = db.prepare(sql)));
  return s;
}

/** Throws a typed error when migration 0100 was not applied to this db. */
export function assertJournal(db: Database): void {
  const row = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('publish_jobs','publish_bodies','publish_events','publish_batches','publish_batch_items')").get() as { n: number };
  if (row.n !== 5) throw new PublisherError('journal_missing', 'the library has no publishing journal (migration 0100-journal not applied)');
  const cols = db.prepare("SELECT count(*) AS n FROM pragma_table_info('publish_jobs') WHERE name IN ('body_pack','body_offset')").get() as { n: number };
  if (cols.n !== 2) throw new PublisherError('journal_missing', 'the publishing journal is older than this app (migration 0101-journal-body-packs not applied)');
}

/** Runs `fn` in one transaction committed with synchronous=FULL (then restores the setting). */
export function durably<T>(db: Database, fn: () => T): T {
  const before = db.pragma('synchronous', { simple: true }) as number;
  if (before !== 2) db.pragma('synchronous = FULL');
  try {
    return db.transaction(fn)();
  } finally {
    if (before !== 2) db.pragma(`synchronous = ${before}`);
  }
}

/**
 * `fn` in one transaction: committed durably (`durably`) for 'full'; for 'caller', with the
 * connection's setting, the caller making it durable (WalSync) before it relies on it.
 */
function commitAs<T>(db: Database, sync: 'full' | 'caller', fn: () => T): T {
  return sync === 'full' ? durably(db, fn) : db.transaction(fn)();
}

const json = (v: unknown): string | null => (v === null || v === undefined ? null : JSON.stringify(v));
const parse = <T>(s: unknown, fallback: T): T => {
  if (typeof s !== 'string') return fallback;
  try {
    return JSON.parse(s) as T;
  } catch {
    return fallback;
  }
};

type Row = Record<string, unknown>;
function toJob(r: Row): Job {
  const state = r.state;
  if (!isJobState(state)) throw new PublisherError('invalid_state', `job ${String(r.id)} has an unknown state ${String(state)}`);
  return {
    id: r.id as string,
    batchId: (r.batch_id as string | null) ?? null,
    draftId: (r.draft_id as string | null) ?? null,
    workspaceId: (r.workspace_id as string | null) ?? null,
    idempotencyKey: r.idempotency_key as string,
    reason: r.reason as JobReason,
    parentJobId: (r.parent_job_id as string | null) ?? null,
    state,
    hubStatus: (r.hub_status as string | null) ?? null,
    platforms: parse<string[]>(r.platforms, []),
    fields: parse<Record<string, unknown>>(r.fields, {}),
    photos: parse<PhotoMeta[]>(r.photos, []),
    contentType: r.content_type as string,
    bodySha256: r.body_sha256 as string,
    bodyBytes: r.body_bytes as number,
    budgetBytes: (r.budget_bytes as number | null) ?? null,
    scheduledAt: (r.scheduled_at as string | null) ?? null,
    attempts: r.attempts as number,
    polls: r.polls as number,
    nextAt: (r.next_at as number | null) ?? null,
    requestId: (r.request_id as string | null) ?? null,
    hubJobId: (r.hub_job_id as string | null) ?? null,
    result: parse<Record<string, unknown> | null>(r.result, null),
    outcomes: parse<ChannelOutcome[] | null>(r.outcomes, null),
    lastError: r.last_error_code == null ? null : { code: r.last_error_code as string, message: (r.last_error_message as string | null) ?? '' },
    supersededBy: (r.superseded_by as string | null) ?? null,
    createdAt: r.created_at as number,
    updatedAt: r.updated_at as number,
    sentAt: (r.sent_at as number | null) ?? null,
    finalAt: (r.final_at as number | null) ?? null,
  };
}

export interface NewJob {
  id: string;
  batchId: string | null;
  draftId: string | null;
  workspaceId: string | null;
  idempotencyKey: string;
  reason: JobReason;
  parentJobId: string | null;
  platforms: string[];
  fields: Record<string, unknown>;
  photos: PhotoMeta[];
  contentType: string;
  /** The exact bytes to send (not journaled as such: see `bodyRef` and `photos[].pack`). */
  body: Buffer;
  /** The body's digest (hub PublishBody.digest): with the photos' sha256 it pins down every byte. */
  bodySha256: string;
  /** The photos' bytes, in `photos` order, for the BodyStore (not journaled). */
  photoBytes?: readonly Uint8Array[];
  /** Where the body is stored whole, for a job made from one journaled before photo packs. */
  bodyRef?: { pack: string; offset: number };
  /**
   * The body is rebuilt from the row and the photos' packs (the BodyStore keeps them): nothing
   * goes into publish_bodies. Unset: the body itself is journaled in publish_bodies.
   */
  rebuildable?: boolean;
  budgetBytes: number | null;
  scheduledAt: string | null;
}

/**
 * Journals a new job: its row, its exact body and a 'journaled' event, and (when it belongs to a
 * batch item) marks the item journaled: one transaction, committed with synchronous=FULL.
 */
export function insertJob(db: Database, job: NewJob, now: number, item?: { batchId: string; position: number }): Job {
  const [j] = insertJobs(db, [item ? { job, item } : { job }], now);
  if (!j) throw new PublisherError('invalid_state', `draft ${job.draftId ?? '?'} of batch ${item?.batchId ?? '?'} was already journaled`);
  return j;
}

/**
 * Journals several jobs in ONE transaction committed with synchronous=FULL (one fsync for all).
 * `sync: 'caller'`: committed with the connection's setting, and the CALLER makes the commit
 * durable (WalSync: the same fsync of the WAL, on the thread pool) before it relies on it.
 */
export function insertJobs(db: Database, jobs: ReadonlyArray<{ job: NewJob; item?: { batchId: string; position: number } }>, now: number, sync: 'full' | 'caller' = 'full'): Job[] {
  const inserted = commitAs(db, sync, () => {
    const kept: NewJob[] = [];
    for (const { job, item } of jobs) if (insertOne(db, job, now, item)) kept.push(job);
    return kept;
  });
  // The rows as written (no read-back): every other column has its schema default.
  const out: Job[] = [];
  for (const job of inserted) out.push(journaledJob(job, now));
  return out;
}

/** A just-inserted job as `getJob` would read it. */
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
 * Journals a job that replaces or continues another (a refit, a resend, a retry of failed
 * channels) AND marks the parent (superseded_by, plus `parentPatch`) in ONE durable commit: a
 * stop between the two can never leave both sendable, nor let the parent be replaced twice.
 * @throws PublisherError `invalid_state` when the parent was already superseded.
 */
export function insertChildJob(
  db: Database, job: NewJob, parentId: string, parentPatch: JobPatch, now: number,
  parentEvent: { type: string; detail?: Record<string, unknown> },
): { child: Job; parent: Job } {
  durably(db, () => {
    const parent = getJob(db, parentId);
    if (parent.supersededBy !== null) throw new PublisherError('invalid_state', `job ${parentId} was already replaced by ${parent.supersededBy}`);
    insertOne(db, job, now);
    updateJob(db, parentId, { ...parentPatch, supersededBy: job.id }, now, parentEvent);
  });
  return { child: getJob(db, job.id), parent: getJob(db, parentId) };
}

/**
 * Inserts one job; when it belongs to a batch item, first CLAIMS the item (pending → journaled).
 * An item already claimed (another process or run journaled it meanwhile) gets no second job:
 * returns false. SQLite serialises writers, so two processes cannot both claim one draft.
 */
function insertOne(db: Database, job: NewJob, now: number, item?: { batchId: string; position: number }): boolean {
  if (item) {
    const claimed = prepare(db, "UPDATE publish_batch_items SET state = 'journaled', job_id = ? WHERE batch_id = ? AND position = ? AND state = 'pending'").run(job.id, item.batchId, item.position);
    if (claimed.changes !== 1) return false;
  }
  {
    prepare(db, `INSERT INTO publish_jobs (id, batch_id, draft_id, workspace_id, idempotency_key, reason, parent_job_id, state,
        platforms, fields, photos, content_type, body_sha256, body_bytes, body_pack, body_offset, budget_bytes, scheduled_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, 'prepared', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      job.id, job.batchId, job.draftId, job.workspaceId, job.idempotencyKey, job.reason, job.parentJobId,
      JSON.stringify(job.platforms), JSON.stringify(job.fields), JSON.stringify(job.photos), job.contentType, job.bodySha256, job.body.length,
      job.bodyRef?.pack ?? null, job.bodyRef?.offset ?? null, job.budgetBytes, job.scheduledAt, now, now,
    );
    if (!job.bodyRef && !job.rebuildable) prepare(db, 'INSERT INTO publish_bodies (job_id, body) VALUES (?, ?)').run(job.id, job.body);
    insertEvent(db, job.id, now, 'journaled', 'prepared', { key: job.idempotencyKey, sha256: job.bodySha256, bytes: job.body.length, reason: job.reason, parent: job.parentJobId });
  }
  return true;
}

function insertEvent(db: Database, jobId: string, at: number, type: string, state: JobState | null, detail?: Record<string, unknown>): void {
  prepare(db, 'INSERT INTO publish_events (job_id, at, type, state, detail) VALUES (?, ?, ?, ?, ?)').run(jobId, at, type, state, json(detail));
}

/** Appends an event without changing the job (answers, notes). */
export function appendEvent(db: Database, jobId: string, at: number, type: string, detail?: Record<string, unknown>): void {
  insertEvent(db, jobId, at, type, null, detail);
}

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

const COLUMNS: Record<keyof JobPatch, string> = {
  state: 'state', hubStatus: 'hub_status', attempts: 'attempts', polls: 'polls', nextAt: 'next_at', requestId: 'request_id',
  hubJobId: 'hub_job_id', result: 'result', outcomes: 'outcomes', lastError: 'last_error_code', supersededBy: 'superseded_by',
  sentAt: 'sent_at', finalAt: 'final_at', idempotencyKey: 'idempotency_key',
};

/**
 * Changes a job and appends the event that explains it, in one transaction. When the new state is
 * final the stored body is dropped (fields and photo hashes stay in the row). `durable` commits
 * with synchronous=FULL (used when a NEW key replaces the old one before a call).
 */
export function updateJob(
  db: Database, id: string, patch: JobPatch, at: number, event: { type: string; detail?: Record<string, unknown> }, durable = false,
  /** Events that happened just before this change (an answer), written in the same transaction. */
  before?: ReadonlyArray<{ type: string; detail?: Record<string, unknown> }>,
  /** The job as last read: the result is this with the patch applied (no read-back). */
  current?: Job,
  keepBody = false,
): Job {
  if (current && current.id !== id) throw new PublisherError('invalid_state', `job ${current.id} is not ${id}`);
  const run = (): void => writeUpdate(db, id, patch, at, event, before, keepBody);
  if (durable) durably(db, run);
  else db.transaction(run)();
  return current ? applyPatch(current, patch, at) : getJob(db, id);
}

/** An event waiting to be written with its job's next row update. */
export interface PendingEvent {
  at: number;
  type: string;
  state: JobState | null;
  detail?: Record<string, unknown> | undefined;
}

/** The events of one change: those that happened just before it (an answer), then its own. */
export function changeEvents(
  patch: JobPatch, at: number, event: { type: string; detail?: Record<string, unknown> },
  before?: ReadonlyArray<{ type: string; detail?: Record<string, unknown> }>,
): PendingEvent[] {
  const events: PendingEvent[] = (before ?? []).map((e) => ({ at, type: e.type, state: null, detail: e.detail }));
  events.push({ at, type: event.type, state: patch.state ?? null, detail: event.detail });
  return events;
}

/** `patch` over `base`: the keys `patch` gives (not undefined) win. For a job, or for an earlier patch. */
export function mergePatch<T extends object>(base: T, patch: JobPatch): T {
  return overlay({ ...base }, patch);
}

/** Writes `patch`'s given keys onto `target` (one pass, no entry arrays: this runs per answer). */
function overlay<T extends object>(target: T, patch: JobPatch): T {
  for (const k in patch) {
    const v = patch[k as keyof JobPatch];
    if (v !== undefined) (target as Record<string, unknown>)[k] = v;
  }
  return target;
}

/**
 * Several changes of one job as ONE row update (the patches merged in order, later wins) and
 * their events, in order; no transaction of its own and no body drop (the caller commits).
 */
export function writeMerged(db: Database, id: string, patch: JobPatch, events: readonly PendingEvent[]): void {
  const at = events.at(-1)?.at;
  if (at === undefined) throw new PublisherError('invalid_state', `no event for the change of job ${id}`);
  for (const e of events) insertEvent(db, id, e.at, e.type, e.state, e.detail);
  setColumns(db, id, patch, at);
}

/** Every key a patch may have, in a fixed order: bit i of a patch's shape is PATCH_KEYS[i]. */
const PATCH_KEYS = Object.keys(COLUMNS) as Array<keyof JobPatch>;
/** The UPDATE for each set of keys changed (a handful in practice): its SQL and its keys in order. */
const updateShapes = new Map<number, { sql: string; keys: Array<keyof JobPatch> }>();

/**
 * Writes a patch's columns. The SQL for the patch's set of keys is made once (its statement then
 * comes from `prepare`'s cache): no SQL text built, and no named-parameter object, per change
 * (two or three a post sent).
 */
function setColumns(db: Database, id: string, patch: JobPatch, at: number): void {
  let shape = 0;
  for (let i = 0; i < PATCH_KEYS.length; i++) if (patch[PATCH_KEYS[i]!] !== undefined) shape |= 1 << i;
  let u = updateShapes.get(shape);
  if (!u) {
    const keys = PATCH_KEYS.filter((_, i) => (shape & (1 << i)) !== 0);
    const sets = ['updated_at = ?'];
    for (const k of keys) {
      if (k === 'lastError') sets.push('last_error_code = ?', 'last_error_message = ?');
      else sets.push(`${COLUMNS[k]} = ?`);
    }
    u = { sql: `UPDATE publish_jobs SET ${sets.join(', ')} WHERE id = ?`, keys };
    updateShapes.set(shape, u);
  }
  const params: unknown[] = [at];
  for (const k of u.keys) {
    const v = patch[k];
    if (k === 'lastError') {
      const e = v as JobPatch['lastError'];
      params.push(e?.code ?? null, e?.message ?? null);
    } else params.push(k === 'result' || k === 'outcomes' ? json(v) : v);
  }
  params.push(id);
  const info = prepare(db, u.sql).run(params);
  if (info.changes !== 1) throw new PublisherError('job_not_found', `no job ${id}`);
}

/**
 * The writes of `updateJob` (the row change, the events before it and its own event, the body
 * drop) WITHOUT a transaction of their own: for a caller that commits several changes together.
 */
function writeUpdate(
  db: Database, id: string, patch: JobPatch, at: number, event: { type: string; detail?: Record<string, unknown> },
  before?: ReadonlyArray<{ type: string; detail?: Record<string, unknown> }>, keepBody = false,
): void {
  writeMerged(db, id, patch, changeEvents(patch, at, event, before));
  // A final job's body is dropped (fields and photo hashes stay). Kept when same-key retries were
  // exhausted: the user may resend those exact bytes under a new key. `keepBody`: the caller drops
  // bodies later in bulk (dropBodies), which is cheaper than freeing each blob's pages per answer.
  if (!keepBody && bodyDroppable(patch)) {
    prepare(db, 'DELETE FROM publish_bodies WHERE job_id = ?').run(id);
  }
}

/** Whether a change makes the job's stored body useless (final, and not resendable as-is). */
export function bodyDroppable(patch: JobPatch): boolean {
  const final = patch.state === 'done' || patch.state === 'refused' || patch.state === 'cancelled';
  return final && patch.lastError?.code !== 'retries_exhausted';
}

/** Drops the stored bodies of these jobs (final ones) in one transaction. */
export function dropBodies(db: Database, jobIds: readonly string[]): void {
  if (jobIds.length === 0) return;
  db.transaction(() => {
    const del = prepare(db, 'DELETE FROM publish_bodies WHERE job_id = ?');
    for (const id of jobIds) del.run(id);
  })();
}

/**
 * SQL: the job still needs its body (not final, or final with same-key retries exhausted:
 * resendable as-is); never NULL. The SQL twin of `bodyDroppable`, for stored rows. Written so
 * SQLite finds those rows through indexes, never by reading the done jobs (which grow with every
 * post ever sent; `livePacks` runs after every run): the states that are NOT final (IN, not NOT
 * IN) through the state index, the resendable ones through their partial index (migration 0102,
 * whose condition is this `IS` term, word for word).
 */
const NEEDS_BODY = `(state IN (${JOB_STATES.filter((st) => !FINAL_STATES.includes(st)).map((st) => `'${st}'`).join(', ')}) OR (state = 'done' AND last_error_code IS 'retries_exhausted'))`;

/**
 * Read from the bodies' side (a few rows), each job found by its id, not by a pass over every job
 * ever journaled (a join leaves the order to the planner, which scanned the jobs). A body whose
 * job is gone gives NULL and is left alone, as before.
 */
export const PRUNE_FINAL_BODIES_SQL = `DELETE FROM publish_bodies WHERE (SELECT NOT ${NEEDS_BODY} FROM publish_jobs WHERE id = publish_bodies.job_id)`;

/** Drops bodies left behind by final jobs (a stop between an answer and the bulk drop). */
export function pruneFinalBodies(db: Database): number {
  return prepare(db, PRUNE_FINAL_BODIES_SQL).run().changes;
}

/** The job as it now stands in the db, without reading it back (the patch is what was written). */
export function applyPatch(job: Job, patch: JobPatch, at: number): Job {
  return overlay({ ...job, updatedAt: at }, patch);
}

export function findJob(db: Database, id: string): Job | undefined {
  const r = prepare(db, 'SELECT * FROM publish_jobs WHERE id = ?').get(id) as Row | undefined;
  return r ? toJob(r) : undefined;
}

export function getJob(db: Database, id: string): Job {
  const j = findJob(db, id);
  if (!j) throw new PublisherError('job_not_found', `no job ${id}`);
  return j;
}

export function jobByKey(db: Database, key: string): Job | undefined {
  const r = prepare(db, 'SELECT * FROM publish_jobs WHERE idempotency_key = ?').get(key) as Row | undefined;
  return r ? toJob(r) : undefined;
}

/**
 * Where the exact body journaled for a job is: in publish_bodies (`body`), whole in a pack of the
 * BodyStore (`ref`, jobs journaled before photo packs), or nowhere whole: rebuilt from the row and
 * its photos' packs (`rebuild`). Undefined once the job is final (the body is no longer needed).
 */
export function bodyLocation(db: Database, jobId: string): { body: Buffer } | { ref: { pack: string; offset: number; bytes: number; sha256: string } } | { rebuild: true } | undefined {
  const r = prepare(db, `SELECT body_pack, body_offset, body_bytes, body_sha256, ${NEEDS_BODY} AS needed FROM publish_jobs WHERE id = ?`).get(jobId) as
    { body_pack: string | null; body_offset: number | null; body_bytes: number; body_sha256: string; needed: number } | undefined;
  if (!r || !r.needed) return undefined;
  if (r.body_pack !== null && r.body_offset !== null) return { ref: { pack: r.body_pack, offset: r.body_offset, bytes: r.body_bytes, sha256: r.body_sha256 } };
  const b = getBody(db, jobId);
  return b ? { body: b } : { rebuild: true };
}

/** The body stored in publish_bodies (jobs journaled without a BodyStore), or undefined once dropped. */
export function getBody(db: Database, jobId: string): Buffer | undefined {
  const r = prepare(db, 'SELECT body FROM publish_bodies WHERE job_id = ?').get(jobId) as { body: Buffer } | undefined;
  return r?.body;
}

/** Packs that jobs still needing their body refer to (every other pack may be removed). */
export const LIVE_PACKS_SQL = `SELECT body_pack AS pack FROM publish_jobs WHERE body_pack IS NOT NULL AND ${NEEDS_BODY}
    UNION SELECT json_extract(p.value, '$.pack') FROM publish_jobs j, json_each(j.photos) p WHERE ${NEEDS_BODY} AND json_extract(p.value, '$.pack') IS NOT NULL`;

export function livePacks(db: Database): Set<string> {
  const rows = prepare(db, LIVE_PACKS_SQL).all() as { pack: string }[];
  return new Set(rows.map((r) => r.pack));
}

export interface JobQuery {
  ids?: readonly string[];
  states?: readonly JobState[];
  batchId?: string;
  draftId?: string;
  workspaceId?: string | null;
  limit?: number;
  /** Oldest first (default newest first). */
  oldestFirst?: boolean;
}

export function listJobs(db: Database, q: JobQuery = {}): Job[] {
  const where: string[] = [];
  const params: unknown[] = [];
  if (q.ids) {
    if (q.ids.length === 0) return [];
    // One parameter for any number of ids (SQLite binds at most 32,766 to a statement).
    where.push('id IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(q.ids));
  }
  if (q.states) {
    if (q.states.length === 0) return [];
    where.push(`state IN (${q.states.map(() => '?').join(',')})`);
    params.push(...q.states);
  }
  if (q.batchId !== undefined) {
    where.push('batch_id = ?');
    params.push(q.batchId);
  }
  if (q.draftId !== undefined) {
    where.push('draft_id = ?');
    params.push(q.draftId);
  }
  if (q.workspaceId !== undefined) {
    where.push(q.workspaceId === null ? 'workspace_id IS NULL' : 'workspace_id = ?');
    if (q.workspaceId !== null) params.push(q.workspaceId);
  }
  const sql = `SELECT * FROM publish_jobs ${where.length ? 'WHERE ' + where.join(' AND ') : ''} ORDER BY created_at ${q.oldestFirst ? 'ASC' : 'DESC'}, rowid ${q.oldestFirst ? 'ASC' : 'DESC'}${q.limit ? ' LIMIT ' + Math.max(1, Math.floor(q.limit)) : ''}`;
  return (db.prepare(sql).all(...params) as Row[]).map(toJob);
}

/** These jobs' ids in journal order (oldest first, as `listJobs` with `oldestFirst`); unknown ids are left out. */
export function jobOrder(db: Database, ids: readonly string[]): string[] {
  const rows = prepare(db, 'SELECT id FROM publish_jobs WHERE id IN (SELECT value FROM json_each(?)) ORDER BY created_at, rowid').all(JSON.stringify(ids)) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}

export function jobEvents(db: Database, jobId: string): JobEvent[] {
  return (prepare(db, 'SELECT * FROM publish_events WHERE job_id = ? ORDER BY id').all(jobId) as Row[]).map((r) => ({
    id: r.id as number,
    jobId: r.job_id as string,
    at: r.at as number,
    type: r.type as string,
    state: isJobState(r.state) ? r.state : null,
    detail: parse<Record<string, unknown> | null>(r.detail, null),
  }));
}

/** Draft ids that already have a job which is not refused or cancelled (so `--all` skips them). */
export function draftsWithLiveJobs(db: Database): Set<string> {
  const rows = prepare(db, "SELECT DISTINCT draft_id FROM publish_jobs WHERE draft_id IS NOT NULL AND state NOT IN ('refused','cancelled')").all() as { draft_id: string }[];
  const pending = prepare(db, "SELECT DISTINCT draft_id FROM publish_batch_items WHERE state = 'pending'").all() as { draft_id: string }[];
  return new Set([...rows, ...pending].map((r) => r.draft_id));
}

// ---- batches ----

function toBatch(r: Row): Batch {
  return {
    id: r.id as string,
    workspaceId: (r.workspace_id as string | null) ?? null,
    kind: r.kind as BatchKind,
    options: parse<Record<string, unknown>>(r.options, {}),
    state: r.state as Batch['state'],
    block: r.block_code == null ? null : { code: r.block_code as string, message: (r.block_message as string | null) ?? '' },
    createdAt: r.created_at as number,
    updatedAt: r.updated_at as number,
  };
}

/**
 * Records a batch and its drafts in order, durably, before anything is fitted or sent.
 * `sync: 'caller'`: committed with the connection's setting; the caller makes it durable (WalSync).
 */
export function createBatch(db: Database, b: { id: string; workspaceId: string | null; kind: BatchKind; options?: Record<string, unknown>; draftIds: readonly string[] }, now: number, sync: 'full' | 'caller' = 'full'): Batch {
  commitAs(db, sync, () => {
    prepare(db, 'INSERT INTO publish_batches (id, workspace_id, kind, options, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      b.id, b.workspaceId, b.kind, JSON.stringify(b.options ?? {}), now, now);
    const ins = prepare(db, 'INSERT INTO publish_batch_items (batch_id, position, draft_id) VALUES (?, ?, ?)');
    for (let i = 0; i < b.draftIds.length; i++) ins.run(b.id, i, b.draftIds[i]);
  });
  return getBatch(db, b.id);
}

export function getBatch(db: Database, id: string): Batch {
  const r = prepare(db, 'SELECT * FROM publish_batches WHERE id = ?').get(id) as Row | undefined;
  if (!r) throw new PublisherError('batch_not_found', `no batch ${id}`);
  return toBatch(r);
}

export function listBatches(db: Database, q: { states?: Batch['state'][]; workspaceId?: string | null } = {}): Batch[] {
  const rows = db.prepare('SELECT * FROM publish_batches ORDER BY created_at, rowid').all() as Row[];
  return rows.map(toBatch).filter((b) => (!q.states || q.states.includes(b.state)) && (q.workspaceId === undefined || b.workspaceId === q.workspaceId));
}

export function setBatchState(db: Database, id: string, state: Batch['state'], now: number, block: { code: string; message: string } | null = null): void {
  prepare(db, 'UPDATE publish_batches SET state = ?, block_code = ?, block_message = ?, updated_at = ? WHERE id = ?').run(state, block?.code ?? null, block?.message ?? null, now, id);
}

export function batchItems(db: Database, batchId: string, state?: BatchItem['state']): BatchItem[] {
  const rows = (state
    ? prepare(db, 'SELECT * FROM publish_batch_items WHERE batch_id = ? AND state = ? ORDER BY position').all(batchId, state)
    : prepare(db, 'SELECT * FROM publish_batch_items WHERE batch_id = ? ORDER BY position').all(batchId)) as Row[];
  return rows.map((r) => ({
    batchId: r.batch_id as string,
    position: r.position as number,
    draftId: r.draft_id as string,
    state: r.state as BatchItem['state'],
    jobId: (r.job_id as string | null) ?? null,
    problems: parse<unknown[] | null>(r.problems, null),
  }));
}

/** Counts of a batch's items by state and of its jobs by state (aggregated in SQL). */
export function batchCounts(db: Database, batchId: string): { items: Record<string, number>; jobs: Record<string, number> } {
  const items = prepare(db, 'SELECT state, count(*) AS n FROM publish_batch_items WHERE batch_id = ? GROUP BY state').all(batchId) as { state: string; n: number }[];
  const jobs = prepare(db, 'SELECT state, count(*) AS n FROM publish_jobs WHERE batch_id = ? GROUP BY state').all(batchId) as { state: string; n: number }[];
  return { items: Object.fromEntries(items.map((r) => [r.state, r.n])), jobs: Object.fromEntries(jobs.map((r) => [r.state, r.n])) };
}

/** A draft that did not pass preflight or whose media could not be fitted: no job, no key. */
export function skipItem(db: Database, batchId: string, position: number, problems: unknown[]): void {
  prepare(db, "UPDATE publish_batch_items SET state = 'skipped', problems = ? WHERE batch_id = ? AND position = ?").run(JSON.stringify(problems), batchId, position);
}
