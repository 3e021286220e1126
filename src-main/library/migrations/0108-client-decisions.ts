import type { WritableDB } from '../sql';

/**
 * A client's decisions come back whoever made the preview (issue 34, reviewcore):
 * - the team outbox takes client-preview exports (`export`) and relayed client decisions
 *   (`client_decision`), so the binding carries them in the team's `reviews` document and every
 *   member's laptop recognises a decisions file, whoever exported the page;
 * - `client_decisions`: what the client decided on a post, relayed by a member (an approver's import
 *   names the approval it made; an editor's import keeps a client's approval here, waiting for an
 *   approver to confirm it, and never as an approval).
 * The outbox is rebuilt as in 0107 (SQLite cannot alter a CHECK); its triggers are installed again
 * when the library opens (team-triggers.ts).
 */
export function up(db: WritableDB): void {
  const triggers = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'team_outbox_%'`).all() as Array<{ name: string }>;
  for (const t of triggers) db.exec(`DROP TRIGGER IF EXISTS "${t.name}"`);
  db.exec(`
    CREATE TABLE team_outbox_new (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      entity TEXT NOT NULL CHECK (entity IN ('draft', 'campaign', 'job', 'review', 'approval', 'comment', 'export', 'client_decision')),
      entity_id TEXT NOT NULL,
      PRIMARY KEY (workspace_id, entity, entity_id)
    ) STRICT, WITHOUT ROWID;
    INSERT INTO team_outbox_new SELECT workspace_id, entity, entity_id FROM team_outbox;
    DROP TABLE team_outbox;
    ALTER TABLE team_outbox_new RENAME TO team_outbox;

    CREATE TABLE client_decisions (
      id TEXT PRIMARY KEY,
      workspace_id TEXT NOT NULL,
      export_id TEXT NOT NULL,
      draft_id TEXT NOT NULL,
      revision TEXT NOT NULL,
      decision TEXT NOT NULL CHECK (decision IN ('approve', 'request_changes')),
      relayed_by TEXT NOT NULL,
      approval_id TEXT,
      comment_id TEXT,
      at TEXT NOT NULL
    ) STRICT;
    CREATE INDEX client_decisions_by_draft ON client_decisions (draft_id, at, id);
  `);
}
