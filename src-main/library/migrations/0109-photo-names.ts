import type { WritableDB } from '../sql';

/**
 * A photo's file name travels with it (walk 3a, `photoname`): a teammate's photo is stored under its
 * sha256 (team/<ab>/<sha256>), so the name it came with from the team document is kept here, by
 * photo id. A table of its own, not a column of draft_photos: a draft's save rewrites its photo
 * rows (same ids), and the name must outlive that. No row: the name is the file name of the photo's
 * path (this laptop's own photos, and every photo of a library before 0109).
 */
export function up(db: WritableDB): void {
  db.exec(`
    CREATE TABLE photo_names (
      photo_id TEXT PRIMARY KEY,
      name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255)
    ) STRICT, WITHOUT ROWID;
  `);
}
