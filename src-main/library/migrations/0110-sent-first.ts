import type { WritableDB } from '../sql';

/**
 * bywhom (walk 3b): a teammate's outcome says whether its call was the one the Hub ran under the
 * post's key or a replay of another member's (publish-events.ts `sentFirstOf`), so every laptop
 * names the same member as the post's sender. NULL: not known (an outcome shared before this, or a
 * call whose answer never said).
 */
export function up(db: WritableDB): void {
  db.exec(`ALTER TABLE team_outcomes ADD COLUMN sent_first TEXT CHECK (sent_first IS NULL OR sent_first IN ('original', 'replay'))`);
}
