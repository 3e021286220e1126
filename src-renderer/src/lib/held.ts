/**
 * heldfix (issue 34, walk 3b): the sentence for a post the team's review holds back (the core's
 * problem from `drafts.publishHold` or a "not sent" batch), naming whom it waits for in the user's
 * language. Null when the code is not a review hold (the caller words it as any other problem).
 */
type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/** "an owner or an approver", from the team's `approvers` setting (review.settings). */
export function approversWords(approvers: readonly string[], t: T): string {
  const o = approvers.includes('owner');
  const a = approvers.includes('approver');
  return t(`heldfix.approvers.${o && a ? 'both' : o ? 'owner' : 'approver'}`);
}

export const HELD_CODES: ReadonlySet<string> = new Set(['waiting_approval', 'waiting_review', 'changes_requested', 'role_cannot_publish', 'resend_needs_approval']);

export function heldSentence(p: { code: string; who?: string | undefined }, approvers: readonly string[], t: T): string | null {
  if (!HELD_CODES.has(p.code)) return null;
  if (p.code === 'changes_requested') return p.who ? t('heldfix.waits.changes_requested_by', { values: { who: p.who } }) : t('heldfix.waits.changes_requested');
  return t(`heldfix.waits.${p.code}`, { values: { who: approversWords(approvers, t) } });
}

// heldsend: which held posts wait for the team's review is the core's to say (campaigns dryrun.ts `waiting`),
// read by the dry run, Send and the CLI alike; the screens no longer group the rows themselves.
