import type { WritableDB } from '../sql';

/**
 * authorship (issue 34, walk 3b): who CREATED a team draft, so that "authors may not approve
 * their own posts", "waits for <author>" and withdraw name the member who wrote it, not whoever
 * sent it for review first (an approver submitting an editor's draft became its author). The
 * creator is what the team's `library` document already records as the draft's first History
 * line ("<name> created this draft"); the team binding copies it here (team/binding.ts). No row:
 * a draft no team history names a creator of (made before this table) → its first submitter
 * (library/reviews.ts authorOf: the one derivation).
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE draft_authors (
      draft_id TEXT PRIMARY KEY,
      workspace_id TEXT NOT NULL,
      member TEXT NOT NULL CHECK (length(member) BETWEEN 1 AND 200),
      at TEXT NOT NULL
    ) STRICT, WITHOUT ROWID;
  `);
}
