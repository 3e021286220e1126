import type { TeamApprovalRow, TeamCommentRow, TeamReviewStepRow } from '../../library';
import { okId, record, str, strings } from './coerce';
import { APPROVALS_DOC, REVIEWS_DOC } from './documents';

// ---------------------------------------------------------------- review rows (issue 34, team-wire)

const STEP_ACTIONS = ['submit', 'approve', 'request_changes', 'withdraw'];
const STEP_STATES = ['draft', 'in_review', 'approved', 'changes_requested'];

/** The document a local review step goes to: an approval's in `approvals`, every other in `reviews`. */
export const stepDocument = (s: Pick<TeamReviewStepRow, 'action' | 'state'>): typeof REVIEWS_DOC | typeof APPROVALS_DOC =>
  s.action === 'approve' || s.state === 'approved' ? APPROVALS_DOC : REVIEWS_DOC;

/**
 * A teammate's review step as a row, or null when it is not one, or when it claims to approve but
 * came in the `reviews` document (which editors may write: an approval is believed only from
 * `approvals`, where the server takes approvers' and owners' writes alone).
 */
export function stepFromDoc(id: string, v: unknown, from: typeof REVIEWS_DOC | typeof APPROVALS_DOC): TeamReviewStepRow | null {
  const o = record(v);
  const action = str(o.action);
  const state = str(o.state);
  if (!okId(id) || !okId(o.draft_id) || !STEP_ACTIONS.includes(action) || !STEP_STATES.includes(state)) return null;
  if (typeof o.revision !== 'string' || typeof o.actor !== 'string' || o.actor.trim() === '' || typeof o.at !== 'string') return null;
  if (stepDocument({ action, state }) !== from) return null;
  // An approve step must name its approval and lead to `approved`; no other step names one.
  if (from === APPROVALS_DOC && (action !== 'approve' || state !== 'approved' || !okId(o.approval_id))) return null;
  return {
    id, draft_id: o.draft_id, action, state, revision: o.revision, actor: o.actor, at: o.at,
    comment_id: okId(o.comment_id) ? o.comment_id : null, approval_id: from === APPROVALS_DOC ? (o.approval_id as string) : null,
  };
}

/** A teammate's approval as a row (only ever read from the `approvals` document), or null. */
export function approvalFromDoc(id: string, v: unknown): TeamApprovalRow | null {
  const o = record(v);
  if (!okId(id) || !okId(o.draft_id) || typeof o.revision !== 'string' || typeof o.actor !== 'string' || o.actor.trim() === '' || typeof o.at !== 'string') return null;
  return { id, draft_id: o.draft_id, revision: o.revision, actor: o.actor, at: o.at };
}

/** A teammate's comment as a row, or null (empty, over 4,000 characters, no author). */
export function commentFromDoc(id: string, v: unknown): TeamCommentRow | null {
  const o = record(v);
  if (!okId(id) || !okId(o.draft_id) || typeof o.body !== 'string' || typeof o.author !== 'string' || o.author.trim() === '' || typeof o.at !== 'string') return null;
  const chars = [...o.body].length;
  if (chars < 1 || chars > 4000 || o.body.trim() === '') return null;
  return { id, draft_id: o.draft_id, parent_id: okId(o.parent_id) ? o.parent_id : null, author: o.author, body: o.body, mentions: strings(o.mentions).slice(0, 50), at: o.at };
}
