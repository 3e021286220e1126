import type { WritableDB } from '../sql';

/**
 * A campaign's last dry run, kept (issue 31, left31): its fingerprint, when it ran, its problem counts and
 * each post as it saw it, so after a restart the app and `postroom campaign status` still say what it found
 * and whether the plan changed since (it was kept in the running app's memory alone).
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE campaign_dry_runs (
      campaign_id TEXT PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
      fingerprint TEXT NOT NULL,
      at TEXT NOT NULL,
      summary TEXT NOT NULL,
      posts TEXT NOT NULL
    ) STRICT;
  `);
}
