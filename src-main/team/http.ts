import { request } from 'undici';
import { TeamError, teamError } from './errors';
import { PROTOCOL_HEADER, ROUTES, TEAM_ERROR_CODES, TEAM_PROTOCOL_VERSION, type Role, type TeamErrorCode, type TeamHello, type TeamMember } from './protocol';

/** A team server's two addresses: HTTP routes and the WebSocket, from whichever one a person typed. */
export interface TeamUrls {
  /** `http(s)://host:port` (no trailing slash): what the library keeps as the team URL. */
  http: string;
  /** `ws(s)://host:port/?protocol=N` (protocol.ts: the WebSocket URL carries the version as the `protocol` query parameter). */
  ws: string;
}

/** Accepts http(s):// or ws(s):// with a host; refuses anything else with `invalid_request`. */
export function teamUrls(input: string): TeamUrls {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw teamError('invalid_request', `"${input.trim()}" is not an address; give the team server's address, e.g. https://team.example.com`);
  }
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) throw teamError('invalid_request', `a team server address starts with https:// (or http:// on this machine or a local network), not ${url.protocol}`);
  if (url.username || url.password || url.search || url.hash) throw teamError('invalid_request', 'a team server address has no user name, password, query or fragment; the token is read from standard input');
  const base = `${url.host}${url.pathname.replace(/\/+$/, '')}`;
  return { http: `${secure ? 'https' : 'http'}://${base}`, ws: `${secure ? 'wss' : 'ws'}://${base}/?protocol=${TEAM_PROTOCOL_VERSION}` };
}

const isCode = (v: unknown): v is TeamErrorCode => typeof v === 'string' && (TEAM_ERROR_CODES as readonly string[]).includes(v);

export interface TeamRequestOptions {
  method?: 'GET' | 'PUT' | 'HEAD';
  body?: Uint8Array;
  /** The body's type (default application/octet-stream: a photo). */
  contentType?: string;
  signal?: AbortSignal;
  /** Default 15 s: a server that does not answer is `unreachable`. */
  timeoutMs?: number;
}

/** One authenticated request to a team server; a refusal becomes a TeamError with the server's code. */
export async function teamRequest(baseUrl: string, token: string, path: string, opts: TeamRequestOptions = {}): Promise<{ status: number; body: Buffer }> {
  const timeout = opts.timeoutMs ?? 15_000;
  let res;
  try {
    res = await request(`${baseUrl}${path}`, {
      method: opts.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, [PROTOCOL_HEADER]: String(TEAM_PROTOCOL_VERSION), ...(opts.body ? { 'content-type': opts.contentType ?? 'application/octet-stream' } : {}) },
      ...(opts.body ? { body: opts.body } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
      headersTimeout: timeout,
      bodyTimeout: timeout,
    });
  } catch (err) {
    throw new TeamError('unreachable', `The team server at ${baseUrl} cannot be reached. Nothing is lost: your changes wait on this computer and go out at the next sync.`, {
      cause: err,
      details: { reason: (err as { code?: string }).code ?? (err as Error).name },
    });
  }
  const body = Buffer.from(await res.body.arrayBuffer());
  if (res.statusCode >= 400) {
    let code: TeamErrorCode = res.statusCode === 401 ? 'unauthorized' : res.statusCode === 403 ? 'forbidden' : res.statusCode === 404 ? 'blob_not_found' : res.statusCode === 426 ? 'version_mismatch' : 'invalid_request';
    let serverMessage: string | undefined;
    try {
      const parsed = JSON.parse(body.toString('utf8')) as { error?: { code?: unknown; message?: unknown } };
      if (isCode(parsed.error?.code)) code = parsed.error.code;
      if (typeof parsed.error?.message === 'string') serverMessage = parsed.error.message;
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    throw teamError(code, undefined, { status: res.statusCode, ...(serverMessage ? { serverMessage } : {}) });
  }
  return { status: res.statusCode, body };
}

const json = <T>(b: Buffer): T => JSON.parse(b.toString('utf8')) as T;

/** GET ROUTES.hello: who this token is on which team. Refuses a server of another protocol (`version_mismatch`). */
export async function fetchHello(baseUrl: string, token: string, signal?: AbortSignal): Promise<TeamHello> {
  const hello = json<TeamHello>((await teamRequest(baseUrl, token, ROUTES.hello, { ...(signal ? { signal } : {}) })).body);
  if (hello.protocol !== TEAM_PROTOCOL_VERSION) throw teamError('version_mismatch', undefined, { server: hello.protocol, laptop: TEAM_PROTOCOL_VERSION });
  return hello;
}

/** GET ROUTES.members: the team's members, who is online, when each was last seen. */
export async function fetchMembers(baseUrl: string, token: string, signal?: AbortSignal): Promise<TeamMember[]> {
  return json<{ members: TeamMember[] }>((await teamRequest(baseUrl, token, ROUTES.members, { ...(signal ? { signal } : {}) })).body).members;
}

/** roles (issue 34): PUT ROUTES.memberRole — an owner gives an active member another role; the server refuses anyone else (`forbidden`) and the last owner's demotion (`last_owner`). */
export async function putMemberRole(baseUrl: string, token: string, input: { name: string; role: Role }): Promise<TeamMember> {
  const body = new TextEncoder().encode(JSON.stringify({ name: input.name, role: input.role }));
  return json<{ member: TeamMember }>((await teamRequest(baseUrl, token, ROUTES.memberRole, { method: 'PUT', body, contentType: 'application/json' })).body).member;
}
