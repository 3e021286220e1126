import type { WritableDB } from '../sql';

/**
 * Campaigns become plannable and sendable (issue 23):
 *
 * - `campaign_plans`: how a campaign is spread over time (as JSON: the mode, the zone, the
 *   interval, the minimum gap per channel, Hub scheduling or the Hub's queue) and where its send
 *   stands (`idle` → `sending` ⇄ `paused` → `done` | `cancelled`). A campaign without a row has the
 *   default plan and has never been sent.
 * - `campaign_sends`: each post handed to the publisher (with the publisher batch it went in),
 *   skipped by it for its problems (in that batch, no job made, nothing sent), or withdrawn before
 *   it was sent. What is not here has not been sent, so a send that stops (pause, quit, crash)
 *   goes on with exactly the posts still to send; skipped posts wait for the next explicit send.
 * - `cached_queue_settings`: each profile's queue slots from GET /v1/queue/settings, kept for
 *   planning offline.
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE campaign_plans (
      campaign_id TEXT PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
      plan TEXT NOT NULL DEFAULT '{}' CHECK (json_type(plan) = 'object'),
      send_state TEXT NOT NULL DEFAULT 'idle' CHECK (send_state IN ('idle', 'sending', 'paused', 'done', 'cancelled')),
      updated_at TEXT NOT NULL
    ) STRICT;

    CREATE TABLE campaign_sends (
      campaign_id TEXT NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
      draft_id TEXT NOT NULL,
      -- the publisher batch the post went in; NULL when it was withdrawn before sending
      batch_id TEXT,
      outcome TEXT NOT NULL CHECK (outcome IN ('handed', 'skipped', 'withdrawn')),
      at TEXT NOT NULL,
      PRIMARY KEY (campaign_id, draft_id),
      CHECK ((outcome = 'withdrawn') = (batch_id IS NULL))
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX campaign_sends_by_batch ON campaign_sends (campaign_id, batch_id);

    CREATE TABLE cached_queue_settings (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      profile_id TEXT NOT NULL,
      timezone TEXT NOT NULL,
      slots TEXT NOT NULL CHECK (json_type(slots) = 'array'),
      fetched_at TEXT NOT NULL,
      PRIMARY KEY (workspace_id, profile_id)
    ) STRICT, WITHOUT ROWID;
  `);
}
