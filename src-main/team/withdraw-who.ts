/**
 * Walk 39b: who may withdraw a post sent under its current approval, in the CLI's English, as the app's Compose and
 * Outbox card say it (reviewtruth.ts againHint over the review's `actions.withdraw` and `withdrawers`): the reader when
 * the review table lets them, else who may by name (version-review.ts otherWithdrawers: its version's authors and the
 * owners, never a revoked member), the rule's words when no member list was read here. Before, `publish` told every
 * reader "`postroom review withdraw ID`", which the table refuses an approver who did not write the post.
 */
import type { ReadableDB } from '../library';
import { reviewVerdict } from './review';
import { reviewOf, type ReviewMember } from './review-actions';
import { actorOf, otherWithdrawers } from './version-review';
import { namesOr } from './who-approves';

/** What sending `draftId` again as new waits for, from the withdrawal on; null: it is not approved (another step first). */
export function withdrawWhoEnglish(db: ReadableDB, member: ReviewMember, draftId: string): string | null {
  let r: ReturnType<typeof reviewOf>;
  try {
    r = reviewOf(db, draftId);
  } catch {
    return null; // deleted, or the library is busy: the refusal's own words
  }
  if (r.state !== 'approved') return null;
  const withdraw = `postroom review withdraw ${draftId}`;
  const then = `then send it for review again (postroom review submit ${draftId}) to be approved again`;
  if (!member.revoked && reviewVerdict(r.state, 'withdraw', actorOf(db, member, r), member.settings).do === 'allowed') return `you may withdraw it (${withdraw}), ${then}`;
  const names = otherWithdrawers(db, member, r);
  if (names === null) return `its authors or an owner may withdraw it (${withdraw}), ${then}`;
  if (names.length === 0) return 'no member of the team who may withdraw it (its authors or an owner) can now: ask the team owner';
  return `${namesOr(names)} may withdraw it (${withdraw}), ${then}`;
}
