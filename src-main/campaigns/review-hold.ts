/**
 * w12cli (walk 12, c): what a post held back by the team's review waits for, from its hold's code: ONE answer for the
 * send's recorded skips (skip-reasons.ts), the Send tab's count now (send-now.ts) and `postroom publish`'s last line.
 * Before, they disagreed on `resend_needs_approval`: "waiting for approval" in one, "not sent for review yet" in the
 * other. Neither is true of it: the post WAS sent for review, approved, and sent under that approval (its review state
 * is approved); sending it again as a new post needs a NEW approval (publisher team.ts rule 3): its own kind, `resend`.
 *
 * - in_review: sent for review, waiting for an approver (waiting_approval).
 * - to_submit: never sent for review, or edited since its approval and not sent again (waiting_review).
 * - changes: sent back with changes requested (changes_requested).
 * - resend: approved and already sent under that approval: going again as new needs a new approval (resend_needs_approval).
 * - role: a viewer's laptop publishes nothing (role_cannot_publish).
 * - left: a post of a team this workspace left (left_team).
 * - revoked (w13revoked, walk 13): the team revoked this laptop's member token: nothing of the team is sent from here
 *   (revoked), whatever the post's review; never "an error" to fix.
 */
export type ReviewHoldKind = 'in_review' | 'to_submit' | 'changes' | 'resend' | 'role' | 'left' | 'revoked';

const KIND: Readonly<Record<string, ReviewHoldKind>> = Object.freeze({
  waiting_approval: 'in_review', waiting_review: 'to_submit', changes_requested: 'changes', resend_needs_approval: 'resend',
  role_cannot_publish: 'role', left_team: 'left', revoked: 'revoked',
});

/** The kind of a hold's code, or null: the code is not a hold of the team's review (a problem to fix, sent by a teammate…). */
export function reviewHoldKind(code: string): ReviewHoldKind | null {
  return Object.hasOwn(KIND, code) ? KIND[code]! : null;
}
