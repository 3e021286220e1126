import { createServer as createHttpsServer } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { Redis } from '@hocuspocus/extension-redis';
import { Server, type Extension, type onAuthenticatePayload } from '@hocuspocus/server';
import RedisClient from 'ioredis';
import type WebSocket from 'ws';
import { canWrite, CLOSE_CODES, isTeamDocument, PROTOCOL_HEADER } from '../team';
import { authenticate } from './auth';
import { openBlobStore } from './blobs';
import { TeamServerError } from './errors';
import { handleRequest } from './http';
import { openPgStore } from './pg-store';
import { openSqliteStore } from './sqlite-store';
import { UpdateLog } from './update-log';
import { checkMessage } from './wire';
import { noteSeen, revokeMember as revokeInStore, type MemberRow, type TeamStore } from './store';

export interface TeamServerOptions {
  /** Where team.sqlite (unless `postgres`) and the photo blobs live. */
  dataDir: string;
  /** 0 (default): any free port. */
  port?: number;
  /** Default 127.0.0.1; 0.0.0.0 to serve the local network. */
  host?: string;
  /** PostgreSQL URL: team, members and documents there instead of team.sqlite (instances on one database share them). */
  postgres?: string;
  /** Redis URL: instances on one Redis see each other's edits live. */
  redis?: string;
  /** PEM certificate and key: the server speaks wss:// and https://. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** Sets the team's name (it keeps its id). */
  teamName?: string;
  /** How long after a change its update is appended to the store (ms; default 300), and at most (default 2000). */
  storeDebounceMs?: number;
  storeMaxDebounceMs?: number;
  /** A document's log of updates is folded into its state past this many rows (default 500) or bytes (default 1 MiB, or half the state). */
  compactAfterRows?: number;
  compactAfterBytes?: number;
  /** The largest photo taken (default protocol MAX_BLOB_BYTES). */
  maxBlobBytes?: number;
  /** How often open connections are checked against revocations made elsewhere (another process, another instance); ms, default 1000. */
  revocationCheckMs?: number;
}

export interface TeamServer {
  /** ws://HOST:PORT (wss:// with tls). */
  url: string;
  /** http://HOST:PORT (https:// with tls). */
  httpUrl: string;
  port: number;
  store: TeamStore;
  /** Revokes a member and closes their open connections at once. */
  revokeMember(name: string): Promise<MemberRow>;
  /** Member ids with an open connection on this instance. */
  online(): ReadonlySet<number>;
  /** Closes every connection, stores every document, closes the store. */
  stop(): Promise<void>;
}

/** How long stop() waits for Hocuspocus to store and unload every document. */
const STOP_TIMEOUT_MS = 10_000;

/** What a connection carries once authenticated (Hocuspocus' context). */
interface Context {
  member?: { id: number; name: string; role: MemberRow['role'] };
}

/** Refusals that are about the token or the protocol end the whole WebSocket, with the protocol's close code. */
const CLOSING: Partial<Record<string, number>> = CLOSE_CODES;

/**
 * The team server (issue 33): a Hocuspocus server whose behaviour is hooks. onAuthenticate
 * checks protocol, token and document on every connection and opens a connection read-only where
 * the role may not write the document (Hocuspocus then drops its updates); UpdateLog loads each
 * document and appends each update to the store (update-log.ts); the Redis extension (when given) links
 * instances; onRequest serves the protocol's HTTP routes on the same port.
 */
export async function startTeamServer(opts: TeamServerOptions): Promise<TeamServer> {
  const store = opts.postgres ? await openPgStore(opts.postgres) : openSqliteStore(opts.dataDir);
  try {
    if (opts.teamName !== undefined && opts.teamName.trim() !== '') await store.setTeamName(opts.teamName.trim());
    const blobs = openBlobStore(opts.dataDir);
    const sockets = new WeakMap<IncomingMessage, WebSocket>();

    // Appends and folds in flight: stop() waits for them before it closes the store (a last save
    // after the PostgreSQL pool ended was lost, with an unhandled rejection that ended the process).
    const log = new UpdateLog(store, {
      debounceMs: opts.storeDebounceMs ?? 300,
      maxDebounceMs: opts.storeMaxDebounceMs ?? 2000,
      compactAfterRows: opts.compactAfterRows ?? 500,
      compactAfterBytes: opts.compactAfterBytes ?? 2 ** 20,
      // The update stays pending (or in the log) and is tried again; the laptops keep theirs too.
      onError: (err) => void process.stderr.write(`team server: storing a document failed: ${(err as Error)?.message ?? String(err)}\n`),
    });
    const extensions: Extension[] = [log];
    if (opts.redis) {
      const url = opts.redis;
      extensions.push(new Redis({ createClient: () => new RedisClient(url, { maxRetriesPerRequest: 3 }), prefix: 'postroom-team' }));
    }

    const server = new Server({
      name: 'postroom-team',
      port: opts.port ?? 0,
      address: opts.host ?? '127.0.0.1',
      quiet: true,
      stopOnSignals: false,
      debounce: opts.storeDebounceMs ?? 300,
      maxDebounce: opts.storeMaxDebounceMs ?? 2000,
      extensions,
      async onAuthenticate(data: onAuthenticatePayload): Promise<Context> {
        try {
          const member = await authenticate(store, { token: data.token, protocol: protocolParam(data) });
          if (!isTeamDocument(data.documentName)) throw new TeamServerError('invalid_request', `A team has no document called "${data.documentName}".`);
          data.connectionConfig.readOnly = !canWrite(member.role, data.documentName);
          await noteSeen(store, member);
          return { member: { id: member.id, name: member.name, role: member.role } };
        } catch (err) {
          const code = err instanceof TeamServerError ? CLOSING[err.code] : undefined;
          const ws = sockets.get(data.request);
          // After Hocuspocus has sent its permission-denied message (reason = the code), end the socket with the code.
          if (code !== undefined && ws) setTimeout(() => ws.close(code, (err as TeamServerError).code), 20);
          throw err;
        }
      },
      async beforeHandleMessage({ update }) {
        // `update` is the whole incoming message; a refusal closes this document's connection with reason corrupt_update.
        checkMessage(update);
      },
      async onRequest({ request, response }) {
        await handleRequest({ store, blobs, online, ...(opts.maxBlobBytes === undefined ? {} : { maxBlobBytes: opts.maxBlobBytes }) }, request, response);
        // An empty rejection tells Hocuspocus the answer was given (no default page).
        return Promise.reject();
      },
    });
    if (opts.tls) {
      // Hocuspocus makes a plain HTTP server; serve the same handlers over TLS instead.
      server.httpServer = createHttpsServer({ cert: opts.tls.cert, key: opts.tls.key }, server.requestHandler);
      server.setupHttpUpgrade();
    }
    server.webSocketServer.on('connection', (ws: WebSocket, request: IncomingMessage) => sockets.set(request, ws));

    /** Open connections by member id, each with its socket. */
    const connections = (): Map<number, Set<WebSocket>> => {
      const out = new Map<number, Set<WebSocket>>();
      for (const doc of server.hocuspocus.documents.values()) {
        for (const c of doc.getConnections()) {
          const id = (c.context as Context).member?.id;
          if (id === undefined) continue;
          const set = out.get(id) ?? new Set<WebSocket>();
          set.add(c.webSocket);
          out.set(id, set);
        }
      }
      return out;
    };
    function online(): ReadonlySet<number> {
      return new Set(connections().keys());
    }
    const closeMember = (id: number): void => {
      for (const ws of connections().get(id) ?? []) ws.close(CLOSE_CODES.revoked, 'revoked');
    };
    // Revocations made by `postroom team revoke` (another process) or another instance.
    let checking = false;
    const check = setInterval(() => {
      if (checking) return;
      checking = true;
      void (async () => {
        try {
          const open = connections();
          if (open.size === 0) return;
          const active = new Set((await store.listMembers()).filter((m) => m.revokedAt === null).map((m) => m.id));
          for (const id of open.keys()) if (!active.has(id)) closeMember(id);
        } catch {
          // The store is unreachable for now; the next check tries again.
        } finally {
          checking = false;
        }
      })();
    }, opts.revocationCheckMs ?? 1000);
    check.unref();

    await server.listen();
    const port = server.address.port;
    const host = opts.host ?? '127.0.0.1';
    const hostInUrl = host.includes(':') ? `[${host}]` : host;
    let stopped: Promise<void> | undefined;
    return {
      url: `${opts.tls ? 'wss' : 'ws'}://${hostInUrl}:${port}`,
      httpUrl: `${opts.tls ? 'https' : 'http'}://${hostInUrl}:${port}`,
      port,
      store,
      online,
      async revokeMember(name) {
        const row = await revokeInStore(store, name);
        closeMember(row.id);
        return row;
      },
      stop() {
        stopped ??= (async () => {
          clearInterval(check);
          // Hocuspocus closes its listener and its connections (storing what is pending), but a
          // client's socket stays open and its provider would sign in again over it: close them.
          const destroyed = server.destroy();
          for (const ws of server.webSocketServer.clients) ws.close(1001, 'server stopping');
          // A store that never answers (PostgreSQL gone) must not keep the process from ending.
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([destroyed, new Promise<void>((r) => (timer = setTimeout(r, STOP_TIMEOUT_MS)))]);
          clearTimeout(timer);
          // Closing the sockets unloads each document with a last store, which may start after destroy()
          // answered: wait until every document is unloaded and stored (within the same bound).
          const until = Date.now() + STOP_TIMEOUT_MS;
          while ((server.hocuspocus.documents.size > 0 || log.busy()) && Date.now() < until) {
            await Promise.race([log.flushAll(), new Promise((r) => setTimeout(r, 20))]);
          }
          await store.close();
        })();
        return stopped;
      },
    };
  } catch (err) {
    await store.close();
    throw err;
  }
}

/** The protocol a WebSocket client sent: the URL's `protocol` query, else the header. */
function protocolParam(data: onAuthenticatePayload): string | undefined {
  const q = data.requestParameters.get('protocol');
  if (q !== null) return q;
  const h = data.requestHeaders[PROTOCOL_HEADER];
  return typeof h === 'string' ? h : undefined;
}
