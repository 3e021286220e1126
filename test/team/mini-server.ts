/**
 * Until the real team server (src-main/team-server, branch team-server) is merged: a bare
 * Hocuspocus Server with the protocol's hello and members routes, member tokens and roles, so the
 * session's tests run against the same wire protocol. Refusals are made as protocol.ts says.
 */
import { Server } from '@hocuspocus/server';
import { PROTOCOL_HEADER, ROUTES, TEAM_PROTOCOL_VERSION, canWrite, isTeamDocument, type Role } from '../../src-main/team/protocol';

export interface MiniServer { url: string; httpUrl: string; port: number; server: Server; revoke(token: string): void; stop(): Promise<void> }

export async function startMiniServer(opts: { port?: number; tokens: Record<string, { name: string; role: Role }> }): Promise<MiniServer> {
  const revoked = new Set<string>();
  const server = new Server({
    port: opts.port ?? 0,
    address: '127.0.0.1',
    quiet: true,
    async onAuthenticate({ token, documentName, connectionConfig, requestParameters }) {
      if (requestParameters.get(PROTOCOL_HEADER) !== String(TEAM_PROTOCOL_VERSION)) throw Object.assign(new Error('version'), { reason: 'version_mismatch' });
      if (revoked.has(token)) throw Object.assign(new Error('revoked'), { reason: 'revoked' });
      const m = opts.tokens[token];
      if (!m || !isTeamDocument(documentName)) throw Object.assign(new Error('unauthorized'), { reason: 'unauthorized' });
      connectionConfig.readOnly = !canWrite(m.role, documentName);
      return { member: m.name, token };
    },
    async onRequest({ request, response }) {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const fail = (status: number, code: string): never => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { code, message: code } }));
        // eslint-disable-next-line no-throw-literal -- Hocuspocus: a rejection with null means "answered, stop here"
        throw null;
      };
      const path = (request.url ?? '').split('?')[0];
      if (path !== ROUTES.hello && path !== ROUTES.members) return;
      if (revoked.has(token)) fail(403, 'revoked');
      const m = opts.tokens[token];
      if (!m) fail(401, 'unauthorized');
      response.writeHead(200, { 'content-type': 'application/json' });
      if (path === ROUTES.hello) response.end(JSON.stringify({ protocol: TEAM_PROTOCOL_VERSION, teamId: 'team-1', teamName: 'Mini', serverVersion: 'test', member: m }));
      else response.end(JSON.stringify({ members: Object.values(opts.tokens).map((t) => ({ ...t, lastSeen: null, online: false })) }));
      // eslint-disable-next-line no-throw-literal -- Hocuspocus: a rejection with null means "answered, stop here"
      throw null;
    },
  });
  await server.listen();
  const port = (server.address as { port: number }).port;
  return {
    url: `ws://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${port}`,
    port,
    server,
    revoke(token) {
      revoked.add(token);
      // The real server closes with CLOSE_CODES.revoked; Hocuspocus' closeConnections sends a reset, and the reconnect is then refused.
      server.hocuspocus.closeConnections();
    },
    stop: () => server.destroy(),
  };
}
