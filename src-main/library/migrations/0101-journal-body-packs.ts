import type { WritableDB } from '../sql';

/**
 * The publisher keeps the exact body of an unfinished job in a pack file beside the library
 * (src-main/publisher/bodies.ts) instead of a BLOB: the row records which pack and where; its
 * length and sha256 are the existing body_bytes / body_sha256. Rows written before this keep
 * their body in publish_bodies (still read), as does a journal with no directory (in memory).
 * Since then new jobs keep only their photos in packs (where, in each entry of `photos`) and are
 * rebuilt from the row; these columns hold the whole-body packs of jobs journaled before that.
 */
export const version = 101;
export const name = '0101-journal-body-packs';

export const BODY_PACKS_SQL = `
ALTER TABLE publish_jobs ADD COLUMN body_pack TEXT;
ALTER TABLE publish_jobs ADD COLUMN body_offset INTEGER;
`;

/** Runs inside the library's upgrade transaction (it opens none of its own). */
export function up(db: WritableDB): void {
  db.exec(BODY_PACKS_SQL);
}
