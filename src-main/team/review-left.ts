/**
 * w17you (walk 16, F5): the team's posts a workspace kept when it LEFT its team, in review as they were when it left.
 * No step is open on them here (review-actions.ts plan refuses each with left_team), so listReviews leaves them out
 * of the queue; they are still in review, and every reader says so from this one list: the CLI's `review list`
 * printed "no post is in review" (--json: all counts 0) while Compose on the same laptop said "In review".
 */
import { firstLine } from '../../src-shared/first-line';
import { teamRows, type ReadableDB } from '../library';
import { reviewedDrafts, reviewOf, type PostReview, type ReviewMember } from './review-actions';

/** A kept post of the team left, in review or sent back with changes requested when the workspace left. */
export interface LeftReviewRow extends PostReview {
  /** The caption's first line (what the person recognises the post by). */
  caption: string;
}

/** The review states a post is "in review" in (an approval edited since is in review, reviewOf's `stale`). */
const IN_REVIEW = new Set<PostReview['state']>(['in_review', 'changes_requested']);

/** The kept posts of the team this workspace left that are in review (newest step first); none outside a left workspace. */
export function leftInReview(db: ReadableDB, member: ReviewMember, opts: { workspaceId?: string } = {}): LeftReviewRow[] {
  if (!member.solo) return [];
  const out: LeftReviewRow[] = [];
  for (const d of reviewedDrafts(db, opts.workspaceId)) {
    if (!teamRows.leftTeamOf(db, d.workspaceId, d.id)) continue;
    const r = reviewOf(db, d);
    if (IN_REVIEW.has(r.state)) out.push({ ...r, caption: firstLine(d.caption).trim() });
  }
  return out;
}
