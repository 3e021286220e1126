import { canWrite, type Role } from '../protocol';
import { APPROVALS_DOC, type BoundDocument, REVIEWS_DOC } from './documents';
import { clientDecisionFromDoc, exportFromDoc } from './exports';
import { approvalFromDoc, commentFromDoc, stepFromDoc } from './reviews';

// ---------------------------------------------------------------- what the server refuses (authorship, issue 34 items 1 and 6)

/**
 * The maps of the `reviews` and `approvals` documents that hold rows: append-only, one plain value
 * per key, each written by the member it names. The team server refuses (team-server/guard.ts) a
 * write that changes or deletes one, or adds one that is not the writer's (`rowRefusal`).
 */
export const ROW_MAPS: Readonly<Partial<Record<BoundDocument, readonly string[]>>> = {
  reviews: ['steps', 'comments', 'exports', 'clientDecisions'],
  approvals: ['steps', 'approvals'],
};

/**
 * Why the team server refuses a new row `value` under `key` in map `map` of document `doc`
 * written by `writer`, or null when it may be written. A row names its writer: a step's `actor`,
 * a comment's `author` (the member, or "client (via MEMBER)" for a client's words they relay), an
 * export's `actor`, a relayed decision's `relayed_by`, an approval's `actor`. A relayed client
 * decision that reads as an approver's (`approval_id`) is an approver's or an owner's alone; an
 * approve step is written only in `approvals` (which editors cannot write at all).
 */
export function rowRefusal(doc: BoundDocument, map: string, key: string, value: unknown, writer: { name: string; role: Role }): string | null {
  const mine = (n: string): boolean => n === writer.name;
  const mineOrRelayed = (n: string): boolean => mine(n) || n === `client (via ${writer.name})`;
  const from = doc === APPROVALS_DOC ? APPROVALS_DOC : REVIEWS_DOC;
  if (map === 'steps') {
    const r = stepFromDoc(key, value, from);
    if (!r) return from === REVIEWS_DOC ? 'a review step that is not one here (an approval is written only in the approvals document)' : 'an approval step that is not one';
    return mineOrRelayed(r.actor) ? null : `a review step in the name of "${r.actor}"`;
  }
  if (map === 'approvals') {
    const a = approvalFromDoc(key, value);
    if (!a) return 'an approval that is not one';
    return mine(a.actor) ? null : `an approval in the name of "${a.actor}"`;
  }
  if (map === 'comments') {
    const c = commentFromDoc(key, value);
    if (!c) return 'a comment that is not one';
    return mineOrRelayed(c.author) ? null : `a comment in the name of "${c.author}"`;
  }
  if (map === 'exports') {
    const e = exportFromDoc(key, value);
    if (!e) return 'a client preview that is not one';
    return mine(e.actor) ? null : `a client preview in the name of "${e.actor}"`;
  }
  if (map === 'clientDecisions') {
    const c = clientDecisionFromDoc(key, value);
    if (!c) return 'a client decision that is not one';
    if (!mine(c.relayed_by)) return `a client decision relayed in the name of "${c.relayed_by}"`;
    if (c.approval_id !== null && !canWrite(writer.role, APPROVALS_DOC)) return "a client decision recorded as an approver's approval";
    return null;
  }
  return null;
}
