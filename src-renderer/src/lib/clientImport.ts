/**
 * The client decisions import's words and its panel's lifetime (w8client, w9words walk 9): the toast counts
 * each outcome as the core's import says it (team/preview/decisions.ts); the panel lists what the import did,
 * which is true only until one of its posts takes another step (an approver confirms, a teammate edits):
 * then it says so and leaves the posts' states to the table, which reads them now.
 */
import type { PostReviewDto, ReviewDecisionsDto } from '../../../src-main/bridge/contract';
import { ownEditWho } from './reviewtruth';

type T = (key: string, opts?: { values?: Record<string, string | number> }) => string;
type Decision = Pick<ReviewDecisionsDto['decisions'][number], 'decision' | 'outcome'> & { unchanged?: boolean; note?: boolean; ownVersion?: ReviewDecisionsDto['decisions'][number]['ownVersion']; nobodyApproves?: boolean };

// w9words: a decision the post already had says which ("1 already approved"), not "1 already so".
const PARTS: ReadonlyArray<readonly [string, (d: Decision) => boolean]> = [
  ['w8client.part.approved', (d) => d.outcome === 'approved'],
  ['w8client.part.waiting', (d) => d.outcome === 'waiting_for_approver' && !d.ownVersion && !d.nobodyApproves],
  // Walk 43a (2): an editor's import of a version nobody else in this team may approve: nobody is waited for.
  ['w43client.part', (d) => d.outcome === 'waiting_for_approver' && !d.ownVersion && !!d.nobodyApproves],
  // Walk 42a: an approver's import of a version they wrote or changed: not approved (never "approved by you").
  ['w42a.part', (d) => d.outcome === 'waiting_for_approver' && !!d.ownVersion],
  ['w8client.part.over', (d) => d.outcome === 'over_request'],
  // Walk 43a (1): the page was made before the team's request for changes: the request answers the client's approval.
  ['w43client.partAnswered', (d) => d.outcome === 'answered_by_request'],
  ['w8client.part.changes', (d) => d.outcome === 'changes_requested'],
  ['w8client.part.kept', (d) => d.outcome === 'approval_kept'],
  // w11client (walk 11): the client approved the version already approved: the client agrees, nothing to confirm.
  ['w11client.part', (d) => d.outcome === 'client_agrees'],
  ['w9words.part.alreadyApproved', (d) => (d.outcome === 'noted' || d.outcome === 'unchanged') && d.decision === 'approve'],
  ['w9words.part.alreadyChanges', (d) => (d.outcome === 'noted' || d.outcome === 'unchanged') && d.decision === 'request_changes'],
];

/** The toast's parts: each outcome that happened, counted, in a fixed order. */
export function importParts(ds: readonly Decision[], t: T): string[] {
  return PARTS.flatMap(([key, is]) => {
    const n = ds.filter(is).length;
    return n > 0 ? [t(key, { values: { n } })] : [];
  });
}

/** The panel's line key of an outcome other than over_request: a decision the post already had says which, and whether the note was added. */
export function outcomeKey(d: Decision): string {
  // walk 33 (h-cliwords' left-out): the client's note is said as a comment only when the client wrote one.
  if (d.outcome === 'approval_kept') return d.note === false ? 'clientfix.approvalKeptNoNote' : 'clientfix.approvalKept';
  if (d.outcome === 'changes_requested' && d.note === false) return 'clientImport.outcome.changesNoNote';
  if (d.outcome === 'answered_by_request') return 'w43client.answered';
  if (d.outcome === 'client_agrees') return d.unchanged === false ? 'w11client.outcomeNoted' : 'w11client.outcome';
  if (d.outcome !== 'noted' && d.outcome !== 'unchanged') return `clientImport.outcome.${d.outcome}`;
  return `w9words.outcome.${d.decision === 'approve' ? 'alreadyApproved' : 'alreadyChanges'}${d.outcome === 'noted' ? 'Noted' : ''}`;
}

/**
 * The panel's line of an outcome other than over_request. Walk 42a: a client approval the importer may not make their own
 * (they wrote or changed the version) says so, with the table's reason and who may confirm it instead, or that nobody may.
 */
export function outcomeWords(d: Decision, t: T): string {
  const own = d.outcome === 'waiting_for_approver' ? d.ownVersion : null;
  // Walk 43a (2): the importer's role does not approve and nobody else may: the core's "nobody" words, never "waiting for an approver".
  if (!own && d.outcome === 'waiting_for_approver' && d.nobodyApproves) return t('w42a.outcome', { values: { reason: t('review.reason.not_an_approver'), who: t('w19selfedit.nobody') } });
  if (!own) return t(outcomeKey(d));
  return t('w42a.outcome', { values: { reason: t(`review.reason.${own.reason}`), who: ownEditWho({ ownEditApprovers: own.approvers }, t) } });
}

/**
 * The panel's header key: whether the importer's role approves, and (walk 43a) for one whose role does not, never "the
 * client's approvals wait for an approver" when none of them does (each answered by a request made after its page, or of
 * a version nobody else in this team may approve).
 */
export function roleKey(r: { mayApprove: boolean; decisions: readonly Decision[] }): string {
  if (r.mayApprove) return r.decisions.some((d) => d.ownVersion) ? 'w42a.mayApproveNotOwn' : 'clientImport.mayApprove';
  if (r.decisions.some((d) => d.outcome === 'approval_kept')) return 'w8client.mayNotApproveKept';
  const waits = r.decisions.some((d) => (d.outcome === 'waiting_for_approver' && !d.nobodyApproves) || d.outcome === 'over_request');
  return !waits && r.decisions.some((d) => d.decision === 'approve') ? 'w43client.mayNotApproveNoneWaits' : 'clientImport.mayNotApprove';
}

/** What of a post's review the import's panel speaks of: its state, last step, and the client's decisions waiting on it. */
export function reviewStamp(r: PostReviewDto | undefined): string {
  if (!r) return 'none';
  return JSON.stringify([r.state, r.stale, r.last, r.clientWaiting?.at ?? null, r.clientRequest?.at ?? null, r.clientDecided?.exportId ?? null]);
}

/** Each reported post's stamp as read right after the import. */
export function stampsOf(draftIds: readonly string[], reviews: Readonly<Record<string, PostReviewDto>>): Record<string, string> {
  return Object.fromEntries(draftIds.map((id) => [id, reviewStamp(reviews[id])]));
}

/** How many of the reported posts took another step since the import (0: the panel is still true). */
export function changedSince(stamps: Readonly<Record<string, string>>, reviews: Readonly<Record<string, PostReviewDto>>): number {
  return Object.entries(stamps).filter(([id, s]) => reviewStamp(reviews[id]) !== s).length;
}
