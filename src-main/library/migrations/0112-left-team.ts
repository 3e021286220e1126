import type { WritableDB } from '../sql';

/**
 * leave (walk 4, issue 34): a workspace that left a team keeps the team's drafts, readable, but
 * they are published (and approved) only through the team. This table names them: every draft the
 * workspace held when it left, with the team it left. Rejoining that team clears its rows; a draft
 * made afterwards (a Duplicate: a new id) is not in it and is the workspace's own.
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE team_left_drafts (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      draft_id TEXT NOT NULL,
      team_id TEXT NOT NULL,
      team_url TEXT NOT NULL,
      left_at TEXT NOT NULL,
      PRIMARY KEY (workspace_id, draft_id)
    ) WITHOUT ROWID;
  `);
}
