/**
 * reviewtruth (issue 34, walk 4): what the review screens say from the core's review DTO, in one place
 * for the queue, Compose's review panel and the campaign Review tab: who took the last step (an
 * approval edited since names the editor; a client's agreement is said), and Compose's "Publish
 * again" hint by the post's review state and the reader's verdicts.
 */
import type { PostReviewDto } from '../../../src-main/bridge/contract';
import { approversWords, namesOr } from './held';
import { sayName } from './reader';
import { formatInZone } from './schedule';
import { get } from 'svelte/store';
import { locale } from 'svelte-i18n';

type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;

/**
 * w21words (walk 19, 2): the one sentence of an approval gone stale, for the review badge and the calendar chip's
 * tooltip: only a new time chosen since (the core's `choseTime`, w16asnew) says so, never "Edited".
 */
export const staleWords = (r: Partial<Pick<PostReviewDto, 'choseTime'>>, t: T): string => t(r.choseTime ? 'w16asnew.staleTime' : 'review.stale');

/** The Who column: "approved by Bảo", "edited by Lan after Bảo approved", "approved by Bảo — the client agrees" (w11client), "— the client approved" once an approver confirmed the client's approval (w20cli), "approved by Bảo (the client decided)" for an approval made from the client's decisions file. */
export function whoLine(r: Pick<PostReviewDto, 'last' | 'stale' | 'editedBy' | 'editors' | 'clientAgreed' | 'clientDecided'> & Partial<Pick<PostReviewDto, 'choseTime' | 'atHub'>> & { state?: string; unchangedSince?: PostReviewDto['unchangedSince'] }, t: T, me: string | null = null): string {
  if (!r.last) return '';
  // w11words (walk 11): the reader's own step says "you" ("sent for review by you"), never their own name back.
  const by = sayName(r.last.by, me, t);
  if (r.stale && r.last.action === 'approve') {
    // w11undo (walk 11): every member who changed it since the approval (the core's `editors`), not only the last saver.
    const editors = r.editors && r.editors.length > 0 ? r.editors : r.editedBy ? [r.editedBy] : [];
    // w16asnew (walk 15): only its time changed since (the core's `choseTime`): "new time chosen by Lan after you approved: …".
    if (r.choseTime && editors.length > 0) {
      return t(r.atHub ? 'w16asnew.choseAsNew' : 'w16asnew.chose', { values: { editor: editorsWords(editors, me, t), by, time: choseTimeWords(r.choseTime, t) } });
    }
    // composelive (walk 5): my own edit says its subject, "edited by you" / "Bạn đã sửa".
    if (editors.length === 1 && me !== null && editors[0] === me) return t('composelive.editedAfterByMe', { values: { by } });
    return editors.length > 0 ? t('reviewtruth.editedAfter', { values: { editor: editorsWords(editors, me, t), by } }) : t('reviewtruth.editedAfterUnknown', { values: { by } });
  }
  // An approval made from the client's decision says so itself (reviewcore; walk 44a/b: the queue and Compose said only
  // "approved by Olivia", the campaign's Review tab alone added it): "approved by Olivia (the client decided)".
  const decided = r.last.action === 'approve' && r.clientDecided ? ` ${t('clientImport.clientDecided')}` : '';
  // w19selfedit (walk 17, 7): an approval by a member who had changed the version he approved (the team allows it) says so.
  if (r.last.action === 'approve' && r.last.selfEdited) return t(me !== null && r.last.by === me ? 'w19selfedit.approvedEditedByMe' : 'w19selfedit.approvedEdited', { values: { by } }) + decided;
  // w11words: an approver's "Keep the approval" over a client's request is a keep (the core's `kept`), not a new approval.
  if (r.last.action === 'approve' && r.last.kept) return t('w11words.kept', { values: { by } });
  const line = t(`review.lastStep.${r.last.action}`, { values: { by } });
  // w17unchanged (walk 16): the very version sent back (the core's unchangedSince): "… — sent again unchanged since you asked for changes".
  if (r.last.action === 'submit' && r.state === 'in_review' && r.unchangedSince) return `${line} — ${t('w17unchanged.who', { values: { asker: sayName(r.unchangedSince.by, me, t) } })}`;
  if (decided) return line + decided;
  // A confirmation of the client's approval says the client agreed.
  // w20cli (walk 18, 6): the client approved first and the approver confirmed it: "— the client approved", not "agrees".
  return r.last.action === 'approve' && r.clientAgreed ? `${line} ${t(r.clientAgreed.first === 'client' ? 'w20cli.whoClientFirst' : 'w11client.whoAgrees')}` : line;
}

/**
 * Walk 44a: a campaign step shut for several posts of one reason (the core's refused verdict `n`), said of them all:
 * "you wrote these 2 posts, and …" (was the one post's "you wrote this post" for two). null: the one post's words.
 */
export function reasonOfMany(v: { reason: string; n?: number }, t: T): string | null {
  return (v.reason === 'own_post' || v.reason === 'own_edit') && (v.n ?? 1) > 1 ? t(`review.reasonMany.${v.reason}`, { values: { n: v.n ?? 1 } }) : null;
}

/** w11undo: the editors' names as one phrase, the reader first as "you": "Lan", "you and Bảo", "Lan, Bảo and Minh". */
export function editorsWords(editors: readonly string[], me: string | null, t: T): string {
  const names = me !== null && editors.includes(me) ? [t('w11undo.you'), ...editors.filter((e) => e !== me)] : [...editors];
  if (names.length <= 1) return names.join('');
  if (names.length === 2) return t('w11undo.two', { values: { a: names[0] as string, b: names[1] as string } });
  return t('w11undo.more', { values: { rest: names.slice(0, -1).join(t('w11undo.sep')), last: names[names.length - 1] as string } });
}

/**
 * editedtime (walk 6): the time said beside the Who line (ISO): an approval edited since says the EDIT's time
 * (the core's `editedAt`: the team's history line, or this laptop's save), any other step its own time.
 * Before: "edited by Lan after Bảo approved · <the approval's time>".
 */
export function whoWhen(r: Pick<PostReviewDto, 'last' | 'stale' | 'editedAt'>): string | null {
  if (!r.last) return null;
  return r.stale && r.last.action === 'approve' && r.editedAt ? r.editedAt : r.last.at;
}

/**
 * w16asnew: the time a post goes at after a new time was chosen (the core's `choseTime`), in the reader's language:
 * "16 Jan 2027, 08:00 (Asia/Ho_Chi_Minh)", the Hub's queue, or now.
 */
export function choseTimeWords(c: NonNullable<PostReviewDto['choseTime']>, t: T): string {
  if (c.queue) return t('w16asnew.queue');
  if (!c.at) return t('w16asnew.now');
  return `${formatInZone(c.at, c.zone, get(locale) ?? undefined) ?? c.at} (${c.zone ?? 'UTC'})`;
}

/**
 * Walk 39b: sending it again as new waits for a withdrawal the reader may not make: who may, by name (the core's
 * `withdrawers`), or that no member listed may now. Compose and the Outbox card say it alike (againHint).
 */
export function withdrawWait(names: readonly string[], t: T): string {
  return names.length > 0 ? t('w39withdraw.againWaitWithdraw', { values: { who: namesOr(names, t) } }) : t('w39withdraw.againNobodyWithdraw');
}

/**
 * Compose's hint when "Publish again" needs a new approval (truth's `needs_new_approval`): what the
 * post's review waits for, as the reader may act on it (the core's verdicts), never an action refused to them.
 */
export function againHint(r: Pick<PostReviewDto, 'state' | 'author' | 'actions'> & Partial<Pick<PostReviewDto, 'choseTime' | 'atHub' | 'withdrawers'>>, approvers: readonly string[], t: T): string {
  const allowed = (a: keyof PostReviewDto['actions']): boolean => r.actions[a]?.do === 'allowed';
  // rejoin (walk 7): in a workspace that LEFT the team no review happens here: the left-team reason, never "waits for Lan".
  if (Object.values(r.actions).some((v) => v?.do === 'refused' && v.reason === 'left_team')) return t('compose.problem.left_team');
  const author = r.author ?? '';
  switch (r.state) {
    case 'approved':
      if (allowed('withdraw')) return t('reviewtruth.again.withdraw');
      // w12words (walk 12): the same instruction as its author reads (withdraw, then send for review again), named for
      // the reader: before, Bảo read "waits for Lan to send it for review again" while Lan read "withdraw it in Review, then …".
      // walk 39b: who may, as the core lists them (its version's authors and the owners, never a revoked member); the
      // author "or an owner" only while no member list was read here.
      if (r.withdrawers) return withdrawWait(r.withdrawers, t);
      return author ? t('w12words.againWaitWithdraw', { values: { author } }) : t('reviewtruth.again.withdraw');
    case 'in_review':
      // w16asnew (walk 15): a new time chosen for a post the Hub holds: it waits to be sent as a new post at that time.
      if (r.choseTime && r.atHub && !allowed('approve')) return t('w16asnew.waitTime', { values: { who: approversWords(approvers, t), time: choseTimeWords(r.choseTime, t) } });
      return allowed('approve') ? t('reviewtruth.again.approve') : t('reviewtruth.again.waitApproval', { values: { who: approversWords(approvers, t) } });
    case 'changes_requested':
      return allowed('submit') || !author ? t('reviewtruth.again.changes') : t('reviewtruth.again.waitAuthor', { values: { author } });
    case 'draft':
    default:
      return allowed('submit') || !author ? t('reviewtruth.again.submit') : t('reviewtruth.again.waitAuthor', { values: { author } });
  }
}

/**
 * A dry run's rows waiting for the team's review: in review (waiting for an approver) apart from not sent for review.
 * h-nobody: `nobody`, of `inReview`, the posts nobody in this team may approve (absent: none).
 * w15review (walk 14): a post approved and already sent under that approval (resend_needs_approval) is neither: it needs
 * a new approval before it goes again (`resend`: the core's one kind, campaigns/review-hold.ts, as Send and the CLI count it).
 */
export function splitWaiting(rows: ReadonlyArray<{ draftId: string; held: boolean; problems: ReadonlyArray<{ code: string; nobody?: string; withdrawn?: unknown }> }>): { inReview: number; toSubmit: number; resend: number; nobody?: number; takenBack?: number } {
  const inReview = new Set<string>();
  const toSubmit = new Set<string>();
  // h-camphead (walk 44a, 7 rest): of those to submit, the posts whose approval was taken back (the core's hold says so: `withdrawn`).
  const takenBack = new Set<string>();
  const resend = new Set<string>();
  // h-nobody (walk 41a): of those in review, the posts nobody in this team may approve (the core's hold says so: `nobody`).
  const nobody = new Set<string>();
  for (const r of rows) {
    if (!r.held) continue;
    if (r.problems.some((p) => p.code === 'waiting_approval' && p.nobody)) nobody.add(r.draftId);
    if (r.problems.some((p) => p.code === 'waiting_approval')) inReview.add(r.draftId);
    else if (r.problems.some((p) => p.code === 'waiting_review')) {
      toSubmit.add(r.draftId);
      if (r.problems.some((p) => p.code === 'waiting_review' && p.withdrawn)) takenBack.add(r.draftId);
    }
    else if (r.problems.some((p) => p.code === 'resend_needs_approval')) resend.add(r.draftId);
  }
  return { inReview: inReview.size, toSubmit: toSubmit.size, resend: resend.size, ...(nobody.size > 0 ? { nobody: nobody.size } : {}), ...(takenBack.size > 0 ? { takenBack: takenBack.size } : {}) };
}

/**
 * w19selfedit (walk 17, 7): under an Approve refused `own_edit`, who may approve the version instead (the core's
 * ownEditApprovers): "Chi may approve it.", or plainly that nobody else in the team may, and how to go on.
 */
export function ownEditWho(r: Pick<PostReviewDto, 'ownEditApprovers'>, t: T): string {
  const names = r.ownEditApprovers;
  if (names === undefined || names === null) return t('w19selfedit.unknown');
  return names.length > 0 ? t('w19selfedit.who', { values: { names: namesOr(names, t) } }) : t('w19selfedit.nobody');
}
