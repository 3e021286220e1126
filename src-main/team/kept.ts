/**
 * What the team area keeps on this laptop in the library's key/value `settings` table, one row per key: the team's
 * review settings, a document's set-aside rows, the drafts a rejoin holds, the team's name and the server's refusal
 * of this laptop's token, the last time the team was in step. Each value is JSON (a string for the time). One read,
 * one write and one drop serve them all; each caller keeps its own key and its own reading of a value.
 */
import { mentionsIn } from '../../src-shared/mentions';
import { reviews, teamRows, type ReadableDB, type WritableDB } from '../library';

/** The raw value kept under `key`, or undefined when none is. */
export function readKeptText(db: ReadableDB, key: string): string | undefined {
  return (db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined)?.value;
}

/** The JSON value kept under `key`: undefined when none is, null when the row is not JSON. */
export function readKept(db: ReadableDB, key: string): unknown {
  const text = readKeptText(db, key);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (as JSON; a string given as `text` is kept as it is). */
export function keep(db: WritableDB, key: string, value: unknown, opts: { text?: boolean } = {}): void {
  const v = opts.text && typeof value === 'string' ? value : JSON.stringify(value);
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, v);
}

/** Forgets what is kept under `key`. */
export function dropKept(db: WritableDB, key: string): void {
  db.prepare('DELETE FROM settings WHERE key = ?').run(key);
}

// The team session's own (session.ts re-exports the readers it always gave).

const LAST_IN_STEP_KEY = (workspaceId: string): string => `team.lastInStep:${workspaceId}`;

/** The last in-step time kept in the library's settings, or null. */
export function readLastInStep(db: WritableDB, workspaceId: string): string | null {
  return readKeptText(db, LAST_IN_STEP_KEY(workspaceId)) ?? null;
}

/**
 * h-team (walk 29, 2): keeps `at` (an ISO time) as the time the library last was in step, unless a later one is
 * kept: the app and the CLI on one data dir each write theirs, and the status of both reads this one.
 */
export function writeLastInStep(db: WritableDB, workspaceId: string, at: string): void {
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value WHERE excluded.value > settings.value')
    .run(LAST_IN_STEP_KEY(workspaceId), at);
}

/** h-w34csv (walk 34, 2): keeps now as the time this workspace was last in step (never backwards): the time kept, or null (library busy). */
export function keepInStepNow(db: WritableDB, workspaceId: string): string | null {
  try {
    writeLastInStep(db, workspaceId, new Date().toISOString());
    return readLastInStep(db, workspaceId);
  } catch {
    return null; // the library is busy or closing: the next status keeps it
  }
}

/**
 * w9cli (walk 9, F9a): the team's name as the server's hello last said it, kept per workspace with the server's
 * address it came from, so a laptop the server now refuses (a revoked token) still names its team, as before.
 */
const TEAM_NAME_KEY = (workspaceId: string): string => `team.name:${workspaceId}`;
export type KeptTeam = { url: string; id: string; name: string };

/** A JSON object kept under `key` (what this laptop heard from its team server), or null: none, or not an object. */
function readKeptObject<T>(db: ReadableDB, key: string): Partial<T> | null {
  const v = readKept(db, key);
  return typeof v === 'object' && v !== null ? (v as Partial<T>) : null;
}

/** The team this workspace's server last said it was (id and name), or null: never heard, or heard from another address. */
export function readKeptTeam(db: ReadableDB, workspaceId: string, teamUrl: string): { id: string; name: string } | null {
  const k = readKeptObject<KeptTeam>(db, TEAM_NAME_KEY(workspaceId));
  return k?.url === teamUrl && typeof k.id === 'string' && typeof k.name === 'string' ? { id: k.id, name: k.name } : null;
}

export function keepTeam(db: WritableDB, workspaceId: string, team: KeptTeam): void {
  keep(db, TEAM_NAME_KEY(workspaceId), team);
}

/**
 * w9revoked (walk 9): the server's refusal of this workspace's token (revoked, or unknown), kept in the library per
 * workspace with the server's address, so a process that has no session refused yet (the CLI; an app started on a
 * revoked laptop) refuses the team's writes too (writes.ts refuseLibraryWrite). Cleared when a hello answers again
 * (a rejoin with a new token: join.ts, or the session's next hello).
 */
const TOKEN_REFUSED_KEY = (workspaceId: string): string => `team.tokenRefused:${workspaceId}`;
export type KeptRefusal = { url: string; state: 'revoked' | 'unauthorized'; at: string };

/** How this workspace's server last refused its token ('revoked' or 'unauthorized'), or null: never, since answered, or another address. */
export function readTokenRefusal(db: ReadableDB, workspaceId: string, teamUrl: string): 'revoked' | 'unauthorized' | null {
  const k = readKeptObject<KeptRefusal>(db, TOKEN_REFUSED_KEY(workspaceId));
  return k?.url === teamUrl && (k.state === 'revoked' || k.state === 'unauthorized') ? k.state : null;
}

/**
 * w16words (w15cli left): of a workspace that left its team, how that team's server had refused this computer's token
 * (the team it left last, as team status's `leftTeam.tokenRefused`), or null: it did not, or the workspace left none.
 */
export function leftTokenRefusal(db: ReadableDB, workspaceId: string): 'revoked' | 'unauthorized' | null {
  const left = teamRows.leftTeamLast(db, workspaceId);
  return left ? readTokenRefusal(db, workspaceId, left.teamUrl) : null;
}

export function keepTokenRefusal(db: WritableDB, workspaceId: string, r: KeptRefusal): void {
  try {
    keep(db, TOKEN_REFUSED_KEY(workspaceId), r);
  } catch {
    // The library is busy or closing: the session's state says it meanwhile, the next refusal keeps it.
  }
}

/** The token was answered (a hello succeeded): the refusal kept, if any, is over. */
export function clearTokenRefusal(db: WritableDB, workspaceId: string): void {
  try {
    dropKept(db, TOKEN_REFUSED_KEY(workspaceId));
  } catch {
    // The library is busy or closing: the next hello clears it.
  }
}

/**
 * w15cli (walk 14, 4): the team's members as its server last listed them (`team status`, the app's Settings → Team), kept
 * per workspace with the server's address, so a command with no list of its own (the CLI's publish and dry run) names
 * who a post waits for through the same function as the app (src-shared/approvers.ts), never only the roles. Names,
 * roles and revocations only (no online state: that is the moment's).
 */
const MEMBERS_KEY = (workspaceId: string): string => `team.members:${workspaceId}`;
export type KeptMember = { name: string; role: string; revokedAt: string | null };

export function keepMembers(db: WritableDB, workspaceId: string, url: string, members: readonly KeptMember[]): void {
  try {
    const value = JSON.stringify({ url, members: members.map((m) => ({ name: m.name, role: m.role, revokedAt: m.revokedAt ?? null })) });
    // Settings → Team reads the list every few seconds: the same list is not written again.
    if (readKeptText(db, MEMBERS_KEY(workspaceId)) !== value) keep(db, MEMBERS_KEY(workspaceId), value, { text: true });
  } catch {
    // The library is busy or closing: the next list read keeps it.
  }
}

/** The members this workspace's server last listed, or null: never listed here, or listed by another address. */
export function readKeptMembers(db: ReadableDB, workspaceId: string, url: string): KeptMember[] | null {
  const k = readKeptObject<{ url: string; members: KeptMember[] }>(db, MEMBERS_KEY(workspaceId));
  if (k?.url !== url || !Array.isArray(k.members)) return null;
  return k.members.filter((m): m is KeptMember => typeof m?.name === 'string' && typeof m.role === 'string');
}

/**
 * Walk 39a: the members a comment written outside the app mentions (the CLI's --comment), by the app's one rule
 * (src-shared/mentions.ts), over the members this workspace's server last listed. [] when no list was read here.
 */
export function keptMentions(db: ReadableDB, workspace: { id: string; team?: { url: string } | null }, body: string): string[] {
  const members = workspace.team ? readKeptMembers(db, workspace.id, workspace.team.url) : null;
  return members ? mentionsIn(body, members.map((m) => m.name)) : [];
}

/** Teammates' comments on a post that @mention `me` (issue 34, item 2): the queue row's mark, in the app and `review list`. */
export const mentionsOfMe = (db: ReadableDB, draftId: string, me: { name: string; solo?: boolean }): number => me.solo ? 0
  : reviews.commentsOf(db, draftId).filter((c) => c.author !== me.name && c.mentions.some((n) => n.toLowerCase() === me.name.toLowerCase())).length;

/**
 * h-revokedsends (walk 39b): the members whose token the team revoked and who hold none now (no active member of the name:
 * a member given a new token, by `--replace` or a new join, is active again), by name, with the revocation's time (ms, the
 * latest). Their computers can no longer write to the team (the server refuses a revoked token's writes), so an outcome
 * they had not shared before it never reaches the team. Read from the list this workspace's server last gave (kept above).
 */
export function revokedMembers(members: readonly KeptMember[] | null): Map<string, number> {
  const out = new Map<string, number>();
  if (!members) return out;
  const active = new Set(members.filter((m) => !m.revokedAt).map((m) => m.name));
  for (const m of members) {
    const at = m.revokedAt ? Date.parse(m.revokedAt) : NaN;
    if (active.has(m.name) || !Number.isFinite(at)) continue;
    out.set(m.name, Math.max(at, out.get(m.name) ?? at));
  }
  return out;
}
