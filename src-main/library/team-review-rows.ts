/**
 * The library side of a team workspace's review rows (issue 34, team-wire; client previews,
 * migration 0108): the append-only rows the team binding (src-main/team/binding-reviews.ts) reads
 * out of and writes into the `reviews`, `approvals`, `comments`, `review_exports` and
 * `client_decisions` tables. Re-exported by team-rows.ts (`teamRows.readReviewSteps`, …).
 */
import { parseJson } from './publish-jobs';
import { all, get, run, sql, type ReadableDB, type WritableDB } from './sql';

/** A review step as the team shares it (reviews table; no workspace: each laptop has its own id for it). */
export interface TeamReviewStepRow {
  id: string; draft_id: string; action: string; state: string; revision: string; actor: string; at: string; comment_id: string | null; approval_id: string | null;
}
/** An approval as the team shares it (approvals table). */
export interface TeamApprovalRow { id: string; draft_id: string; revision: string; actor: string; at: string }
/** A comment as the team shares it (comments table). */
export interface TeamCommentRow { id: string; draft_id: string; parent_id: string | null; author: string; body: string; mentions: string[]; at: string }

const idsJson = (ids: readonly string[]): string => JSON.stringify(ids);

/** The workspace's review steps among `ids`. */
export const readReviewSteps = (db: ReadableDB, workspaceId: string, ids: readonly string[]): TeamReviewStepRow[] => ids.length === 0 ? [] :
  all<TeamReviewStepRow>(db, sql`SELECT id, draft_id, action, state, revision, actor, at, comment_id, approval_id FROM reviews
    WHERE id IN (SELECT value FROM json_each(${idsJson(ids)})) AND +workspace_id = ${workspaceId} ORDER BY at, id`);

/** The workspace's approvals among `ids`. */
export const readApprovals = (db: ReadableDB, workspaceId: string, ids: readonly string[]): TeamApprovalRow[] => ids.length === 0 ? [] :
  all<TeamApprovalRow>(db, sql`SELECT id, draft_id, revision, actor, at FROM approvals
    WHERE id IN (SELECT value FROM json_each(${idsJson(ids)})) AND +workspace_id = ${workspaceId} ORDER BY at, id`);

/** The workspace's comments among `ids`. */
export const readComments = (db: ReadableDB, workspaceId: string, ids: readonly string[]): TeamCommentRow[] => ids.length === 0 ? [] :
  all<Omit<TeamCommentRow, 'mentions'> & { mentions: string }>(db, sql`SELECT id, draft_id, parent_id, author, body, mentions, at FROM comments
    WHERE id IN (SELECT value FROM json_each(${idsJson(ids)})) AND +workspace_id = ${workspaceId} ORDER BY at, id`)
    .map((r) => ({ ...r, mentions: parseJson<string[]>(r.mentions, []) }));

/** Keeps a teammate's review step (rows are append-only: one already here stays). Returns whether it is new. Call inside a transaction. */
export const writeReviewStep = (db: WritableDB, workspaceId: string, r: TeamReviewStepRow): boolean =>
  run(db, sql`INSERT OR IGNORE INTO reviews (id, workspace_id, draft_id, action, state, revision, actor, at, comment_id, approval_id)
    VALUES (${r.id}, ${workspaceId}, ${r.draft_id}, ${r.action}, ${r.state}, ${r.revision}, ${r.actor}, ${r.at}, ${r.comment_id}, ${r.approval_id})`).changes > 0;

/** Keeps a teammate's approval. Returns whether it is new. Call inside a transaction. */
export const writeApproval = (db: WritableDB, workspaceId: string, a: TeamApprovalRow): boolean =>
  run(db, sql`INSERT OR IGNORE INTO approvals (id, workspace_id, draft_id, revision, actor, at)
    VALUES (${a.id}, ${workspaceId}, ${a.draft_id}, ${a.revision}, ${a.actor}, ${a.at})`).changes > 0;

/**
 * Keeps a teammate's comment; a reply whose parent is not here is kept as a comment of its own
 * (write parents first: oldest first). Returns whether it is new. Call inside a transaction.
 */
export function writeComment(db: WritableDB, workspaceId: string, c: TeamCommentRow): boolean {
  const parent = c.parent_id !== null && get(db, sql`SELECT 1 FROM comments WHERE id = ${c.parent_id} AND draft_id = ${c.draft_id}`) !== undefined ? c.parent_id : null;
  return run(db, sql`INSERT OR IGNORE INTO comments (id, workspace_id, draft_id, parent_id, author, body, mentions, at)
    VALUES (${c.id}, ${workspaceId}, ${c.draft_id}, ${parent}, ${c.author}, ${c.body}, ${JSON.stringify(c.mentions)}, ${c.at})`).changes > 0;
}

// ---------------------------------------------------------------- client previews (migration 0108, reviewcore)

/** A client-preview export as the team shares it (review_exports): any member's laptop then recognises its decisions file. */
export interface TeamExportRow { id: string; campaign_id: string | null; actor: string; at: string; zone: string; lang: 'en' | 'vi'; posts: Array<{ draftId: string; revision: string }>; digest: string }
/** A relayed client decision as the team shares it (client_decisions). */
export interface TeamClientDecisionRow {
  id: string; export_id: string; draft_id: string; revision: string; decision: 'approve' | 'request_changes'; relayed_by: string; approval_id: string | null; comment_id: string | null; at: string;
}

/** The workspace's exports among `ids`. */
export const readExports = (db: ReadableDB, workspaceId: string, ids: readonly string[]): TeamExportRow[] => ids.length === 0 ? [] :
  all<Omit<TeamExportRow, 'posts'> & { posts: string }>(db, sql`SELECT id, campaign_id, actor, at, zone, lang, posts, digest FROM review_exports
    WHERE id IN (SELECT value FROM json_each(${idsJson(ids)})) AND +workspace_id = ${workspaceId} ORDER BY at, id`)
    .map((r) => ({ ...r, posts: parseJson<TeamExportRow['posts']>(r.posts, []) }));

/** The workspace's relayed client decisions among `ids`. */
export const readClientDecisions = (db: ReadableDB, workspaceId: string, ids: readonly string[]): TeamClientDecisionRow[] => ids.length === 0 ? [] :
  all<TeamClientDecisionRow>(db, sql`SELECT id, export_id, draft_id, revision, decision, relayed_by, approval_id, comment_id, at FROM client_decisions
    WHERE id IN (SELECT value FROM json_each(${idsJson(ids)})) AND +workspace_id = ${workspaceId} ORDER BY at, id`);

/** Keeps a teammate's export (append-only). Returns whether it is new. Call inside a transaction. */
export const writeExport = (db: WritableDB, workspaceId: string, e: TeamExportRow): boolean =>
  run(db, sql`INSERT OR IGNORE INTO review_exports (id, workspace_id, campaign_id, actor, at, zone, lang, posts, digest)
    VALUES (${e.id}, ${workspaceId}, ${e.campaign_id}, ${e.actor}, ${e.at}, ${e.zone}, ${e.lang}, ${JSON.stringify(e.posts)}, ${e.digest})`).changes > 0;

/** Keeps a teammate's relayed client decision (append-only). Returns whether it is new. Call inside a transaction. */
export const writeClientDecision = (db: WritableDB, workspaceId: string, c: TeamClientDecisionRow): boolean =>
  run(db, sql`INSERT OR IGNORE INTO client_decisions (id, workspace_id, export_id, draft_id, revision, decision, relayed_by, approval_id, comment_id, at)
    VALUES (${c.id}, ${workspaceId}, ${c.export_id}, ${c.draft_id}, ${c.revision}, ${c.decision}, ${c.relayed_by}, ${c.approval_id}, ${c.comment_id}, ${c.at})`).changes > 0;
