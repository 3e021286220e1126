import { newId } from '../common';
import { purgeDeleted } from './drafts';
import { syncTeamTriggers } from './team-triggers';
import { z } from 'zod';
import { LibraryError, notFound } from './errors';
import { parseInput } from './validate';
import { all, get, nowIso, run, sql, type ReadableDB, type WritableDB } from './sql';

/** A Hub account: drafts, cache and the keychain entry belong to one. */
export interface Workspace {
  id: string;
  name: string;
  /** '' = the embedded sandbox Hub. */
  hubUrl: string;
  kind: 'sandbox' | 'hub';
  /** Last 4 characters of the API key, for display; the key itself lives in the keychain. */
  keyHint: string | null;
  current: boolean;
  createdAt: string;
  /** The team this hub workspace is joined to (issue 33); null for a workspace of its own. */
  team: WorkspaceTeam | null;
}

/** A team workspace's team: its server, the team's id, who I am on it and my role (team/protocol.ts ROLES). */
export interface WorkspaceTeam {
  url: string;
  id: string;
  member: string;
  role: 'owner' | 'approver' | 'editor' | 'viewer';
}

interface Row {
  id: string; name: string; hub_url: string; kind: 'sandbox' | 'hub'; key_hint: string | null; created_at: string;
  team_url: string | null; team_id: string | null; team_member: string | null; team_role: WorkspaceTeam['role'] | null;
}

const currentId = (db: ReadableDB): string => get<{ value: string }>(db, sql`SELECT value FROM settings WHERE key = 'current_workspace'`)?.value ?? 'sandbox';

const toWorkspace = (r: Row, current: string): Workspace => ({
  id: r.id, name: r.name, hubUrl: r.hub_url, kind: r.kind, keyHint: r.key_hint, current: r.id === current, createdAt: r.created_at,
  team: r.team_id !== null ? { url: r.team_url ?? '', id: r.team_id, member: r.team_member ?? '', role: r.team_role ?? 'viewer' } : null,
});

export function list(db: ReadableDB): Workspace[] {
  const cur = currentId(db);
  return all<Row>(db, sql`SELECT * FROM workspaces ORDER BY created_at, name`).map((r) => toWorkspace(r, cur));
}

/** By id or (case-insensitive) name. */
export function find(db: ReadableDB, idOrName: string): Workspace | undefined {
  const r = get<Row>(db, sql`SELECT * FROM workspaces WHERE id = ${idOrName} OR name = ${idOrName} ORDER BY id = ${idOrName} DESC LIMIT 1`);
  return r ? toWorkspace(r, currentId(db)) : undefined;
}

/** @throws LibraryError `not_found` */
export function getWorkspace(db: ReadableDB, idOrName: string): Workspace {
  const w = find(db, idOrName);
  if (!w) throw notFound('workspace', idOrName);
  return w;
}

/** The workspace a new library starts in, current (migration 0001 creates it): what `info` names before any library exists. */
export const FIRST_WORKSPACE_NAME = 'Sandbox';

export function getCurrent(db: ReadableDB): Workspace {
  return getWorkspace(db, currentId(db));
}

export const currentWorkspaceId = currentId;

const AddInput = z.object({
  name: z.string().trim().min(1).max(80),
  hubUrl: z.string().trim().max(2000).refine((u) => u === '' || /^https?:\/\/[^\s/]+/i.test(u), 'must be an http(s) URL, or empty for the sandbox'),
  kind: z.enum(['sandbox', 'hub']).optional(),
});
export type AddWorkspaceInput = z.input<typeof AddInput>;

/** @throws LibraryError `invalid_input`, `conflict` (name taken). */
export function add(db: WritableDB, input: AddWorkspaceInput): Workspace {
  const v = parseInput(AddInput, input);
  if (find(db, v.name)) throw new LibraryError('conflict', `a workspace named "${v.name}" already exists`, { details: { name: v.name } });
  const id = newId();
  const kind = v.kind ?? (v.hubUrl === '' ? 'sandbox' : 'hub');
  run(db, sql`INSERT INTO workspaces (id, name, hub_url, kind, key_hint, created_at) VALUES (${id}, ${v.name}, ${v.hubUrl.replace(/\/+$/, '')}, ${kind}, NULL, ${nowIso(db)})`);
  return getWorkspace(db, id);
}

/** Makes a workspace current. @throws LibraryError `not_found` */
export function use(db: WritableDB, idOrName: string): Workspace {
  const w = getWorkspace(db, idOrName);
  run(db, sql`INSERT INTO settings (key, value) VALUES ('current_workspace', ${w.id}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
  return { ...w, current: true };
}

/** Records the last 4 characters of the key (never the key). @throws LibraryError `not_found`, `invalid_input` */
export function setKeyHint(db: WritableDB, id: string, last4: string | null): Workspace {
  const hint = parseInput(z.string().min(1).max(8).nullable(), last4);
  const r = run(db, sql`UPDATE workspaces SET key_hint = ${hint} WHERE id = ${id}`);
  if (r.changes === 0) throw notFound('workspace', id);
  return getWorkspace(db, id);
}

const TeamInput = z.object({
  url: z.string().trim().min(1).max(2000).refine((u) => /^(https?|wss?):\/\/[^\s/]+/i.test(u), 'must be an http(s) or ws(s) URL'),
  id: z.string().min(1).max(200),
  member: z.string().trim().min(1).max(200),
  role: z.enum(['owner', 'approver', 'editor', 'viewer']),
}).strict();

/**
 * Joins a hub workspace to a team (or, with null, leaves it: its drafts stay, no longer shared).
 * Joining puts every draft and campaign it holds in the team outbox, so the binding's first flush
 * shares what was there before. Leaving (or joining another team) drops what was stored of the old
 * team's documents (team_updates); the team's outcomes stay while the workspace is in no team (leftview). Close the workspace's binding first. @throws LibraryError `not_found`, `invalid_input` (the Sandbox, bad team)
 */
export function setTeam(db: WritableDB, idOrName: string, team: WorkspaceTeam | null): Workspace {
  const t = team === null ? null : parseInput(TeamInput, team);
  return db.transaction(() => {
    const w = getWorkspace(db, idOrName);
    if (w.kind === 'sandbox' && t !== null) throw new LibraryError('invalid_input', 'the Sandbox workspace cannot join a team', { details: { name: w.name } });
    run(db, sql`UPDATE workspaces SET team_url = ${t?.url ?? null}, team_id = ${t?.id ?? null}, team_member = ${t?.member ?? null}, team_role = ${t?.role ?? null} WHERE id = ${w.id}`);
    syncTeamTriggers(db);
    if (w.team !== null && w.team.id !== t?.id) {
      // Left the team (or joined another): what was stored of the old team's documents goes; the drafts stay.
      run(db, sql`DELETE FROM team_outbox WHERE workspace_id = ${w.id}`);
      run(db, sql`DELETE FROM team_updates WHERE workspace_id = ${w.id}`);
      // leftview (walk 7): LEFT (no other team), the team's outcomes stay, read-only facts of its drafts (who sent
      // which post, what the Hub holds): the Library, the Outbox and Compose still say them. Another team: they go.
      if (t !== null) run(db, sql`DELETE FROM team_outcomes WHERE workspace_id = ${w.id}`);
      // leave (walk 4): the team's drafts stay readable here, but go out only through the team (team_left_drafts).
      // w12sidebar (walk 12): with this laptop's member name on that team (who "you" are in the lines it still says).
      run(db, sql`INSERT OR IGNORE INTO team_left_drafts (workspace_id, draft_id, team_id, team_url, left_at, member)
        SELECT workspace_id, id, ${w.team.id}, ${w.team.url}, ${new Date().toISOString()}, ${w.team.member} FROM drafts WHERE workspace_id = ${w.id}`);
    }
    if (t !== null && (w.team === null || w.team.id !== t.id)) {
      run(db, sql`INSERT OR IGNORE INTO team_outbox (workspace_id, entity, entity_id) SELECT workspace_id, 'draft', id FROM drafts WHERE workspace_id = ${w.id}`);
      run(db, sql`INSERT OR IGNORE INTO team_outbox (workspace_id, entity, entity_id) SELECT workspace_id, 'campaign', id FROM campaigns WHERE workspace_id = ${w.id}`);
      // leave (walk 4): every outcome this journal holds is shared too (one made while outside the team, or by
      // an older build): teammates then see who sent the post, and their publish of it is shut. Never dropped.
      run(db, sql`INSERT OR IGNORE INTO team_outbox (workspace_id, entity, entity_id) SELECT workspace_id, 'job', id FROM publish_jobs WHERE workspace_id = ${w.id}`);
      // leftview: outcomes kept from a team left are dropped on joining one (rejoining: the team's document holds them).
      if (w.team === null) run(db, sql`DELETE FROM team_outcomes WHERE workspace_id = ${w.id}`);
      run(db, sql`DELETE FROM team_left_drafts WHERE workspace_id = ${w.id} AND team_id = ${t.id}`);
      run(db, sql`DELETE FROM team_left_history WHERE workspace_id = ${w.id} AND team_id = ${t.id}`);
    }
    return getWorkspace(db, w.id);
  }).immediate();
}

export { getWorkspace as get };

/**
 * Removes a Hub account's workspace and its offline cache. The Sandbox is never removed, and a
 * workspace that still holds drafts is refused (removing it would take them along): nothing changes then.
 * When the removed workspace was current, the Sandbox becomes current.
 * @throws LibraryError `not_found`, `invalid_input` (the Sandbox), `conflict` (drafts left)
 */
export function remove(db: WritableDB, idOrName: string): { removed: Workspace; current: Workspace } {
  return db.transaction(() => {
    const w = getWorkspace(db, idOrName);
    if (w.kind === 'sandbox') throw new LibraryError('invalid_input', 'the Sandbox workspace is built in and cannot be removed', { details: { name: w.name } });
    const drafts = get<{ n: number }>(db, sql`SELECT count(*) AS n FROM drafts WHERE workspace_id = ${w.id} AND deleted_at IS NULL`)?.n ?? 0;
    if (drafts > 0) {
      throw new LibraryError('conflict', `workspace "${w.name}" still holds ${drafts} draft${drafts === 1 ? '' : 's'}; export or delete them first`, { details: { name: w.name, drafts } });
    }
    if (w.current) run(db, sql`UPDATE settings SET value = 'sandbox' WHERE key = 'current_workspace'`);
    // Its soft-deleted drafts go for good through the drafts module, which also drops their search rows
    // (a cascade would leave those behind, and a later draft reusing the rowid would then fail).
    purgeDeleted(db, { workspaceId: w.id, before: '9999-12-31T23:59:59.999Z' });
    run(db, sql`DELETE FROM workspaces WHERE id = ${w.id}`);
    if (w.team !== null) syncTeamTriggers(db);
    return { removed: { ...w, current: false }, current: getCurrent(db) };
  })();
}
