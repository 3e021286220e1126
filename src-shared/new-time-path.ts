/**
 * w20again (walk 18, finding 4): what "Send it as a new post at another time…" (Compose, a post the Hub holds) offers,
 * and which path it names, from the core's verdict of sending it again (posts.actions `send_again`, with the team's
 * overlay: publisher/team-actions.ts), the step a new time takes here (team-actions.ts newTimeStep) and the post's review.
 *
 * In a team that requires approval (`review_first`) the time is part of what is approved (w16asnew): choosing it sends
 * the post for review WITH that time, and one approval lets the new post go. Walk 18: the shut reason said "withdraw it
 * in Review, then send it for review again"; Lan did, Bảo approved — the post at the time the Hub already holds — and
 * choosing the new time then sent it back to review: a second approval. So:
 * - `choose_time`: it went out under its current approval (or is in review at the Hub's time, or edited since): open;
 *   choosing the new time is the step that sends it for review with it (one approval).
 * - `choose_then_submit`: withdrawn, never sent for review, or changes asked: open; choose the time, then send it for
 *   review (one approval, of the new time).
 * - `approved_old_time`: approved again without a new time (the approval is of the time the Hub holds): open, and said
 *   plainly before: choosing the new time sends it back to review, a second approval.
 * - `shut`: refused for another reason (a new time already chosen waits for its review or approval, left the team,
 *   revoked…): its words (Compose's againHint: "waits for approval by …", "send it for review again").
 * - `open`: nothing to say (outside a team, no approval required, or not refused).
 * Written once for the core's tests and the renderer (src-shared), read from the verdicts the bridge gives.
 */
export type NewTimePath = 'open' | 'choose_time' | 'choose_then_submit' | 'approved_old_time' | 'shut';

export interface NewTimeFacts {
  /** team-actions.ts newTimeStep. */
  step: 'sends' | 'review_first';
  /** The `send_again` verdict's reason when refused; null: allowed. */
  refused: string | null;
  /** The post's review (review.get); null: not known or none. */
  review: { state: string; stale: boolean; choseTime?: unknown; approvedNewTime?: unknown; atHub?: unknown } | null;
  /**
   * The draft's own time is one the Hub holds (no new time chosen yet); false: another time is in the draft already (with
   * other edits, so `choseTime` does not say it): then it needs only its review, whose hint says the step. Absent: true.
   */
  draftAtHubTime?: boolean;
}

export function newTimePath(f: NewTimeFacts): NewTimePath {
  const r = f.review;
  if (f.step !== 'review_first') return f.refused === null ? 'open' : 'shut';
  if (f.refused === null) {
    // Approved as it is, the Hub holds it, and no new time in the approval: the approval is of the Hub's time.
    return r && r.state === 'approved' && !r.stale && r.atHub && !r.approvedNewTime ? 'approved_old_time' : 'open';
  }
  if (f.refused !== 'needs_new_approval' || !r) return 'shut';
  // A new time already chosen since the approval: it waits for that approval (the hint names who).
  if (r.choseTime || f.draftAtHubTime === false) return 'shut';
  if (r.state === 'approved' || r.state === 'in_review') return 'choose_time';
  if (r.state === 'draft' || r.state === 'changes_requested') return 'choose_then_submit';
  return 'shut';
}
