import { teamRows, type Library, type Workspace } from '../library';
import * as Y from 'yjs';
import { loadDoc } from './local-updates';
import { historyMap, LIBRARY_DOC } from './schema';
import { holdDrafts } from './rejoin-held';
import { SecretsError, validateHubUrl, validateWorkspaceName, type SecretStore } from '../secrets';
import { TeamError, teamError } from './errors';
import { fetchHello, teamUrls } from './http';
import { clearTokenRefusal } from './session';
import { TOKEN_PATTERN, type TeamHello } from './protocol';

/**
 * Joining a team (issue 33 item 2): the token is checked with the server's hello first (a wrong
 * token saves nothing), then kept in the OS keychain only (account `team:<workspaceId>`), never on
 * disk; the workspace row keeps the team's address, id, my member name and role. The Hub key is
 * each member's own (`postroom key set`) and never goes to the team server.
 */

/** The environment variable a script's member token comes from (used as is, never stored). */
export const TEAM_TOKEN_ENV = 'POSTROOM_TEAM_TOKEN';
export const teamAccount = (workspaceId: string): string => `team:${workspaceId}`;

/** A member token as pasted: trimmed, `prt_` + 43 characters; never echoed in the refusal. */
export function parseTeamToken(input: string): string {
  const token = input.trim();
  if (!TOKEN_PATTERN.test(token)) throw teamError('invalid_request', 'That is not a member token: a token starts with prt_ and has 47 characters. Ask the team owner for yours (postroom team token on the server).');
  return token;
}

export interface JoinInput {
  name: string;
  url: string;
  token: string;
  /** The Hub account this workspace publishes to; needed when the workspace is new. */
  hubUrl?: string;
  /** true: the token came from TEAM_TOKEN_ENV and is not kept. */
  keepToken?: boolean;
}

export interface JoinResult {
  workspace: Workspace;
  hello: TeamHello;
  created: boolean;
  tokenKept: boolean;
  /**
   * w26left (walk 22 #6): rejoining, the review steps this workspace wrote while out of the team (an older build let
   * it), dropped: the team never had them, and its server's state is the one truth. Empty on any other join.
   */
  droppedReviews: { steps: teamRows.DroppedReviewStep[]; comments: number; clientRows: number };
}

/**
 * Joins: a new hub workspace NAME (with `hubUrl`), or an existing hub workspace of that name, to
 * the team at `url`. Nothing is saved unless the server knows the token.
 */
export async function joinTeam(lib: Library, store: SecretStore, input: JoinInput): Promise<JoinResult> {
  const name = validateWorkspaceName(input.name);
  const urls = teamUrls(input.url);
  const token = parseTeamToken(input.token);
  const existing = lib.workspaces.find(lib.db, name);
  const found = existing && existing.name.toLowerCase() === name.toLowerCase() ? existing : undefined;
  if (!found && !input.hubUrl) throw teamError('invalid_request', `There is no workspace "${name}" yet: give the Hub account it publishes to with --hub URL (each member then sets their own key with postroom key set).`);
  const hubUrl = input.hubUrl ? validateHubUrl(input.hubUrl) : undefined;
  const hello = await fetchHello(urls.http, token);
  // Joining the same team again (a new token after a revocation, a new address) replaces the token; another team is refused.
  if (found?.team && found.team.id !== hello.teamId) throw teamError('invalid_request', `The workspace "${found.name}" is already joined to another team (${found.team.url}); leave it first or choose another name.`);
  const keep = input.keepToken !== false;
  if (keep) await store.check();
  const team = { url: urls.http, id: hello.teamId, member: hello.member.name, role: hello.member.role };
  let dropped: JoinResult['droppedReviews'] = { steps: [], comments: 0, clientRows: 0 };
  const workspace = lib.db.transaction(() => {
    const w = found ?? lib.workspaces.add(lib.db, { name, hubUrl: hubUrl ?? '', kind: 'hub' });
    const unchanged = found && !found.team ? unchangedSinceLeave(lib, found.id, hello.teamId) : null;
    const edited = found && !found.team ? editedSinceLeave(lib, found.id, hello.teamId) : [];
    const left = found && !found.team ? teamRows.leftTeamOfWorkspace(lib.db, found.id) : null;
    dropped = left ? teamRows.dropReviewsSinceLeave(lib.db, found!.id, left.leftAt) : dropped;
    const joined = lib.workspaces.setTeam(lib.db, w.id, team);
    if (unchanged) takeTheTeams(lib, w.id, unchanged);
    if (edited.length > 0) holdDrafts(lib.db, w.id, edited);
    return joined;
  })();
  if (keep) {
    try {
      await store.set(teamAccount(workspace.id), token);
    } catch (err) {
      // A token the keychain would not keep leaves no half-joined workspace behind.
      if (found) lib.workspaces.setTeam(lib.db, workspace.id, found.team);
      else lib.workspaces.remove(lib.db, workspace.id);
      throw err;
    }
  }
  // w9revoked: the server answered this token: a revocation kept for the workspace (an old token's) is over.
  clearTokenRefusal(lib.db, workspace.id);
  return { workspace, hello, created: !found, tokenKept: keep, droppedReviews: dropped };
}

/** rejoin (walk 7): the drafts and campaigns of the team `teamId` this workspace left and has not changed since. */
interface Unchanged { drafts: string[]; campaigns: string[] }
function unchangedSinceLeave(lib: Library, workspaceId: string, teamId: string): Unchanged | null {
  const drafts = lib.db.prepare(`SELECT d.id AS id FROM team_left_drafts l JOIN drafts d ON d.workspace_id = l.workspace_id AND d.id = l.draft_id
    WHERE l.workspace_id = ? AND l.team_id = ? AND d.updated_at <= l.left_at`).all(workspaceId, teamId) as Array<{ id: string }>;
  const left = lib.db.prepare('SELECT min(left_at) AS at FROM team_left_drafts WHERE workspace_id = ? AND team_id = ?').get(workspaceId, teamId) as { at: string | null };
  if (left.at === null) return null;
  const campaigns = lib.db.prepare('SELECT id FROM campaigns WHERE workspace_id = ? AND updated_at <= ?').all(workspaceId, left.at) as Array<{ id: string }>;
  return { drafts: drafts.map((r) => r.id), campaigns: campaigns.map((r) => r.id) };
}

/** rejoin (walk 7): the team's drafts this workspace changed since it left `teamId`: held back until the team's copies arrive (binding.ts). */
function editedSinceLeave(lib: Library, workspaceId: string, teamId: string): string[] {
  return (lib.db.prepare(`SELECT d.id AS id FROM team_left_drafts l JOIN drafts d ON d.workspace_id = l.workspace_id AND d.id = l.draft_id
    WHERE l.workspace_id = ? AND l.team_id = ? AND d.updated_at > l.left_at`).all(workspaceId, teamId) as Array<{ id: string }>).map((r) => r.id);
}

/**
 * rejoin (walk 7): rejoining the team it left, the workspace's team documents start empty (the leave dropped them)
 * and joining puts every draft in the outbox. A draft not changed here since the leave is the team's, maybe older
 * than the team's copy now (a teammate edited it meanwhile): it is not shared again; the first sync writes the
 * team's copy over it. Shared anew, it would race the team's entry for that draft (Yjs keeps one of the two, by
 * client id): a teammate's newer edit lost now and then, and the post said created by the rejoiner.
 */
function takeTheTeams(lib: Library, workspaceId: string, unchanged: Unchanged): void {
  const drop = lib.db.prepare('DELETE FROM team_outbox WHERE workspace_id = ? AND entity = ? AND entity_id = ?');
  for (const id of unchanged.drafts) drop.run(workspaceId, 'draft', id);
  for (const id of unchanged.campaigns) drop.run(workspaceId, 'campaign', id);
}

/** The member token of a team workspace: TEAM_TOKEN_ENV when set, else the keychain's; `unauthorized` when there is none. */
export async function tokenOf(store: SecretStore, workspace: Workspace, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (!workspace.team) throw teamError('not_a_team_workspace', `The workspace "${workspace.name}" is not joined to a team. Use postroom workspace join NAME --team URL.`);
  const fromEnv = env[TEAM_TOKEN_ENV];
  if (fromEnv && fromEnv.trim() !== '') return parseTeamToken(fromEnv);
  let token: string | null;
  try {
    token = await store.get(teamAccount(workspace.id));
  } catch (err) {
    if (err instanceof SecretsError) throw err;
    throw err;
  }
  if (!token) throw teamError('unauthorized', `This computer has no member token for "${workspace.name}" (the keychain has none). Join again with the token from the team owner: postroom workspace join "${workspace.name}" --team ${workspace.team.url} < token.txt`);
  return token;
}

/** Leaves the team: the token leaves the keychain, the workspace keeps its drafts (no longer shared). */
export async function leaveTeam(lib: Library, store: SecretStore, workspace: Workspace): Promise<Workspace> {
  if (!workspace.team) throw teamError('not_a_team_workspace');
  keepHistory(lib, workspace);
  const w = lib.workspaces.setTeam(lib.db, workspace.id, null);
  await store.delete(teamAccount(workspace.id)).catch(() => false);
  return w;
}

/**
 * leftview (walk 7): before the team's documents go (setTeam drops their stored updates), who edited each draft
 * (the team's history lines) is kept in the library: the workspace left behind still says "edited by Lan". A
 * history that cannot be read loses nothing else: the leave goes on, and the editor is then said unknown.
 */
function keepHistory(lib: Library, workspace: Workspace): void {
  // The stored document read alone (no binding: opening one would write the library and the outbox).
  const doc = new Y.Doc();
  try {
    loadDoc(lib.db, workspace.id, LIBRARY_DOC, doc);
    const lines = new Map<string, Array<{ member: string; at: string }>>();
    historyMap(doc).forEach((list, draftId) => {
      const h = list.toArray();
      if (h.length > 0) lines.set(draftId, h.map((e) => ({ member: e.member, at: e.at })));
    });
    lib.db.transaction(() => teamRows.keepLeftHistory(lib.db, workspace.id, workspace.team!.id, lines)).immediate();
  } catch {
    // not readable here: nobody is named for an edit the history held
  } finally {
    doc.destroy();
  }
}

export { TeamError };
