import type { WritableDB } from '../sql';

/**
 * Review rows shared by the team (issue 34, team-wire): the team outbox takes review steps,
 * approvals and comments too, so the binding carries the 0105 tables to the team's `reviews` and
 * `approvals` documents exactly as it carries drafts to `library` and jobs to `outcomes`.
 *
 * Only the outbox's entity CHECK changes; the table is rebuilt (SQLite cannot alter a CHECK). The
 * outbox triggers name the table in their bodies, and a rename checks every trigger: they are
 * dropped here, and opening the library installs them again (team-triggers.ts syncTeamTriggers).
 */
export function up(db: WritableDB): void {
  const triggers = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'team_outbox_%'`).all() as Array<{ name: string }>;
  for (const t of triggers) db.exec(`DROP TRIGGER IF EXISTS "${t.name}"`);
  db.exec(`
    CREATE TABLE team_outbox_new (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      entity TEXT NOT NULL CHECK (entity IN ('draft', 'campaign', 'job', 'review', 'approval', 'comment')),
      entity_id TEXT NOT NULL,
      PRIMARY KEY (workspace_id, entity, entity_id)
    ) STRICT, WITHOUT ROWID;
    INSERT INTO team_outbox_new SELECT workspace_id, entity, entity_id FROM team_outbox;
    DROP TABLE team_outbox;
    ALTER TABLE team_outbox_new RENAME TO team_outbox;
  `);
}
