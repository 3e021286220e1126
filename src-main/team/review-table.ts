/**
 * w11revoked (walk 11, issue 34): the review steps offered on one post, each with its verdict — ONE table for the
 * Review screen, Compose's review panel and the campaign's Review tab (the bridge's review.get, review.list and
 * review.campaignOf give it as `actions`). Before, the bridge put the reasons together itself.
 *
 * The first reason that holds is the one said: a team this workspace left (left_team), then a laptop whose token the
 * team server revoked (revoked: every step shut, nothing is written — writes.ts refuses a step pressed anyway), then
 * the post's own (an empty draft is not sent for review: nothing_to_publish), then the state × role table (review.ts).
 */
import { reviewVerdict, type ReviewActor, type ReviewReason, type ReviewSettings, type ReviewState } from './review';

export const POST_STEPS = ['submit', 'approve', 'request_changes', 'withdraw', 'comment'] as const;
export type PostStep = (typeof POST_STEPS)[number];
export type StepVerdict = { do: 'allowed' } | { do: 'refused'; reason: ReviewReason };

/** What the table reads of one post and of the person acting on it. */
export interface PostStepFacts {
  state: ReviewState;
  actor: ReviewActor;
  settings: ReviewSettings;
  /** The draft is of a team this workspace left. */
  leftTeam: boolean;
  /** The team server revoked this laptop's token (the session refused, or the refusal kept in the library). */
  revoked: boolean;
  /** The draft has no caption and no photo (review-actions.ts nothingToPublish). */
  empty: boolean;
  /** w8client: a flagged client approval waits in changes requested; its approver's confirm is approved as in review. */
  approveAsInReview: boolean;
}

/** Every step's verdict on one post. */
export function postStepTable(f: PostStepFacts): Record<PostStep, StepVerdict> {
  const out = {} as Record<PostStep, StepVerdict>;
  for (const a of POST_STEPS) out[a] = stepVerdict(f, a);
  return out;
}

function stepVerdict(f: PostStepFacts, a: PostStep): StepVerdict {
  if (f.leftTeam) return { do: 'refused', reason: 'left_team' };
  if (f.revoked) return { do: 'refused', reason: 'revoked' };
  const t = reviewVerdict(a === 'approve' && f.approveAsInReview ? 'in_review' : f.state, a, f.actor, f.settings);
  if (t.do === 'refused') return { do: 'refused', reason: t.reason };
  if (a === 'submit' && f.empty && (f.state === 'draft' || f.state === 'changes_requested')) return { do: 'refused', reason: 'nothing_to_publish' };
  return { do: 'allowed' };
}
