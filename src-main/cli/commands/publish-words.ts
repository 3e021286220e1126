/**
 * The English words of `postroom publish` (split from publish.ts): its summary of what was sent and held back, and
 * why (w12cli, w20cli), the batch progress line and the Hub's answer notes (w20cli).
 */
import type { ReviewHoldKind } from '../../campaigns';
import type { RunReport } from '../../publisher';
import { REVOKED_WORDS } from './campaign-status-words';

/**
 * w12cli (walk 12): a skipped draft whose post was sent before, by this laptop (already_sent) or a teammate's
 * (sent_by_team, guard.ts): "already sent" in the summary, never "with problems" (it said "0 already sent, 1 with
 * problems" of a post Lan had scheduled, in a workspace that left the team).
 */
export const sentBefore = (s: { problems: ReadonlyArray<{ code: string }> }): boolean => s.problems.some((p) => p.code === 'already_sent' || p.code === 'sent_by_team');

export const REVIEW_HOLD_CODE_ROLE = 'role_cannot_publish';
/** w20cli: the viewer's hold in its own words ("a viewer cannot publish"), the reason of its line, without what to do. */
export const roleWords = (problems: ReadonlyArray<{ code: string; message: string }>): string =>
  (problems.find((p) => p.code === REVIEW_HOLD_CODE_ROLE)?.message ?? '').split(':')[0] ?? '';

/** w20cli: the posts held back, not for a problem nor for their review: a revoked token, a team left (review-hold.ts kinds). */
export function heldApart(skipped: RunReport['skipped'], kindOf: (code: string) => ReviewHoldKind | null): { revoked: number; left: number } {
  const open = skipped.filter((s) => !sentBefore(s));
  const has = (k: ReviewHoldKind) => (s: (typeof open)[number]): boolean => s.problems.some((p) => kindOf(p.code) === k);
  return { revoked: open.filter(has('revoked')).length, left: open.filter((s) => !has('revoked')(s) && has('left')(s)).length };
}

/**
 * The batch's one summary line. w8send (walk 8, finding 11b): of the drafts waiting for the team's review, those sent
 * back with changes requested are said so, naming who asked ("1 with changes requested by Bảo"), not "waiting for approval".
 */
export function publishSummary(skipped: RunReport['skipped'], sent: number, held: number, waiting: number, kindOf: (code: string) => ReviewHoldKind | null): string {
  const open = skipped.filter((s) => !sentBefore(s));
  // w12cli (walk 12): a post a teammate sent (the guard's sent_by_team) is already sent, naming who ("1 already sent (by Lan)").
  const senders = [...new Set(skipped.flatMap((s) => s.problems.filter((p) => p.code === 'sent_by_team' && p.who).map((p) => p.who as string)))];
  // Each held draft once, by its first review hold's kind (the core's one reviewHoldKind, campaigns/review-hold.ts).
  const kind = (s: RunReport['skipped'][number]): ReviewHoldKind | null => {
    const kinds = s.problems.map((p) => kindOf(p.code)).filter((k): k is ReviewHoldKind => k !== null);
    return kinds.includes('changes') ? 'changes' : (kinds[0] ?? null);
  };
  const back = open.filter((s) => kind(s) === 'changes');
  const by = [...new Set(back.flatMap((s) => s.problems.filter((p) => p.code === 'changes_requested' && p.who).map((p) => p.who as string)))];
  // w11words (walk 11): a draft never sent for review is "not sent for review yet", as the Send tab splits it, not
  // "waiting for approval" (nobody was asked to approve it). w12cli: one sent under its approval, sent again as new,
  // is neither: it was approved and sent; it needs a NEW approval to go again.
  const toSubmit = open.filter((s) => kind(s) === 'to_submit').length;
  const resend = open.filter((s) => kind(s) === 'resend').length;
  const parts = [`${held} already sent${senders.length > 0 ? ` (by ${senders.join(', ')})` : ''}`];
  // w20cli (walk 18, 5): a viewer's laptop, a revoked token, a team left hold a post whatever its review: each said under its
  // own reason, the hold's (the viewer's in the words of the line above it), never "waiting for approval" nor "with problems".
  // The viewer's hold is one of the review holds (REVIEW_HOLD_CODES, counted in `waiting`); the other two are not.
  const role = open.filter((s) => kind(s) === 'role');
  const { revoked, left } = heldApart(skipped, kindOf);
  const inReview = waiting - back.length - toSubmit - resend - role.length;
  if (inReview > 0) parts.push(`${inReview} waiting for approval`);
  if (role.length > 0) parts.push(`${role.length} held back: ${roleWords(role[0]!.problems)}`);
  if (revoked > 0) parts.push(`${revoked} held back: ${REVOKED_WORDS}`);
  if (left > 0) parts.push(`${left} of a team this workspace left`);
  if (toSubmit > 0) parts.push(`${toSubmit} not sent for review yet`);
  if (resend > 0) parts.push(`${resend} sent under ${resend === 1 ? 'its approval' : 'their approvals'} before, needing a new approval to go again`);
  if (back.length > 0) parts.push(`${back.length} with changes requested${by.length > 0 ? ` by ${by.join(', ')}` : ''}`);
  parts.push(`${skipped.length - held - waiting - revoked - left} with problems`);
  return `sent ${sent} draft${sent === 1 ? '' : 's'}; not sent ${skipped.length}${skipped.length ? ` (${parts.join(', ')})` : ''}`;
}

/** The progress line of a batch: how many went to the Hub, how many were held back, of how many. */
export function progressLine(batchId: string, sent: number, heldBack: number, total: number): string {
  return `batch ${batchId.slice(0, 8)}: ${sent + heldBack}/${total} done (${sent} sent to the Hub${heldBack > 0 ? `, ${heldBack} held back, not sent` : ''})`;
}

/**
 * w20cli (walk 18, 8a): the notes a run says of the Hub's connectivity readings. The publisher's first reading of a run is a
 * change (from "not known yet"): a Hub answering from the start is not news, and "again" is said only after this run saw
 * it unreachable (every publish that sent began with "the Hub answers again").
 */
export function hubAnswerNotes(): (c: { online: boolean; changed: boolean; reason: string | null }) => string | null {
  let down = false;
  return (c) => {
    if (!c.changed) return null;
    if (!c.online) {
      down = true;
      return `the Hub cannot be reached (${c.reason ?? 'no answer'}): jobs wait and retry`;
    }
    const again = down;
    down = false;
    return again ? 'the Hub answers again' : null;
  };
}
