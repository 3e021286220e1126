/**
 * The team protocol (issue 33): what a Postroom team server and a laptop agree on, written once.
 * The server (`src-main/team-server/`) and the client binding (`src-main/team/`) both import this
 * file; neither restates a name, a role rule or a route.
 *
 * Transport: one Hocuspocus (Yjs) WebSocket per laptop at `ws(s)://HOST:PORT/`, plus a few HTTP
 * routes on the same port (the server's `onRequest` hook). Every connection and every request is
 * authenticated by a member token; the server, not the client, decides what a role may write.
 */

/** Bumped when a laptop and a server could no longer understand each other. */
export const TEAM_PROTOCOL_VERSION = 2; // 2: a draft's lists only item by item (schema.ts LIST_KEYS), no plain copy for protocol 1
/** Sent on every HTTP request and as the WebSocket URL's `protocol` query parameter. */
export const PROTOCOL_HEADER = 'postroom-team-protocol';

export const ROLES = ['owner', 'approver', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (v: unknown): v is Role => typeof v === 'string' && (ROLES as readonly string[]).includes(v);

/**
 * The documents of one team (one team per server data dir). Hocuspocus document names are exactly
 * these strings.
 * - `library`: drafts (captions and titles as Y.Text), campaigns and their plans, tags, the shared
 *   Hub cache (profiles, boards, locations, queue settings), each draft's history.
 * - `outcomes`: each member's journal outcomes (which post, which key, what the Hub answered).
 * - `reviews`: review requests and comments (issue 34); editors write here.
 * - `approvals`: approvals (issue 34); only approvers and owners.
 * - `settings`: the team's review settings (issue 34: who approves, may authors approve their own
 *   posts, is approval required to publish); only owners.
 */
export const TEAM_DOCUMENTS = ['library', 'outcomes', 'reviews', 'approvals', 'settings'] as const;
export type TeamDocument = (typeof TEAM_DOCUMENTS)[number];
export const isTeamDocument = (v: unknown): v is TeamDocument => typeof v === 'string' && (TEAM_DOCUMENTS as readonly string[]).includes(v);

/**
 * Who may write which document: the one table the server enforces (a connection without write
 * access is opened read-only, so its updates are dropped whatever its client sends) and the app
 * reads to grey out what a member cannot do.
 */
export const WRITE_ACCESS: Readonly<Record<TeamDocument, readonly Role[]>> = {
  library: ['owner', 'approver', 'editor'],
  outcomes: ['owner', 'approver', 'editor'],
  reviews: ['owner', 'approver', 'editor'],
  approvals: ['owner', 'approver'],
  settings: ['owner'],
};
export const canWrite = (role: Role, doc: TeamDocument): boolean => WRITE_ACCESS[doc].includes(role);

/** HTTP routes on the team server's port. Requests carry `Authorization: Bearer <token>`. */
export const ROUTES = {
  /** GET → `TeamHello`: who am I on which team, and the server's protocol. */
  hello: '/v1/team',
  /** GET → `{ members: TeamMember[] }` (names, roles, online, last seen; never tokens). */
  members: '/v1/members',
  /**
   * PUT, body `{ name, role }` (JSON) → `{ member: TeamMember }`: an owner changes an active member's
   * role (roles, issue 34). Anyone else is refused `forbidden`; making the last owner anything else
   * `last_owner`. The member's open connections are closed (CLOSE_CODES.role_changed): they connect
   * again and read their new role in the hello.
   */
  memberRole: '/v1/members/role',
  /** PUT (body = the bytes; editors and up) / GET / HEAD `/v1/blobs/<sha256 hex>`: photos. */
  blobs: '/v1/blobs/',
} as const;

/** The largest photo blob a server takes (bytes). */
export const MAX_BLOB_BYTES = 64 * 1024 * 1024;

export interface TeamMember {
  name: string;
  role: Role;
  /** ISO time the member last connected, or null if never. */
  lastSeen: string | null;
  /** Has an open, authenticated connection now, on the server (instance) that answered. */
  online: boolean;
  /** ISO time the member's token was revoked, or null (a revoked member is listed, never online). */
  revokedAt: string | null;
}

/**
 * The stateless message (Hocuspocus `broadcastStateless`, on the `library` document) a server
 * sends its connected laptops when its set of online members changed (a member connected,
 * disconnected or was revoked): they read ROUTES.members again. Not relayed between instances.
 */
export const MEMBERS_CHANGED = 'postroom:members-changed';

/**
 * w23settings (walk 21, 1): the stateless message a server sends a writer just before it closes the connection with
 * `write_refused` for an approval the team does not let its author make, followed by the rule: `own_post` (the writer
 * created the post) or `own_version` (the writer changed what goes out since its last approval). An older laptop
 * ignores it and says the generic words.
 */
export const OWN_APPROVAL_REFUSED = 'postroom:own-approval-refused:';
/**
 * w27order (walk 25): `not_held`: an approval of a revision the team's `library` does not hold for that post when it
 * arrives (the post changed, or its change has not reached the team yet), refused for every client, whatever the
 * settings. Sent with the same prefix; a laptop of before reads an unknown rule as the generic write_refused.
 */
export const OWN_APPROVAL_RULES = ['own_post', 'own_version', 'not_held'] as const;
export type OwnApprovalRule = (typeof OWN_APPROVAL_RULES)[number];
/**
 * w26approval (walk 24, 2): sent with OWN_APPROVAL_REFUSED, followed by the refused approval's key in `approvals`: the
 * laptop sets that row (and its approve step) aside once, instead of offering it again at every sync. A laptop of
 * before ignores it (it is not OWN_APPROVAL_REFUSED's prefix).
 */
export const REFUSED_APPROVAL_ROW = 'postroom:refused-approval-row:';

export interface TeamHello {
  protocol: number;
  /** Stable id of the team, made when the server's data dir was first used. */
  teamId: string;
  teamName: string;
  /** The Postroom version of the server. */
  serverVersion: string;
  member: { name: string; role: Role };
}

/** Error codes of the team server's HTTP answers (`{ error: { code, message } }`) and of the client. */
export const TEAM_ERROR_CODES = [
  'unauthorized', // no token, or a token the server does not know
  'revoked', // a token that was revoked
  'forbidden', // the role may not do this
  'version_mismatch', // laptop and server speak different protocols
  'blob_hash_mismatch', // the bytes do not hash to the name they were sent under
  'blob_not_found',
  'blob_too_large',
  'invalid_request',
  'unreachable', // client side: the server could not be reached
  'corrupt_update', // client or server: a Yjs update that does not decode
  'not_a_team_workspace', // client side: the workspace is not joined to a team
  'left_team', // client side (w23left): a draft of a team this workspace left is read-only here
  'last_owner', // roles: the change would leave the team without an owner
  'write_refused', // a write inside a document the role may write that names another member or rewrites a shared record (team-server/guard.ts): not applied
  'own_approval_refused', // client side (w23settings): write_refused for this member's approval of a post they wrote, where the team's settings (on its server) do not let authors approve their own posts
  'approval_not_held', // client side (w27order): write_refused for this member's approval of a version the team's library does not hold (the post changed, or its change has not reached the team yet)
] as const;
export type TeamErrorCode = (typeof TEAM_ERROR_CODES)[number];

/** Member tokens: `prt_` + 43 base64url characters (32 random bytes). Servers keep only their SHA-256. */
export const TOKEN_PATTERN = /^prt_[A-Za-z0-9_-]{43}$/;
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

/**
 * WebSocket close codes the server uses when it refuses a connection (4000–4999 are the application's).
 * `role_changed` is no refusal: the member's role changed, the laptop connects again (hello first).
 */
export const CLOSE_CODES = { unauthorized: 4401, revoked: 4403, version_mismatch: 4426, role_changed: 4409 } as const;
