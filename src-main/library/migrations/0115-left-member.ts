import type { WritableDB } from '../sql';

/**
 * w12sidebar (walk 12, issue 34): a workspace that left a team keeps who this laptop was on it (its member name at
 * the leave), so the lines it still says of the team's drafts name its own steps "you" ("You edited after Bảo
 * approved"), never its own name back as a stranger's. Rows of an older leave have none (null).
 */
export function up(db: WritableDB): void {
  db.exec('ALTER TABLE team_left_drafts ADD COLUMN member TEXT');
}
