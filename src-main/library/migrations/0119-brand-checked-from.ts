import type { WritableDB } from '../sql';

/**
 * h-brand (walk 33b): a brand kept by name (`name:…`, src-shared/brand.ts) turned into the id of the profile of that very
 * name is not an edit of what was approved. `drafts.profile_from` keeps, beside the resolved `profile_id`, the `name:…`
 * value it was resolved from (library brand-names.ts, drafts.replaceProfile); a person's change of profile clears it. The
 * content revision (team/review.ts contentRevision) reads the brand as that name, so an approval of the name stands on
 * every laptop, whether it read the profiles or not. NULL: the brand is as chosen (no resolution since).
 */
export function up(db: WritableDB): void {
  db.exec(`ALTER TABLE drafts ADD COLUMN profile_from TEXT`);
}
