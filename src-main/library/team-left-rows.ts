/**
 * The rows a workspace keeps of a team it LEFT (team_left_drafts, team_left_history): which drafts were the
 * team's, when it left, who this laptop was there. Read through teamRows (team-rows.ts re-exports them).
 */
import { firstLine } from '../../src-shared/first-line';
import { all, get, run, sql, type ReadableDB, type WritableDB } from './sql';

/** leave (walk 4): the team a draft of this workspace belonged to when the workspace left it, or null (its own draft). */
export function leftTeamOf(db: ReadableDB, workspaceId: string, draftId: string): { teamId: string; teamUrl: string; leftAt: string } | null {
  const r = get<{ team_id: string; team_url: string; left_at: string }>(db, sql`SELECT team_id, team_url, left_at FROM team_left_drafts WHERE workspace_id = ${workspaceId} AND draft_id = ${draftId}`);
  return r ? { teamId: r.team_id, teamUrl: r.team_url, leftAt: r.left_at } : null;
}

/** w31speed: which of these drafts their own workspace kept of a team it left (leftTeamOf(db, draft's workspace, id) !== null for many, in one query). */
export function leftTeamDrafts(db: ReadableDB, draftIds: readonly string[]): Set<string> {
  const rows = all<{ draft_id: string }>(db, sql`SELECT l.draft_id FROM team_left_drafts l JOIN drafts d ON d.id = l.draft_id AND d.workspace_id = l.workspace_id
    WHERE l.draft_id IN (SELECT value FROM json_each(${JSON.stringify(draftIds)}))`);
  return new Set(rows.map((r) => r.draft_id));
}

/** w23left (walk 23): the team a draft's workspace left (that workspace in no team now: a rejoin drops the row), or null. */
export function leftTeamOfDraft(db: ReadableDB, draftId: string): { workspaceId: string; teamId: string; teamUrl: string; leftAt: string } | null {
  const r = get<{ workspace_id: string; team_id: string; team_url: string; left_at: string }>(db, sql`SELECT l.workspace_id, l.team_id, l.team_url, l.left_at
    FROM team_left_drafts l JOIN workspaces w ON w.id = l.workspace_id WHERE l.draft_id = ${draftId} AND w.team_id IS NULL ORDER BY l.left_at DESC LIMIT 1`);
  return r ? { workspaceId: r.workspace_id, teamId: r.team_id, teamUrl: r.team_url, leftAt: r.left_at } : null;
}
/**
 * w12sidebar (walk 12): who this laptop was on the team this workspace left (its member name at the latest leave),
 * or null (never left one, or left before the name was kept).
 */
export const leftMemberOf = (db: ReadableDB, workspaceId: string): string | null =>
  get<{ member: string | null }>(db, sql`SELECT member FROM team_left_drafts WHERE workspace_id = ${workspaceId} AND member IS NOT NULL ORDER BY left_at DESC LIMIT 1`)?.member ?? null;

/** w13revoked (walk 13, d): the team this workspace left last (its id and server address), or null: it never left one. */
export const leftTeamLast = (db: ReadableDB, workspaceId: string): { teamId: string; teamUrl: string } | null => {
  const r = get<{ team_id: string; team_url: string }>(db, sql`SELECT team_id, team_url FROM team_left_drafts WHERE workspace_id = ${workspaceId} ORDER BY left_at DESC LIMIT 1`);
  return r ? { teamId: r.team_id, teamUrl: r.team_url } : null;
};

/**
 * w26left: the team a workspace left and is out of now (no team joined since: a rejoin drops the rows), with the
 * time it left, or null. Used by every write that would be the team's (review steps, the team's campaigns).
 */
export const leftTeamOfWorkspace = (db: ReadableDB, workspaceId: string): { teamId: string; teamUrl: string; leftAt: string } | null => {
  const r = get<{ team_id: string; team_url: string; left_at: string }>(db, sql`SELECT l.team_id, l.team_url, l.left_at FROM team_left_drafts l
    JOIN workspaces w ON w.id = l.workspace_id WHERE l.workspace_id = ${workspaceId} AND w.team_id IS NULL ORDER BY l.left_at DESC LIMIT 1`);
  return r ? { teamId: r.team_id, teamUrl: r.team_url, leftAt: r.left_at } : null;
};

/** leave (walk 4): whether this workspace holds drafts of a team it left. */
export const hasLeftDrafts = (db: ReadableDB, workspaceId: string): boolean =>
  get<{ one: number }>(db, sql`SELECT 1 AS one FROM team_left_drafts WHERE workspace_id = ${workspaceId} LIMIT 1`) !== undefined;

/**
 * leftview (walk 7): keeps the team's history lines of the workspace's drafts as it leaves the team (who edited
 * each, when), read-only facts the workspace left behind still says. Call inside the leave's transaction.
 */
export function keepLeftHistory(db: WritableDB, workspaceId: string, teamId: string, lines: ReadonlyMap<string, ReadonlyArray<{ member: string; at: string }>>): void {
  for (const [draftId, list] of lines) {
    run(db, sql`DELETE FROM team_left_history WHERE workspace_id = ${workspaceId} AND draft_id = ${draftId}`);
    list.forEach((l, i) => run(db, sql`INSERT INTO team_left_history (workspace_id, draft_id, seq, member, at, team_id) VALUES (${workspaceId}, ${draftId}, ${i}, ${l.member}, ${l.at}, ${teamId})`));
  }
}

/** leftview: a draft's history lines kept when the workspace left its team (oldest first); empty when none. */
export const leftHistory = (db: ReadableDB, workspaceId: string, draftId: string): Array<{ member: string; at: string }> =>
  all<{ member: string; at: string }>(db, sql`SELECT member, at FROM team_left_history WHERE workspace_id = ${workspaceId} AND draft_id = ${draftId} ORDER BY seq`);

/** w26left: a review step written while the workspace was out of the team, dropped at the rejoin (what the team's server never had). */
export interface DroppedReviewStep {
  draftId: string;
  /** w28errors: the post's first caption line (firstLine), '' when it has none: how a person knows which post. */
  caption: string;
  action: string;
  by: string;
  at: string;
}

/**
 * w26left (walk 22 #6): rejoining, the review rows this workspace wrote since it left `leftAt` (steps, approvals,
 * comments, client previews and decisions — by an older build, which let a left workspace review its own drafts "as their owner") are dropped:
 * the team never had them (a join shares drafts, campaigns and jobs, never review rows), so kept they said "in
 * review" on this laptop alone. The team's server state, read at the first sync, is then the one truth. Returns
 * the steps dropped (oldest first) and how many comments went with them. Call inside the join's transaction.
 */
export function dropReviewsSinceLeave(db: WritableDB, workspaceId: string, leftAt: string): { steps: DroppedReviewStep[]; comments: number; clientRows: number } {
  const steps = all<{ draft_id: string; caption: string | null; action: string; actor: string; at: string }>(db, sql`SELECT r.draft_id, d.caption, r.action, r.actor, r.at
    FROM reviews r LEFT JOIN drafts d ON d.workspace_id = r.workspace_id AND d.id = r.draft_id
    WHERE r.workspace_id = ${workspaceId} AND r.at > ${leftAt} ORDER BY r.at, r.id`)
    .map((r) => ({ draftId: r.draft_id, caption: firstLine(r.caption ?? '').trim(), action: r.action, by: r.actor, at: r.at }));
  run(db, sql`DELETE FROM reviews WHERE workspace_id = ${workspaceId} AND at > ${leftAt}`);
  run(db, sql`DELETE FROM approvals WHERE workspace_id = ${workspaceId} AND at > ${leftAt}`);
  const comments = all<{ id: string }>(db, sql`SELECT id FROM comments WHERE workspace_id = ${workspaceId} AND at > ${leftAt} ORDER BY at DESC`);
  for (const c of comments) run(db, sql`DELETE FROM comments WHERE id = ${c.id}`);
  // A client preview exported and its decisions imported while out: the team's `reviews` document never had them either.
  const decisions = run(db, sql`DELETE FROM client_decisions WHERE workspace_id = ${workspaceId} AND at > ${leftAt}`).changes;
  const exports = run(db, sql`DELETE FROM review_exports WHERE workspace_id = ${workspaceId} AND at > ${leftAt}`).changes;
  return { steps, comments: comments.length, clientRows: decisions + exports };
}
