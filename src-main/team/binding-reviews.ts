/**
 * The team binding's review documents (issue 34): `reviews` (review steps but approvals, comments,
 * client-preview exports, relayed client decisions) and `approvals` (approve steps, approvals), both
 * ways. Their rows are append-only, so unlike drafts nothing is diffed: a row is in its document or
 * not. The binding (binding.ts) holds the documents, the transactions and the origins; these
 * functions run inside them.
 */
import type * as Y from 'yjs';
import { teamRows, type WritableDB } from '../library';
import {
  APPROVALS_DOC, REVIEWS_DOC, approvalFromDoc, approvalsMap, clientDecisionFromDoc, clientDecisionsMap, commentFromDoc, commentsMap, exportFromDoc, exportsMap,
  sameValue, stepDocument, stepFromDoc, stepsMap,
} from './schema';
import type { RemoteApplied } from './binding';

/** What the review functions need of the binding. */
export interface ReviewBindingContext {
  db: WritableDB;
  workspaceId: string;
  /** My member name on the team: my own rows are not told back to me. */
  member: string;
  /** The local `reviews` and `approvals` documents (read anew: the binding may rebuild them). */
  docs: () => { reviews: Y.Doc; approvals: Y.Doc };
  /** The origin of the binding's own transactions (LOCAL_ORIGIN). */
  origin: symbol;
}

/** The ids of local review rows to put in the documents (from team_outbox). */
export interface LocalReviewIds {
  steps: string[];
  approvals: string[];
  comments: string[];
  exports: string[];
  clientDecisions: string[];
}

/** The ids a teammate's update touched in the review documents. */
export interface TouchedReviews {
  reviewSteps: Set<string>;
  comments: Set<string>;
  approvalSteps: Set<string>;
  approvals: Set<string>;
  exports: Set<string>;
  clientDecisions: Set<string>;
}

/** Local review rows → `reviews` and `approvals` (call inside the binding's transaction); returns how many changed. */
export function reviewsToDocs(ctx: ReviewBindingContext, ids: LocalReviewIds): number {
  return flushReviews(ctx, ids.steps, ids.approvals, ids.comments) + flushClientPreviews(ctx, ids.exports, ids.clientDecisions);
}

/**
 * Local review rows → `reviews` and `approvals` (rows are append-only: one already in its
 * document stays). An approve step and the approval go to `approvals` whatever this member's
 * role: the server drops what a role may not write, so a forged approval reaches nobody.
 */
function flushReviews({ db, workspaceId, docs, origin }: ReviewBindingContext, stepIds: string[], approvalIds: string[], commentIds: string[]): number {
  let changes = 0;
  const put = <T extends { id: string }>(map: Y.Map<T>, row: T): void => {
    if (sameValue(map.get(row.id), row)) return;
    map.set(row.id, row);
    changes += 1;
  };
  const steps = teamRows.readReviewSteps(db, workspaceId, stepIds);
  const toReviews = steps.filter((r) => stepDocument(r) === REVIEWS_DOC);
  const toApprovals = steps.filter((r) => stepDocument(r) === APPROVALS_DOC);
  const comments = teamRows.readComments(db, workspaceId, commentIds);
  const approvals = teamRows.readApprovals(db, workspaceId, approvalIds);
  const m = docs();
  if (toReviews.length > 0 || comments.length > 0) {
    m.reviews.transact(() => {
      for (const r of toReviews) put(stepsMap(m.reviews), r);
      for (const c of comments) put(commentsMap(m.reviews), c);
    }, origin);
  }
  if (toApprovals.length > 0 || approvals.length > 0) {
    m.approvals.transact(() => {
      for (const a of approvals) put(approvalsMap(m.approvals), a);
      for (const r of toApprovals) put(stepsMap(m.approvals), r);
    }, origin);
  }
  return changes;
}

/** Local client-preview exports and relayed client decisions → `reviews` (append-only rows), so any member's laptop recognises a decisions file. */
function flushClientPreviews({ db, workspaceId, docs, origin }: ReviewBindingContext, exportIds: string[], decisionIds: string[]): number {
  const exps = teamRows.readExports(db, workspaceId, exportIds);
  const decisions = teamRows.readClientDecisions(db, workspaceId, decisionIds);
  if (exps.length === 0 && decisions.length === 0) return 0;
  let changes = 0;
  const { reviews } = docs();
  reviews.transact(() => {
    for (const e of exps) {
      if (exportsMap(reviews).has(e.id)) continue;
      exportsMap(reviews).set(e.id, e);
      changes += 1;
    }
    for (const c of decisions) {
      if (clientDecisionsMap(reviews).has(c.id)) continue;
      clientDecisionsMap(reviews).set(c.id, c);
      changes += 1;
    }
  }, origin);
  return changes;
}

/** A teammate's review rows into the 0105 tables: approvals first, comments oldest first (parents before replies), then steps. */
export function projectReviews({ db, workspaceId, member, docs }: ReviewBindingContext, name: typeof REVIEWS_DOC | typeof APPROVALS_DOC, touched: TouchedReviews, done: RemoteApplied): void {
  const doc = docs()[name];
  const byTime = <T extends { at: string; id: string }>(rows: Array<T | null>): T[] =>
    rows.filter((r): r is T => r !== null).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (name === APPROVALS_DOC) {
    for (const a of byTime([...touched.approvals].map((id) => approvalFromDoc(id, approvalsMap(doc).get(id))))) teamRows.writeApproval(db, workspaceId, a);
  } else {
    for (const c of byTime([...touched.comments].map((id) => commentFromDoc(id, commentsMap(doc).get(id))))) {
      if (teamRows.writeComment(db, workspaceId, c) && c.author !== member) done.comments.push({ id: c.id, draftId: c.draft_id, by: c.author, mentions: [...c.mentions] });
    }
    for (const e of byTime([...touched.exports].map((id) => exportFromDoc(id, exportsMap(doc).get(id))))) teamRows.writeExport(db, workspaceId, e);
    for (const c of byTime([...touched.clientDecisions].map((id) => clientDecisionFromDoc(id, clientDecisionsMap(doc).get(id))))) {
      if (teamRows.writeClientDecision(db, workspaceId, c) && c.relayed_by !== member && c.decision === 'approve' && c.approval_id === null) (done.clientApprovals ??= []).push({ draftId: c.draft_id, by: c.relayed_by });
    }
  }
  const stepIds = name === APPROVALS_DOC ? touched.approvalSteps : touched.reviewSteps;
  for (const r of byTime([...stepIds].map((id) => stepFromDoc(id, stepsMap(doc).get(id), name)))) {
    if (teamRows.writeReviewStep(db, workspaceId, r) && r.actor !== member) done.steps.push({ id: r.id, draftId: r.draft_id, action: r.action, by: r.actor });
  }
}
