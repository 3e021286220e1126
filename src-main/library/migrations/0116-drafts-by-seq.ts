import type { WritableDB } from '../sql';

/**
 * w31paging: the Library's list pages by `seq` (newest first, a key no edit changes: draft-queries.ts `list`), read
 * through an index instead of sorting every live draft of the workspace for each page. Partial, as drafts_by_updated:
 * the trash is read through drafts_deleted. (drafts_by_updated stays: the date filter over "changed" reads it.)
 */
export function up(db: WritableDB): void {
  db.exec(`CREATE INDEX drafts_by_seq ON drafts (workspace_id, seq DESC) WHERE deleted_at IS NULL;`);
}
