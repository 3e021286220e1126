import type { WritableDB, Workspace } from '../library';
import { teamError } from './errors';
import { canWrite, type Role } from './protocol';
import { readKeptTeam } from './kept';
import { readTokenRefusal } from './session';

/**
 * The changes of the shared library, named by the bridge method that makes each: refused on a
 * viewer's laptop in a team workspace (`forbidden`), before anything is written. ONE list for every
 * shell: the bridge wraps each of these methods (bridge/core.ts), and each CLI command that makes
 * one of these changes names it (Command.writes), the CLI refusing it before the command runs.
 */
export const LIBRARY_WRITES = [
  'drafts.create', 'drafts.update', 'drafts.duplicate', 'drafts.delete', 'drafts.restore', 'drafts.tag', 'drafts.import',
  'photos.add', 'photos.addBytes', 'photos.remove', 'photos.reorder',
  'campaigns.create', 'campaigns.addDrafts', 'campaigns.rename', 'campaigns.delete', 'campaigns.removeDrafts', 'campaigns.import', 'campaigns.applyPlan',
  'campaigns.useBestHours', 'campaigns.duplicate', 'posts.bulkApply', 'posts.bulkSet',
] as const;
export type LibraryWrite = (typeof LIBRARY_WRITES)[number];

/**
 * composelive (walk 5): the review steps and comments of a team, refused like a library change on a laptop that
 * may not edit (a revoked token: `revoked`; a viewer: `forbidden`), before anything is written. A workspace that
 * is not a team's is never refused.
 */
export const REVIEW_WRITES = [
  'review.act', 'review.comment', 'review.campaign', 'review.decisions',
  // w9keep (walk 9): keeping an approval over a client's request and confirming a client's approval are review steps
  // too (before: a revoked laptop kept the approval locally, and the keep reached the team silently on a rejoin).
  'review.keepClient', 'review.confirmClient',
  // w9revoked (walk 9): a client preview remembers its export in the team's `reviews` document (so any member's laptop
  // recognises the decisions file): a row the team shares, written like a review step.
  'review.preview',
] as const;
export type ReviewWrite = (typeof REVIEW_WRITES)[number];

/** What a laptop whose token the team revoked is told of every change of the team's library or reviews. */
export const REVOKED_READ_ONLY = 'The team revoked this computer\'s member token: the library is read-only here until you join again with a new token from the team owner. Nothing was changed.';

/**
 * Refuses a change of `w`'s library when `role` (the member's on this laptop) may not write it; a workspace that is
 * not a team's is never refused. w9revoked (walk 9): given the library (`db`), a token the team server was last heard
 * revoking (session.ts keeps it) is refused first, with the revocation (the CLI, an app whose session has not met
 * the refusal again yet).
 */
/** walk 25 (10): the team by its own name (as its server last said it), never the workspace's name taken for the team's. */
function teamNamed(w: Workspace, db?: WritableDB): string {
  const team = db && w.team ? readKeptTeam(db, w.id, w.team.url) : null;
  return team ? `the team "${team.name}" (workspace "${w.name}")` : `the team of the workspace "${w.name}"`;
}

export function refuseLibraryWrite(w: Workspace, role: Role | null | undefined, db?: WritableDB): void {
  if (w.team && db && readTokenRefusal(db, w.id, w.team.url) === 'revoked') throw teamError('revoked', REVOKED_READ_ONLY);
  if (w.team && role && !canWrite(role, 'library')) throw teamError('forbidden', `You are a viewer on ${teamNamed(w, db)}: viewers cannot change the shared library. Nothing was changed.`);
}
