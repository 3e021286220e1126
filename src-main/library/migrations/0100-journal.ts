import type { WritableDB } from '../sql';

/**
 * The publisher's journal (owned by src-main/publisher; applied by the library's migrations).
 *
 * - publish_batches / publish_batch_items: what the user asked to publish, written first, so a
 *   crash before a draft was journaled still resumes it (nothing is lost).
 * - publish_jobs: one row per post sent; its Idempotency-Key and the request (fields JSON, content
 *   type, the body's digest, each photo's sha256 and where its bytes are kept in the body store's
 *   pack files) are made durable BEFORE the call. A resend rebuilds the body byte for byte from
 *   the row and the packs (src-main/publisher/bodies.ts).
 * - publish_events: every attempt, answer and state change, appended.
 *
 * No release has shipped: this one migration is the journal as it stands (it replaced 0100-0102 of
 * the development builds, with the whole-body formats they read: a BLOB table and whole-body packs).
 *
 * Indexes: the state index finds unfinished jobs; `publish_jobs_resendable` holds only the final
 * jobs whose body is still kept (done with same-key retries exhausted: the user may resend those
 * exact bytes under a new key), so finding every job that needs its body never reads the done
 * jobs; its condition is the library's `NEEDS_BODY` term (publish-jobs.ts), word for word.
 */
export const JOURNAL_SQL = `
CREATE TABLE publish_batches (
  id TEXT PRIMARY KEY,
  workspace_id TEXT,
  kind TEXT NOT NULL,
  options TEXT NOT NULL DEFAULT '{}',
  state TEXT NOT NULL DEFAULT 'open',
  block_code TEXT,
  block_message TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

CREATE TABLE publish_batch_items (
  batch_id TEXT NOT NULL REFERENCES publish_batches(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  draft_id TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  job_id TEXT,
  problems TEXT,
  PRIMARY KEY (batch_id, position)
) STRICT;
CREATE INDEX publish_batch_items_pending ON publish_batch_items(state) WHERE state = 'pending';

CREATE TABLE publish_jobs (
  id TEXT PRIMARY KEY,
  batch_id TEXT REFERENCES publish_batches(id) ON DELETE SET NULL,
  draft_id TEXT,
  workspace_id TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  reason TEXT NOT NULL DEFAULT 'publish',
  parent_job_id TEXT,
  state TEXT NOT NULL,
  hub_status TEXT,
  platforms TEXT NOT NULL,
  fields TEXT NOT NULL,
  photos TEXT NOT NULL,
  content_type TEXT NOT NULL,
  body_sha256 TEXT NOT NULL,
  body_bytes INTEGER NOT NULL,
  budget_bytes INTEGER,
  scheduled_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  polls INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER,
  request_id TEXT,
  hub_job_id TEXT,
  result TEXT,
  outcomes TEXT,
  last_error_code TEXT,
  last_error_message TEXT,
  superseded_by TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  sent_at INTEGER,
  final_at INTEGER
) STRICT;
CREATE INDEX publish_jobs_state ON publish_jobs(state, next_at);
CREATE INDEX publish_jobs_batch ON publish_jobs(batch_id);
CREATE INDEX publish_jobs_draft ON publish_jobs(draft_id);
CREATE INDEX publish_jobs_resendable ON publish_jobs(state) WHERE last_error_code IS 'retries_exhausted';


CREATE TABLE publish_events (
  id INTEGER PRIMARY KEY,
  job_id TEXT NOT NULL,
  at INTEGER NOT NULL,
  type TEXT NOT NULL,
  state TEXT,
  detail TEXT
) STRICT;
CREATE INDEX publish_events_job ON publish_events(job_id, id);
`;

export const version = 100;
export const name = '0100-journal';

/** Runs inside the library's upgrade transaction (it opens none of its own). */
export function up(db: WritableDB): void {
  db.exec(JOURNAL_SQL);
}
