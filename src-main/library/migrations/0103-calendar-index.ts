import type { WritableDB } from '../sql';

/**
 * The calendar's reads (issue 23): a month of a workspace's posts by time, and its queued posts,
 * read through an index instead of every draft of the workspace (draft-schedules.ts `calendar`).
 * Both partial: deleted drafts and drafts without a time or queue take no room in them.
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE INDEX drafts_by_schedule ON drafts (workspace_id, scheduled_ms) WHERE deleted_at IS NULL AND scheduled_ms IS NOT NULL;
    CREATE INDEX drafts_queued ON drafts (workspace_id) WHERE deleted_at IS NULL AND add_to_queue = 1;
  `);
}
