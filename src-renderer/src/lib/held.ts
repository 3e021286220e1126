/**
 * heldfix (issue 34, walk 3b): the sentence for a post the team's review holds back (the core's
 * problem from `drafts.publishHold` or a "not sent" batch), naming whom it waits for in the user's
 * language. Null when the code is not a review hold (the caller words it as any other problem).
 */
import { sayName } from './reader';
import { atStart } from './sendwords';

type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/** "an owner or an approver", from the team's `approvers` setting (review.settings). */
export function approversWords(approvers: readonly string[], t: T): string {
  const o = approvers.includes('owner');
  const a = approvers.includes('approver');
  return t(`heldfix.approvers.${o && a ? 'both' : o ? 'owner' : 'approver'}`);
}

export const HELD_CODES: ReadonlySet<string> = new Set(['waiting_approval', 'waiting_review', 'changes_requested', 'role_cannot_publish', 'resend_needs_approval']);

/** w12words (walk 12): names as one "or" phrase: "Bảo", "Bảo or Chi", "Bảo, Chi or Minh". */
export function namesOr(names: readonly string[], t: T): string {
  if (names.length <= 1) return names.join('');
  return t('w12words.namesOr', { values: { rest: names.slice(0, -1).join(', '), last: names[names.length - 1] as string } });
}

/**
 * The sentence for a held post. `names` (w12words, src-shared/approvers.ts approverNames): the members who may approve
 * it, by name, the reader never among them; empty or absent: the team's approver roles. `me`: the reader's member name —
 * their own request for changes is "You asked for changes" (reader.ts sayName, as the dry run says it), never their name.
 */
export function heldSentence(p: { code: string; who?: string | undefined }, approvers: readonly string[], t: T, names: readonly string[] = [], you = false, me: string | null = null): string | null {
  if (!HELD_CODES.has(p.code)) return null;
  if (p.code === 'changes_requested') return p.who ? t('heldfix.waits.changes_requested_by', { values: { who: atStart(sayName(p.who, me, t)) } }) : t('heldfix.waits.changes_requested');
  return t(`heldfix.waits.${p.code}`, { values: { who: waitWho({ you, names: [...names] }, approvers, t) } });
}

/**
 * w13waits (walk 13): whom a wait is for, in words true for the reader: "you or Chi" when the reader may approve it
 * (src-shared/approvers.ts readerApproves / waitsFor), "Bảo or Chi" by name, else the team's approver roles. The one
 * wording of every "waits for approval by {who}" the renderer says (Compose, the campaign's Send and dry run).
 */
export function waitWho(w: { you: boolean; names: readonly string[] }, approvers: readonly string[], t: T): string {
  const names = w.you ? [t('w9words.you'), ...w.names] : [...w.names];
  return names.length > 0 ? namesOr(names, t) : approversWords(approvers, t);
}

// heldsend: which held posts wait for the team's review is the core's to say (campaigns dryrun.ts `waiting`),
// read by the dry run, Send and the CLI alike; the screens no longer group the rows themselves.

/**
 * w20authors: the sentence for a held post NOBODY in the team may approve (src-shared/approvers.ts waitsFor `nobody`:
 * every member who approves wrote its version), said outright with the setting that lets authors approve; null when
 * the code is not a wait for an approval (the caller says heldSentence).
 */
export function nobodySentence(p: { code: string }, authorsMayApprove: boolean, t: T): string | null {
  if (p.code !== 'waiting_approval' && p.code !== 'waiting_review') return null;
  return authorsMayApprove ? t('w20authors.noApprover') : t(`w20authors.${p.code}`);
}
