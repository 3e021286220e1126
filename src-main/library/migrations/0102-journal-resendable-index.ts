import type { WritableDB } from '../sql';

/**
 * The jobs that are final yet still need their body (done with same-key retries exhausted: the
 * user may resend those exact bytes under a new key), indexed on their own. With the state index
 * for the unfinished ones, the publisher finds every job needing its body (which packs to keep,
 * after each run) without reading the done jobs, which grow with every post ever sent. The index
 * holds only those rare rows; its condition is the journal's own (`IS`, as in publisher/journal.ts).
 */
export const version = 102;
export const name = '0102-journal-resendable-index';

export const RESENDABLE_INDEX_SQL = `
CREATE INDEX publish_jobs_resendable ON publish_jobs(state) WHERE last_error_code IS 'retries_exhausted';
`;

/** Runs inside the library's upgrade transaction (it opens none of its own). */
export function up(db: WritableDB): void {
  db.exec(RESENDABLE_INDEX_SQL);
}
