import type { TeamClientDecisionRow, TeamExportRow } from '../../library';
import { okId, record } from './coerce';

// ---------------------------------------------------------------- client previews (migration 0108, reviewcore)

const DIGEST = /^[0-9a-f]{64}$/;

/** A teammate's client-preview export as a row, or null when it is not one. */
export function exportFromDoc(id: string, v: unknown): TeamExportRow | null {
  const o = record(v);
  if (!okId(id) || typeof o.actor !== 'string' || o.actor.trim() === '' || typeof o.at !== 'string' || typeof o.zone !== 'string') return null;
  if ((o.lang !== 'en' && o.lang !== 'vi') || typeof o.digest !== 'string' || !DIGEST.test(o.digest)) return null;
  if (o.campaign_id !== null && !okId(o.campaign_id)) return null;
  if (!Array.isArray(o.posts) || o.posts.length === 0) return null;
  const posts: TeamExportRow['posts'] = [];
  for (const p of o.posts as unknown[]) {
    const r = record(p);
    if (!okId(r.draftId) || typeof r.revision !== 'string') return null;
    posts.push({ draftId: r.draftId, revision: r.revision });
  }
  return { id, campaign_id: o.campaign_id, actor: o.actor, at: o.at, zone: o.zone, lang: o.lang, posts, digest: o.digest };
}

/** A teammate's relayed client decision as a row, or null. It is a record of what was relayed, never an approval (approvals come only from `approvals`). */
export function clientDecisionFromDoc(id: string, v: unknown): TeamClientDecisionRow | null {
  const o = record(v);
  if (!okId(id) || !okId(o.export_id) || !okId(o.draft_id) || typeof o.revision !== 'string' || typeof o.at !== 'string') return null;
  if ((o.decision !== 'approve' && o.decision !== 'request_changes') || typeof o.relayed_by !== 'string' || o.relayed_by.trim() === '') return null;
  return {
    id, export_id: o.export_id, draft_id: o.draft_id, revision: o.revision, decision: o.decision, relayed_by: o.relayed_by,
    approval_id: okId(o.approval_id) ? o.approval_id : null, comment_id: okId(o.comment_id) ? o.comment_id : null, at: o.at,
  };
}
