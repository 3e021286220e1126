import type { WritableDB } from '../sql';

/**
 * h-restore (session 29, 1): "Restore withdrawn" put a post back to its campaign's next Send by deleting its send record
 * (campaign_sends holds one record per post), and a batch whose posts were all restored lost its line in the Send tab and
 * `campaign status`. `campaign_sends_restored` keeps each record a restore took back, as it was, with when: the
 * campaign's batches are read from both, so the history stays while the post goes again as a new record.
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE campaign_sends_restored (
      campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
      draft_id TEXT NOT NULL,
      batch_id TEXT,
      outcome TEXT NOT NULL CHECK (outcome IN ('handed', 'withdrawn')),
      at TEXT NOT NULL,
      restored_at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX campaign_sends_restored_by_batch ON campaign_sends_restored (campaign_id, batch_id);
    CREATE INDEX campaign_sends_restored_by_draft ON campaign_sends_restored (draft_id, batch_id);
  `);
}
