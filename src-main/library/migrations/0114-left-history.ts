import type { WritableDB } from '../sql';

/**
 * leftview (walk 7, issue 34): a workspace that left a team keeps who edited the team's drafts it held (the
 * lines of the team's history, read from its document at the leave): "edited by Lan after Bảo approved" stays
 * true there, read-only. Rejoining that team clears its rows (the team's document holds the history again).
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE team_left_history (
      workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
      draft_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      member TEXT NOT NULL,
      at TEXT NOT NULL,
      team_id TEXT NOT NULL,
      PRIMARY KEY (workspace_id, draft_id, seq)
    ) WITHOUT ROWID;
  `);
}
