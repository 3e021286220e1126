import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_VERSION, describeError } from '../common';
import { canWrite, isRole, MAX_BLOB_BYTES, ROUTES, SHA256_PATTERN, TEAM_PROTOCOL_VERSION, type TeamHello, type TeamMember } from '../team';
import { authenticate, bearer, protocolOf } from './auth';
import type { BlobStore } from './blobs';
import { HTTP_STATUS, TeamServerError } from './errors';
import { noteSeen, setMemberRole, type MemberRow, type TeamStore } from './store';

/** A refused request body up to this size is read and dropped rather than cut off. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

export interface HttpDeps {
  store: TeamStore;
  blobs: BlobStore;
  /** Member ids with an open connection on this instance. */
  online(): ReadonlySet<number>;
  maxBlobBytes?: number;
  /** roles: told a member's role changed here (the server closes their connections and pushes MEMBERS_CHANGED). */
  roleChanged?: (memberId: number) => void;
  /**
   * Told a request refused for who it is (unknown or revoked token, a role that may not, another
   * protocol): the log line of `team serve`, as for a refused WebSocket. `route`: "GET /v1/team".
   */
  refused?: (req: IncomingMessage, route: string, err: TeamServerError) => void;
}

/** Refusals a server log tells (who the client is); a malformed request is the client's bug, not traffic to watch. */
const TOLD_REFUSALS: ReadonlySet<string> = new Set(['unauthorized', 'revoked', 'forbidden', 'version_mismatch']);

const json = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  res.end(text);
};

/** An error as the protocol's HTTP answer: `{ error: { code, message } }` with the code's status. */
export function sendError(res: ServerResponse, err: unknown): void {
  const e = err instanceof TeamServerError ? err : new TeamServerError('invalid_request', describeError(err));
  if (res.headersSent) {
    res.destroy();
    return;
  }
  json(res, HTTP_STATUS[e.code], { error: { code: e.code, message: e.message } });
}

/** The public face of a member row (never its token hash); a revoked member is never online. */
export const teamMember = (m: MemberRow, online: ReadonlySet<number>): TeamMember => ({
  name: m.name,
  role: m.role,
  lastSeen: m.lastSeen,
  online: m.revokedAt === null && online.has(m.id),
  revokedAt: m.revokedAt,
});

/**
 * The team server's HTTP routes (protocol ROUTES), on the WebSocket's port. Every request is
 * authenticated first; a refusal never reads the body.
 */
export async function handleRequest(deps: HttpDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const url = new URL(req.url ?? '/', 'http://team.invalid');
    const member = await authenticate(deps.store, { token: bearer(req.headers), protocol: protocolOf(req.headers, url.searchParams) });
    await noteSeen(deps.store, member);
    const method = req.method ?? 'GET';
    const path = url.pathname;
    if (path === ROUTES.hello) {
      onlyMethods(method, ['GET']);
      const team = await deps.store.team();
      const hello: TeamHello = { protocol: TEAM_PROTOCOL_VERSION, teamId: team.id, teamName: team.name, serverVersion: APP_VERSION, member: { name: member.name, role: member.role } };
      json(res, 200, hello);
      return;
    }
    if (path === ROUTES.members) {
      onlyMethods(method, ['GET']);
      const online = deps.online();
      // Revoked members are listed as revoked (their teammates see why they went), after the others.
      const rows = await deps.store.listMembers();
      const members = [...rows.filter((m) => m.revokedAt === null), ...rows.filter((m) => m.revokedAt !== null)].map((m) => teamMember(m, online));
      json(res, 200, { members });
      return;
    }
    if (path === ROUTES.memberRole) {
      onlyMethods(method, ['PUT']);
      await putMemberRole(deps, member, req, res);
      return;
    }
    if (path.startsWith(ROUTES.blobs)) {
      const sha = path.slice(ROUTES.blobs.length);
      if (!SHA256_PATTERN.test(sha)) throw new TeamServerError('invalid_request', 'A blob is named by its SHA-256 in 64 lowercase hex characters.');
      onlyMethods(method, ['GET', 'HEAD', 'PUT']);
      if (method === 'PUT') await putBlob(deps, member, sha, req, res);
      else getBlob(deps, sha, method === 'HEAD', res);
      return;
    }
    throw new TeamServerError('invalid_request', `No such route: ${method} ${path}.`);
  } catch (err) {
    if (err instanceof TeamServerError && TOLD_REFUSALS.has(err.code)) {
      const path = new URL(req.url ?? '/', 'http://team.invalid').pathname;
      deps.refused?.(req, `${req.method ?? 'GET'} ${path}`, err);
    }
    sendError(res, err);
    // The body of a refused upload: a small one is drained (the client reads the answer on a
    // healthy connection); a large one is not read, the connection is closed after the answer.
    if (!req.complete) {
      const declared = Number(req.headers['content-length'] ?? NaN);
      if (Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES) req.resume();
      else res.once('finish', () => req.destroy());
    }
  }
}

function onlyMethods(method: string, allowed: string[]): void {
  if (!allowed.includes(method)) throw new TeamServerError('invalid_request', `This route takes ${allowed.join(', ')}, not ${method}.`);
}

/** A role change's body is a name and a role: never more than this. */
const ROLE_BODY_LIMIT_BYTES = 4096;

/** roles (issue 34): an owner gives an active member another role; the last owner stays one. */
async function putMemberRole(deps: HttpDeps, member: MemberRow, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (member.role !== 'owner') throw new TeamServerError('forbidden', `A ${member.role} cannot change a member's role; only an owner can.`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > ROLE_BODY_LIMIT_BYTES) throw new TeamServerError('invalid_request', 'A role change is a name and a role, nothing more.');
    chunks.push(chunk as Buffer);
  }
  let body: { name?: unknown; role?: unknown };
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { name?: unknown; role?: unknown };
  } catch {
    throw new TeamServerError('invalid_request', 'A role change is JSON: { "name": …, "role": … }.');
  }
  if (typeof body?.name !== 'string' || !isRole(body.role)) throw new TeamServerError('invalid_request', 'A role change names a member and one of the roles owner, approver, editor, viewer.');
  const { member: changed } = await setMemberRole(deps.store, body.name, body.role);
  deps.roleChanged?.(changed.id);
  json(res, 200, { member: teamMember(changed, deps.online()) });
}

async function putBlob(deps: HttpDeps, member: MemberRow, sha: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // Photos belong to the library's drafts: whoever may write the library may upload them.
  if (!canWrite(member.role, 'library')) throw new TeamServerError('forbidden', `A ${member.role} cannot upload photos.`);
  const max = deps.maxBlobBytes ?? MAX_BLOB_BYTES;
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > max) throw new TeamServerError('blob_too_large', `A photo may be at most ${max} bytes; this one is ${declared}.`);
  const { size, created } = await deps.blobs.put(sha, req, max);
  json(res, created ? 201 : 200, { sha256: sha, size });
}

function getBlob(deps: HttpDeps, sha: string, head: boolean, res: ServerResponse): void {
  const blob = deps.blobs.open(sha);
  res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': blob.size, 'cache-control': 'private, max-age=31536000, immutable' });
  if (head) {
    res.end();
    return;
  }
  const stream = blob.stream();
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
