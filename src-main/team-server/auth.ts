import type { IncomingHttpHeaders } from 'node:http';
import { PROTOCOL_HEADER, TEAM_PROTOCOL_VERSION, TOKEN_PATTERN } from '../team';
import { TeamServerError } from './errors';
import { tokenHash, type MemberRow, type TeamStore } from './store';

/**
 * Who is asking: every WebSocket connection (per document, in onAuthenticate) and every HTTP
 * request goes through `authenticate`. The protocol is checked first, so a laptop of another
 * version is told so whatever its token; then the token: unknown → `unauthorized`, revoked →
 * `revoked`.
 */
export async function authenticate(store: TeamStore, input: { token: string | undefined; protocol: string | undefined }): Promise<MemberRow> {
  checkProtocol(input.protocol);
  const token = input.token?.trim() ?? '';
  if (token === '') throw new TeamServerError('unauthorized', 'No member token was sent.');
  if (!TOKEN_PATTERN.test(token)) throw new TeamServerError('unauthorized', 'That is not a member token of this team.');
  const member = await store.memberByTokenHash(tokenHash(token));
  if (!member) throw new TeamServerError('unauthorized', 'That is not a member token of this team.');
  if (member.revokedAt !== null) throw new TeamServerError('revoked', `The token of "${member.name}" was revoked on ${member.revokedAt}.`);
  return member;
}

/** The protocol a client sent must be this server's (`version_mismatch` otherwise, missing included). */
export function checkProtocol(sent: string | undefined): void {
  if (sent === String(TEAM_PROTOCOL_VERSION)) return;
  throw new TeamServerError(
    'version_mismatch',
    sent === undefined || sent === ''
      ? `This team server speaks team protocol ${TEAM_PROTOCOL_VERSION}; the client sent no ${PROTOCOL_HEADER}.`
      : `This team server speaks team protocol ${TEAM_PROTOCOL_VERSION}; the client speaks ${sent}. Update the older one.`,
    { details: { serverProtocol: TEAM_PROTOCOL_VERSION, clientProtocol: sent ?? null } },
  );
}

/** The token of an HTTP request (`Authorization: Bearer …`). */
export function bearer(headers: IncomingHttpHeaders): string | undefined {
  const h = headers.authorization;
  const m = typeof h === 'string' ? /^Bearer\s+(\S+)\s*$/iu.exec(h) : null;
  return m?.[1];
}

/** A request's protocol: the header, else the `protocol` query parameter (a browser WebSocket cannot set headers). */
export function protocolOf(headers: IncomingHttpHeaders, query: URLSearchParams): string | undefined {
  const h = headers[PROTOCOL_HEADER];
  if (typeof h === 'string') return h.trim();
  return query.get('protocol') ?? undefined;
}
