/**
 * The publisher's journal, tables `publish_batches` and `publish_batch_items` (migration
 * 0100-journal): what the user asked to publish, in order, written first, so a crash before a
 * draft was journaled still resumes it. Plain functions, db first.
 */
import { notFound } from './errors';
import { commitAs, parseJson, type Durability } from './publish-jobs';
import { all, get, run, sql, type ReadableDB, type WritableDB } from './sql';

export type BatchKind = 'drafts' | 'campaign' | 'all' | 'retry_channels' | 'resend' | 'refit';
export type BatchState = 'open' | 'closed' | 'blocked';

export interface Batch {
  id: string;
  workspaceId: string | null;
  kind: BatchKind;
  options: Record<string, unknown>;
  state: BatchState;
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

interface Row { id: string; workspace_id: string | null; kind: BatchKind; options: string; state: BatchState; block_code: string | null; block_message: string | null; created_at: number; updated_at: number }
interface ItemRow { batch_id: string; position: number; draft_id: string; state: BatchItem['state']; job_id: string | null; problems: string | null }

const toBatch = (r: Row): Batch => ({
  id: r.id, workspaceId: r.workspace_id, kind: r.kind, options: parseJson<Record<string, unknown>>(r.options, {}), state: r.state,
  block: r.block_code === null ? null : { code: r.block_code, message: r.block_message ?? '' }, createdAt: r.created_at, updatedAt: r.updated_at,
});

/** Records a batch and its drafts in order, before anything is fitted or sent (see `Durability`). */
export function createBatch(
  db: WritableDB,
  b: { id: string; workspaceId: string | null; kind: BatchKind; options?: Record<string, unknown>; draftIds: readonly string[] },
  o: { now: number; durable: Durability },
): Batch {
  commitAs(db, o.durable, () => {
    run(db, sql`INSERT INTO publish_batches (id, workspace_id, kind, options, created_at, updated_at) VALUES (${b.id}, ${b.workspaceId}, ${b.kind}, ${JSON.stringify(b.options ?? {})}, ${o.now}, ${o.now})`);
    b.draftIds.forEach((draftId, i) => run(db, sql`INSERT INTO publish_batch_items (batch_id, position, draft_id) VALUES (${b.id}, ${i}, ${draftId})`));
  });
  return getBatch(db, b.id);
}

/** @throws LibraryError `not_found` */
export function getBatch(db: ReadableDB, id: string): Batch {
  const r = get<Row>(db, sql`SELECT * FROM publish_batches WHERE id = ${id}`);
  if (!r) throw notFound('batch', id);
  return toBatch(r);
}

export function listBatches(db: ReadableDB, q: { states?: readonly BatchState[]; workspaceId?: string | null } = {}): Batch[] {
  return all<Row>(db, sql`SELECT * FROM publish_batches ORDER BY created_at, rowid`).map(toBatch)
    .filter((b) => (!q.states || q.states.includes(b.state)) && (q.workspaceId === undefined || b.workspaceId === q.workspaceId));
}

export function setBatchState(db: WritableDB, id: string, o: { state: BatchState; at: number; block?: { code: string; message: string } | null }): void {
  run(db, sql`UPDATE publish_batches SET state = ${o.state}, block_code = ${o.block?.code ?? null}, block_message = ${o.block?.message ?? null}, updated_at = ${o.at} WHERE id = ${id}`);
}

/**
 * An item's state as every reading takes it. w31twoproc (walk 29): before skipItem kept to pending items, a run beside
 * another process on one data dir could skip an item that process had just journaled, leaving it 'skipped' WITH its
 * job (a pending or skipped item never has one otherwise): every reading counted that post twice, as its job and as
 * held back. Such an item is read as what it is, journaled with its job (its stale problems unsaid), so a library
 * written by an older build reads true too.
 */
const ITEMS = sql`(SELECT batch_id, position, draft_id, job_id,
    CASE WHEN state = 'skipped' AND job_id IS NOT NULL THEN 'journaled' ELSE state END AS state,
    CASE WHEN state = 'skipped' AND job_id IS NOT NULL THEN NULL ELSE problems END AS problems
  FROM publish_batch_items)`;

export function batchItems(db: ReadableDB, batchId: string, o: { state?: BatchItem['state'] } = {}): BatchItem[] {
  const rows = o.state
    ? all<ItemRow>(db, sql`SELECT * FROM ${ITEMS} WHERE batch_id = ${batchId} AND state = ${o.state} ORDER BY position`)
    : all<ItemRow>(db, sql`SELECT * FROM ${ITEMS} WHERE batch_id = ${batchId} ORDER BY position`);
  return rows.map((r) => ({ batchId: r.batch_id, position: r.position, draftId: r.draft_id, state: r.state, jobId: r.job_id, problems: parseJson<unknown[] | null>(r.problems, null) }));
}

/** Counts of a batch's items by state (aggregated in SQL). */
export function itemCounts(db: ReadableDB, batchId: string): Record<string, number> {
  return Object.fromEntries(all<{ state: string; n: number }>(db, sql`SELECT state, count(*) AS n FROM ${ITEMS} WHERE batch_id = ${batchId} GROUP BY state`).map((r) => [r.state, r.n]));
}

/**
 * A draft that did not pass preflight or whose media could not be fitted: no job, no key. Only a PENDING item is
 * skipped: one another process (or run) journaled meanwhile keeps its claim and its job (w31twoproc, walk 29: the app's
 * resume skipped posts the CLI had just journaled, and every reading of the batch counted them twice).
 * @returns whether the item was skipped here (false: it was journaled or skipped already).
 */
export function skipItem(db: WritableDB, item: { batchId: string; position: number; problems: unknown[] }): boolean {
  return run(db, sql`UPDATE publish_batch_items SET state = 'skipped', problems = ${JSON.stringify(item.problems)} WHERE batch_id = ${item.batchId} AND position = ${item.position} AND state = 'pending'`).changes === 1;
}

/** Whether the journal's tables are in this db (migration 0100 applied). */
export function hasJournal(db: ReadableDB): boolean {
  return get<{ n: number }>(db, sql`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('publish_jobs','publish_events','publish_batches','publish_batch_items')`)?.n === 4;
}
