import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as Y from 'yjs';
import { isRole, type Role } from '../team';
import { TeamServerError } from './errors';

/**
 * Where a team server keeps its team, its members and its documents: SQLite in the data dir
 * (sqlite-store.ts) or PostgreSQL (pg-store.ts, shared by several server instances). Both speak
 * this one interface, async because PostgreSQL is; the server, the CLI and the tests use only it.
 *
 * Tokens are never stored: a member row keeps the SHA-256 of its token, so a copy of the store
 * lets nobody in.
 */
export interface TeamStore {
  readonly kind: 'sqlite' | 'postgres';
  /** The team of this store, made (with a fresh id) the first time the store was opened. */
  team(): Promise<TeamRow>;
  setTeamName(name: string): Promise<void>;
  /**
   * Adds a member; refuses (`invalid_request`) a name an active member already has, and (`last_owner`)
   * anyone but an owner while the team has no active owner: its first member is its owner. The check
   * and the insert are one transaction; a refusal changes nothing.
   */
  addMember(row: NewMember): Promise<MemberRow>;
  memberByTokenHash(sha256: string): Promise<MemberRow | undefined>;
  /** Every member, revoked ones too, oldest first. */
  listMembers(): Promise<MemberRow[]>;
  /**
   * Revokes the active member of that name; undefined when there is none. Refuses (`last_owner`) to
   * revoke the team's last active owner (the check and the change one transaction), and changes nothing.
   */
  revokeMember(name: string, at: string): Promise<MemberRow | undefined>;
  /**
   * Gives the active member of that name another role (roles: one transaction, the check and the
   * change together); undefined when there is none. Refuses (`last_owner`) to make the team's last
   * active owner anything else, and changes nothing.
   */
  setMemberRole(name: string, role: Role): Promise<{ member: MemberRow; before: Role } | undefined>;
  /**
   * h-team: a new token in place of the active member's of that name, in one transaction: their row is
   * revoked (at `row.createdAt`) and a row of the same name is added with `row`'s role and token.
   * Undefined when no active member has that name. The team's only owner may be replaced by an owner
   * (a team has an owner before and after); refuses (`last_owner`) to replace them by another role,
   * and changes nothing.
   */
  replaceMember(row: NewMember): Promise<{ member: MemberRow; replaced: MemberRow } | undefined>;
  touchMember(id: number, at: string): Promise<void>;
  /**
   * The whole Yjs state of a document as stored: its compacted state merged with every update
   * appended since, read as one snapshot; null when nothing is stored. Refuses (`corrupt_update`)
   * a stored row that does not decode, naming it, and changes nothing.
   */
  fetchDocument(name: string): Promise<Uint8Array | null>;
  /** Appends one Yjs update to the document's log (one row, one transaction): the server's write on each change. */
  appendUpdate(name: string, update: Uint8Array, at: string): Promise<void>;
  /** How many updates (and bytes) wait in the document's log, and the size of its compacted state. */
  pendingUpdates(name: string): Promise<PendingUpdates>;
  /**
   * Folds the document's log into its state, in one transaction: state := merge(state, the rows it
   * read, `extra`), then deletes exactly the rows it read (by id). A kill mid-way leaves the state
   * and log as they were; an update appended meanwhile (another instance) stays in the log.
   */
  compactDocument(name: string, at: string, extra?: Uint8Array): Promise<Compacted>;
  /** Replaces the document's state and empties its log in one transaction (tools and benches; the server appends). */
  storeDocument(name: string, state: Uint8Array, at: string): Promise<void>;
  close(): Promise<void>;
}

export interface PendingUpdates {
  rows: number;
  bytes: number;
  stateBytes: number;
}

export interface Compacted {
  /** Rows folded into the state (and deleted). */
  folded: number;
  /** Bytes of the new state. */
  stateBytes: number;
}

/** A stored update row, as a store reads it. */
export interface StoredUpdate {
  id: number;
  update: Uint8Array;
}

/**
 * The one state of a document from its stored parts: each update row is checked first (a row
 * that does not decode is refused by id, `corrupt_update`, nothing folded), then all are merged
 * (Y.mergeUpdates: a union, so an update stored twice is harmless).
 */
export function mergeStored(name: string, state: Uint8Array | null, rows: readonly StoredUpdate[], extra?: Uint8Array): Uint8Array | null {
  for (const r of rows) {
    try {
      Y.decodeUpdate(r.update);
    } catch (err) {
      throw new TeamServerError('corrupt_update', `Stored update ${r.id} of document "${name}" does not decode as a Yjs update; the document was not loaded and nothing was changed.`, { cause: err, details: { document: name, row: r.id } });
    }
  }
  const parts = [...(state ? [state] : []), ...rows.map((r) => r.update), ...(extra ? [extra] : [])];
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  try {
    return Y.mergeUpdates(parts);
  } catch (err) {
    throw new TeamServerError('corrupt_update', `The stored state of document "${name}" does not decode as a Yjs update; nothing was changed.`, { cause: err, details: { document: name } });
  }
}

export interface TeamRow {
  id: string;
  name: string;
}

export interface NewMember {
  name: string;
  role: Role;
  tokenSha256: string;
  createdAt: string;
}

export interface MemberRow {
  id: number;
  name: string;
  role: Role;
  createdAt: string;
  revokedAt: string | null;
  lastSeen: string | null;
}

export const DEFAULT_TEAM_NAME = 'Postroom team';
export const newTeamId = (): string => randomUUID();

/** A new member token: `prt_` + 32 random bytes in base64url (protocol TOKEN_PATTERN). */
export const newToken = (): string => `prt_${randomBytes(32).toString('base64url')}`;
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A member name: what people call each other; 1–64 characters, no control characters. */
export function checkMemberName(name: unknown): string {
  const n = typeof name === 'string' ? name.trim() : '';
  // eslint-disable-next-line no-control-regex
  if (n.length === 0 || n.length > 64 || /[\u0000-\u001f\u007f]/u.test(n)) {
    throw new TeamServerError('invalid_request', 'A member name is 1 to 64 characters, without control characters.');
  }
  return n;
}

/** A stored row's role, checked: a store edited by hand gets a clear error, not a member of no role. */
export function storedRole(v: unknown, name: string): Role {
  if (!isRole(v)) throw new TeamServerError('invalid_request', `The stored role of member "${name}" is not one of owner, approver, editor, viewer.`);
  return v;
}

/** How stale `lastSeen` may get before a request writes it again (a photo download is not a write of the store each time). */
export const LAST_SEEN_RESOLUTION_MS = 30_000;

/** Notes that the member was seen now, unless that was noted less than LAST_SEEN_RESOLUTION_MS ago. */
export async function noteSeen(store: TeamStore, member: MemberRow, now = new Date()): Promise<void> {
  if (member.lastSeen !== null && now.getTime() - Date.parse(member.lastSeen) < LAST_SEEN_RESOLUTION_MS) return;
  await store.touchMember(member.id, now.toISOString());
}

/**
 * Makes a member and its token; the token is returned ONCE and never stored. A team's first member is
 * its owner: anyone else while the team has no active owner is refused (`last_owner`, by the store, so
 * the CLI, the server and the tests all keep the rule).
 */
export async function createMemberToken(store: TeamStore, input: { name: string; role: Role }): Promise<{ token: string; member: MemberRow }> {
  const name = checkMemberName(input.name);
  if (!isRole(input.role)) throw new TeamServerError('invalid_request', 'The role is one of owner, approver, editor, viewer.');
  const token = newToken();
  const member = await store.addMember({ name, role: input.role, tokenSha256: tokenHash(token), createdAt: new Date().toISOString() });
  return { token, member };
}

/**
 * h-team: gives an active member a new token under the same name (their old token is revoked in the same
 * transaction: a running server closes its connections at its next check). Returned ONCE, like a new member's.
 */
export async function replaceMemberToken(store: TeamStore, input: { name: string; role: Role }): Promise<{ token: string; member: MemberRow; replaced: MemberRow }> {
  const name = checkMemberName(input.name);
  if (!isRole(input.role)) throw new TeamServerError('invalid_request', 'The role is one of owner, approver, editor, viewer.');
  const token = newToken();
  const r = await store.replaceMember({ name, role: input.role, tokenSha256: tokenHash(token), createdAt: new Date().toISOString() });
  if (!r) throw new TeamServerError('invalid_request', `No active member is called "${name}": leave out --replace to make one. Nothing was changed.`, { details: { name } });
  return { token, ...r };
}

/** Revokes the member's token in the store. A running server closes their connections (at once through its own handle, otherwise at its next check). */
export async function revokeMember(store: TeamStore, name: string): Promise<MemberRow> {
  const row = await store.revokeMember(checkMemberName(name), new Date().toISOString());
  if (!row) throw new TeamServerError('invalid_request', `No active member is called "${name}".`);
  return row;
}

/**
 * roles: the refusal when a change would leave the team without an owner (both stores say it alike):
 * the last owner given another role (`role`) or revoked (`revoke`).
 */
export const lastOwnerError = (name: string, change: 'role' | 'revoke' = 'role'): TeamServerError =>
  change === 'role'
    ? new TeamServerError('last_owner', `"${name}" is the team's only owner; make another member owner first, then change ${name}'s role.`, { details: { name } })
    // h-team: a revoke is often meant as a new token; that one keeps the owner, so the refusal names it.
    : new TeamServerError('last_owner', `"${name}" is the team's only owner; make another member owner first (postroom team role NAME owner), then revoke ${name}. For a new token in place of theirs: postroom team token --role owner --name "${name}" --replace. Nothing was changed.`, { details: { name } });

/** w31team: the refusal of a first member who is not an owner (a team with no owner could not be run by anyone). */
export const ownerFirstError = (name: string, role: Role): TeamServerError =>
  new TeamServerError('last_owner', `The team has no owner yet: its first member is its owner (postroom team token --role owner --name NAME), then make "${name}" ${role}. Nothing was changed.`, { details: { name, role } });

/**
 * Changes the role of an active member in the store (roles, issue 34). A running server applies it
 * to their open connections (at once through its own handle, otherwise at its next check).
 */
export async function setMemberRole(store: TeamStore, name: string, role: Role): Promise<{ member: MemberRow; before: Role }> {
  if (!isRole(role)) throw new TeamServerError('invalid_request', 'The role is one of owner, approver, editor, viewer.');
  const r = await store.setMemberRole(checkMemberName(name), role);
  if (!r) throw new TeamServerError('invalid_request', `No active member is called "${name}".`);
  return r;
}
