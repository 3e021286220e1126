/**
 * Tables `reviews`, `approvals`, `comments` and `review_exports` (migration 0105; issue 34). Plain
 * functions, db first. What a review step MEANS (who may take it, which state it leads to) is
 * team/review.ts's table; this module only keeps the rows. Writers do not open a transaction of
 * their own: the caller checks the table and writes its steps in one.
 *
 * The shapes below are what the team binding mirrors into the team's `reviews` document (steps
 * and comments) and `approvals` document (approvals): one flat object per row, keyed by its id.
 */
import { lf, newId } from '../common';
import { LibraryError, notFound } from './errors';
import { all, get, nowIso, run, sql, type ReadableDB, type WritableDB } from './sql';
import { currentWorkspaceId } from './workspaces';

export const REVIEW_STEP_ACTIONS = ['submit', 'approve', 'request_changes', 'withdraw'] as const;
export type ReviewStepAction = (typeof REVIEW_STEP_ACTIONS)[number];
export type ReviewStepState = 'draft' | 'in_review' | 'approved' | 'changes_requested';

/** One step of a post's review. */
export interface ReviewStep {
  id: string;
  workspaceId: string;
  draftId: string;
  action: ReviewStepAction;
  /** The state the step led to. */
  state: ReviewStepState;
  /** The content revision the step was taken on (team/review.ts contentRevision). */
  revision: string;
  /** Who took it: a member's name, or "client (via NAME)". */
  by: string;
  at: string;
  /** The comment said with it (a request for changes says why). */
  commentId: string | null;
  /** The approval it made (approve steps). */
  approvalId: string | null;
}

export interface Approval { id: string; workspaceId: string; draftId: string; revision: string; by: string; at: string }

export interface Comment {
  id: string;
  workspaceId: string;
  draftId: string;
  /** The comment it answers (threads), or null. */
  parentId: string | null;
  author: string;
  body: string;
  /** Names of the members mentioned. */
  mentions: string[];
  at: string;
}

/** A client preview as exported: the posts as they were then, and the digest the page signs its decisions with. */
export interface ClientExport {
  id: string;
  workspaceId: string;
  campaignId: string | null;
  by: string;
  at: string;
  zone: string;
  lang: 'en' | 'vi';
  posts: Array<{ draftId: string; revision: string }>;
  digest: string;
}

/** The longest comment, in characters (code points, as SQLite counts them). */
export const MAX_COMMENT_CHARS = 4000;
const MAX_MENTIONS = 50;

interface StepRow { id: string; workspace_id: string; draft_id: string; action: ReviewStepAction; state: ReviewStepState; revision: string; actor: string; at: string; comment_id: string | null; approval_id: string | null }
const toStep = (r: StepRow): ReviewStep => ({
  id: r.id, workspaceId: r.workspace_id, draftId: r.draft_id, action: r.action, state: r.state, revision: r.revision, by: r.actor, at: r.at, commentId: r.comment_id, approvalId: r.approval_id,
});

export interface NewStep { draftId: string; action: ReviewStepAction; state: ReviewStepState; revision: string; by: string; commentId?: string | null; approvalId?: string | null; workspaceId?: string }

export function addStep(db: WritableDB, s: NewStep): ReviewStep {
  const row: StepRow = {
    id: newId(), workspace_id: s.workspaceId ?? currentWorkspaceId(db), draft_id: s.draftId, action: s.action, state: s.state, revision: s.revision,
    actor: s.by, at: nowIso(db), comment_id: s.commentId ?? null, approval_id: s.approvalId ?? null,
  };
  run(db, sql`INSERT INTO reviews (id, workspace_id, draft_id, action, state, revision, actor, at, comment_id, approval_id)
    VALUES (${row.id}, ${row.workspace_id}, ${row.draft_id}, ${row.action}, ${row.state}, ${row.revision}, ${row.actor}, ${row.at}, ${row.comment_id}, ${row.approval_id})`);
  return toStep(row);
}

/** A post's latest review step, or null when it was never sent for review. */
export function latest(db: ReadableDB, draftId: string): ReviewStep | null {
  const r = get<StepRow>(db, sql`SELECT * FROM reviews WHERE draft_id = ${draftId} ORDER BY at DESC, id DESC LIMIT 1`);
  return r ? toStep(r) : null;
}

/** w31speed: the latest step of each of these posts that has one, by post (reviews.latest of many, in one query). */
export function latestOf(db: ReadableDB, draftIds: readonly string[]): Map<string, ReviewStep> {
  const rows = all<StepRow>(db, sql`SELECT * FROM reviews r WHERE draft_id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)})) AND id = (
    SELECT id FROM reviews x WHERE x.draft_id = r.draft_id ORDER BY at DESC, id DESC LIMIT 1)`);
  return new Map(rows.map((r) => [r.draft_id, toStep(r)]));
}

/** The latest step of each post in a workspace that has one. */
export function latestOfWorkspace(db: ReadableDB, workspaceId = currentWorkspaceId(db)): ReviewStep[] {
  return all<StepRow>(db, sql`SELECT * FROM reviews r WHERE workspace_id = ${workspaceId} AND id = (
    SELECT id FROM reviews x WHERE x.draft_id = r.draft_id ORDER BY at DESC, id DESC LIMIT 1) ORDER BY at DESC, id DESC`).map(toStep);
}

/** Every step of a post's review, oldest first. */
export function history(db: ReadableDB, draftId: string): ReviewStep[] {
  return all<StepRow>(db, sql`SELECT * FROM reviews WHERE draft_id = ${draftId} ORDER BY at, id`).map(toStep);
}

/**
 * A post's author, the ONE derivation every review check uses (the app, the CLI `review`, the
 * publish port, the review queue): the member who created the draft, as the team's History
 * records it (draft_authors, migration 0111, kept by the team binding); for a draft no History
 * names a creator of (made before that), the member who first sent it for review. Null when
 * neither is known.
 */
export function authorOf(db: ReadableDB, draftId: string): string | null {
  return creatorOf(db, draftId)
    ?? get<{ actor: string }>(db, sql`SELECT actor FROM reviews WHERE draft_id = ${draftId} AND action = 'submit' ORDER BY at, id LIMIT 1`)?.actor
    ?? null;
}

/** w31speed: the members who created these drafts, where recorded (creatorOf of many, in one query). */
export function creatorsOf(db: ReadableDB, draftIds: readonly string[]): Map<string, string> {
  const rows = all<{ draft_id: string; member: string }>(db, sql`SELECT draft_id, member FROM draft_authors WHERE draft_id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)}))`);
  return new Map(rows.map((r) => [r.draft_id, r.member]));
}

/** The member who created a draft, as the team's History says it, or null when not recorded. */
export function creatorOf(db: ReadableDB, draftId: string): string | null {
  return get<{ member: string }>(db, sql`SELECT member FROM draft_authors WHERE draft_id = ${draftId}`)?.member ?? null;
}

/**
 * Records who created a draft (the first History line of the team's `library` document). The
 * first record stands: History's creation line never changes, and a later one is ignored.
 * Returns whether it was new.
 */
export function recordCreator(db: WritableDB, c: { draftId: string; workspaceId: string; member: string; at: string }): boolean {
  const member = c.member.trim();
  if (member === '' || member.length > 200) return false;
  return run(db, sql`INSERT OR IGNORE INTO draft_authors (draft_id, workspace_id, member, at) VALUES (${c.draftId}, ${c.workspaceId}, ${member}, ${c.at})`).changes > 0;
}

/** How many creators a workspace has recorded (the binding fills them from History once when none is). */
export function creatorCount(db: ReadableDB, workspaceId: string): number {
  return get<{ n: number }>(db, sql`SELECT count(*) AS n FROM draft_authors WHERE workspace_id = ${workspaceId}`)?.n ?? 0;
}

interface ApprovalRow { id: string; workspace_id: string; draft_id: string; revision: string; actor: string; at: string }
const toApproval = (r: ApprovalRow): Approval => ({ id: r.id, workspaceId: r.workspace_id, draftId: r.draft_id, revision: r.revision, by: r.actor, at: r.at });

export function addApproval(db: WritableDB, a: { draftId: string; revision: string; by: string; workspaceId?: string }): Approval {
  const row: ApprovalRow = { id: newId(), workspace_id: a.workspaceId ?? currentWorkspaceId(db), draft_id: a.draftId, revision: a.revision, actor: a.by, at: nowIso(db) };
  run(db, sql`INSERT INTO approvals (id, workspace_id, draft_id, revision, actor, at) VALUES (${row.id}, ${row.workspace_id}, ${row.draft_id}, ${row.revision}, ${row.actor}, ${row.at})`);
  return toApproval(row);
}

/** @throws LibraryError `not_found` */
export function getApproval(db: ReadableDB, id: string): Approval {
  const r = get<ApprovalRow>(db, sql`SELECT * FROM approvals WHERE id = ${id}`);
  if (!r) throw notFound('approval', id);
  return toApproval(r);
}

export function approvalsOf(db: ReadableDB, draftId: string): Approval[] {
  return all<ApprovalRow>(db, sql`SELECT * FROM approvals WHERE draft_id = ${draftId} ORDER BY at, id`).map(toApproval);
}

interface CommentRow { id: string; workspace_id: string; draft_id: string; parent_id: string | null; author: string; body: string; mentions: string; at: string }
const toComment = (r: CommentRow): Comment => ({
  id: r.id, workspaceId: r.workspace_id, draftId: r.draft_id, parentId: r.parent_id, author: r.author, body: r.body, mentions: JSON.parse(r.mentions) as string[], at: r.at,
});

export interface NewComment { draftId: string; author: string; body: string; parentId?: string | null; mentions?: readonly string[]; workspaceId?: string }

/**
 * @throws LibraryError `comment_too_long` (over MAX_COMMENT_CHARS; details.chars, details.max),
 *   `invalid_input` (empty body or author, too many mentions), `not_found` (a parent not on this post).
 *   Nothing is written. The body is stored with LF line breaks, as a caption is (crlf).
 */
export function addComment(db: WritableDB, c: NewComment): Comment {
  const chars = [...c.body].length;
  if (chars > MAX_COMMENT_CHARS) {
    throw new LibraryError('comment_too_long', `a comment holds at most ${MAX_COMMENT_CHARS} characters; this one has ${chars}`, { details: { chars, max: MAX_COMMENT_CHARS } });
  }
  if (c.body.trim() === '') throw new LibraryError('invalid_input', 'body: a comment cannot be empty', { details: { issues: [{ field: 'body', message: 'empty' }] } });
  if (c.author.trim() === '') throw new LibraryError('invalid_input', 'author: a comment needs its author', { details: { issues: [{ field: 'author', message: 'empty' }] } });
  const mentions = [...new Set((c.mentions ?? []).map((m) => m.trim()).filter(Boolean))];
  if (mentions.length > MAX_MENTIONS) throw new LibraryError('invalid_input', `mentions: at most ${MAX_MENTIONS} names`, { details: { issues: [{ field: 'mentions', message: 'too many' }] } });
  if (c.parentId) {
    const parent = get<{ draft_id: string }>(db, sql`SELECT draft_id FROM comments WHERE id = ${c.parentId}`);
    if (!parent || parent.draft_id !== c.draftId) throw notFound('comment', c.parentId);
  }
  const row: CommentRow = {
    id: newId(), workspace_id: c.workspaceId ?? currentWorkspaceId(db), draft_id: c.draftId, parent_id: c.parentId ?? null, author: c.author, body: lf(c.body),
    mentions: JSON.stringify(mentions), at: nowIso(db),
  };
  run(db, sql`INSERT INTO comments (id, workspace_id, draft_id, parent_id, author, body, mentions, at)
    VALUES (${row.id}, ${row.workspace_id}, ${row.draft_id}, ${row.parent_id}, ${row.author}, ${row.body}, ${row.mentions}, ${row.at})`);
  return toComment(row);
}

/** A post's comments, oldest first (a thread is read by `parentId`). */
export function commentsOf(db: ReadableDB, draftId: string): Comment[] {
  return all<CommentRow>(db, sql`SELECT * FROM comments WHERE draft_id = ${draftId} ORDER BY at, id`).map(toComment);
}

interface ExportRow { id: string; workspace_id: string; campaign_id: string | null; actor: string; at: string; zone: string; lang: 'en' | 'vi'; posts: string; digest: string }
const toExport = (r: ExportRow): ClientExport => ({
  id: r.id, workspaceId: r.workspace_id, campaignId: r.campaign_id, by: r.actor, at: r.at, zone: r.zone, lang: r.lang, posts: JSON.parse(r.posts) as ClientExport['posts'], digest: r.digest,
});

export function addExport(db: WritableDB, e: Omit<ClientExport, 'id' | 'at' | 'workspaceId'> & { id?: string; workspaceId?: string }): ClientExport {
  const row: ExportRow = {
    id: e.id ?? newId(), workspace_id: e.workspaceId ?? currentWorkspaceId(db), campaign_id: e.campaignId, actor: e.by, at: nowIso(db), zone: e.zone, lang: e.lang,
    posts: JSON.stringify(e.posts), digest: e.digest,
  };
  run(db, sql`INSERT INTO review_exports (id, workspace_id, campaign_id, actor, at, zone, lang, posts, digest)
    VALUES (${row.id}, ${row.workspace_id}, ${row.campaign_id}, ${row.actor}, ${row.at}, ${row.zone}, ${row.lang}, ${row.posts}, ${row.digest})`);
  return toExport(row);
}

/** The export, or undefined when this library never made it. */
export function findExport(db: ReadableDB, id: string): ClientExport | undefined {
  const r = get<ExportRow>(db, sql`SELECT * FROM review_exports WHERE id = ${id}`);
  return r ? toExport(r) : undefined;
}

// ---------------------------------------------------------------- relayed client decisions (migration 0108)

/**
 * What a client decided on a post in a preview, relayed by a member who imported the decisions
 * file. `approvalId`: the approval an approver's (or owner's) import made; null for a client's
 * approval relayed by an editor, which waits for an approver to confirm it.
 */
export interface ClientDecisionRow {
  id: string;
  workspaceId: string;
  exportId: string;
  draftId: string;
  revision: string;
  decision: 'approve' | 'request_changes';
  relayedBy: string;
  approvalId: string | null;
  /** The client's note, kept as a comment on the post. */
  commentId: string | null;
  at: string;
}

interface DecisionRow { id: string; workspace_id: string; export_id: string; draft_id: string; revision: string; decision: 'approve' | 'request_changes'; relayed_by: string; approval_id: string | null; comment_id: string | null; at: string }
const toDecision = (r: DecisionRow): ClientDecisionRow => ({
  id: r.id, workspaceId: r.workspace_id, exportId: r.export_id, draftId: r.draft_id, revision: r.revision, decision: r.decision, relayedBy: r.relayed_by,
  approvalId: r.approval_id, commentId: r.comment_id, at: r.at,
});

export function addClientDecision(db: WritableDB, c: Omit<ClientDecisionRow, 'id' | 'at' | 'workspaceId'> & { workspaceId?: string }): ClientDecisionRow {
  const row: DecisionRow = {
    id: newId(), workspace_id: c.workspaceId ?? currentWorkspaceId(db), export_id: c.exportId, draft_id: c.draftId, revision: c.revision, decision: c.decision,
    relayed_by: c.relayedBy, approval_id: c.approvalId, comment_id: c.commentId, at: nowIso(db),
  };
  run(db, sql`INSERT INTO client_decisions (id, workspace_id, export_id, draft_id, revision, decision, relayed_by, approval_id, comment_id, at)
    VALUES (${row.id}, ${row.workspace_id}, ${row.export_id}, ${row.draft_id}, ${row.revision}, ${row.decision}, ${row.relayed_by}, ${row.approval_id}, ${row.comment_id}, ${row.at})`);
  return toDecision(row);
}

/** A post's latest relayed client decision, or null. */
export function latestClientDecision(db: ReadableDB, draftId: string): ClientDecisionRow | null {
  const r = get<DecisionRow>(db, sql`SELECT * FROM client_decisions WHERE draft_id = ${draftId} ORDER BY at DESC, id DESC LIMIT 1`);
  return r ? toDecision(r) : null;
}

/** The client decision an approval was made from (an approver relaying the client), or null. */
export function clientDecisionOfApproval(db: ReadableDB, approvalId: string): ClientDecisionRow | null {
  const r = get<DecisionRow>(db, sql`SELECT * FROM client_decisions WHERE approval_id = ${approvalId} ORDER BY at DESC, id DESC LIMIT 1`);
  return r ? toDecision(r) : null;
}

/** clientnote: every client decision relayed on one post, oldest first. */
export function clientDecisionsOf(db: ReadableDB, draftId: string): ClientDecisionRow[] {
  return all<DecisionRow>(db, sql`SELECT * FROM client_decisions WHERE draft_id = ${draftId} ORDER BY at, id`).map(toDecision);
}

/** Every client decision relayed from one export (any member's import of its decisions file), oldest first. */
export function clientDecisionsOfExport(db: ReadableDB, exportId: string): ClientDecisionRow[] {
  return all<DecisionRow>(db, sql`SELECT * FROM client_decisions WHERE export_id = ${exportId} ORDER BY at, id`).map(toDecision);
}
