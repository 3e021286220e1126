import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import { Redis } from '@hocuspocus/extension-redis';
import { Server, type Extension, type onAuthenticatePayload } from '@hocuspocus/server';
import { removeAwarenessStates } from 'y-protocols/awareness';
import RedisClient from 'ioredis';
import type WebSocket from 'ws';
import { canWrite, CLOSE_CODES, isTeamDocument, MEMBERS_CHANGED, OWN_APPROVAL_REFUSED, PROTOCOL_HEADER, REFUSED_APPROVAL_ROW, selfApprovalCheck, type OwnApprovalRule, type Role, type TeamErrorCode } from '../team';
import { authenticate } from './auth';
import { openBlobStore } from './blobs';
import { describeError } from '../common';
import { TeamServerError } from './errors';
import { handleRequest } from './http';
import { openPgStore } from './pg-store';
import { openSqliteStore } from './sqlite-store';
import { UpdateLog } from './update-log';
import { checkMessage, updateIn } from './wire';
import { guardWrite } from './guard';
import * as Y from 'yjs';
import { noteSeen, revokeMember as revokeInStore, setMemberRole as setRoleInStore, type MemberRow, type TeamStore } from './store';

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
  /**
   * One line per refusal (who, why, which document): a refused token or a dropped read-only write
   * is expected traffic, told in one line and never as a stack trace. `team serve` prints them on
   * stderr; without it refusals are not told (real errors still are, by Hocuspocus).
   */
  log?: (line: string) => void;
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
  /**
   * roles: gives an active member another role and applies it at once: their open connections are
   * closed (CLOSE_CODES.role_changed; the laptop connects again and reads its role in the hello) and
   * the laptops hear MEMBERS_CHANGED. Refuses `last_owner` for the team's last owner.
   */
  setMemberRole(name: string, role: Role): Promise<MemberRow>;
  /** Member ids with an open connection on this instance. */
  online(): ReadonlySet<number>;
  /** Closes every connection, stores every document, closes the store. */
  stop(): Promise<void>;
}

/** The close code of a connection whose write the guard refused (1008: policy violation). */
const WRITE_REFUSED_CLOSE = 1008;

/** A revoked member's socket that does not answer the close is ended after this long (ms). */
const CLOSE_GRACE_MS = 2000;
/** Connects and disconnects within this long are told to the laptops as one MEMBERS_CHANGED (ms). */
const MEMBERS_PUSH_MS = 50;

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
    const say = (line: string): void => {
      try {
        opts.log?.(line);
      } catch {
        // A log that cannot be written never stops the server.
      }
    };
    const toldReadOnly = new WeakSet<object>();
    const httpRefusals = refusalLimiter(say);
    // Set once the server is made (the hooks above run only after it listens).
    let membersChanged: () => void = () => undefined;

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

    /**
     * w19selfedit: other team documents the guard reads (the library's History, the settings) as this instance holds
     * them, loaded for the check when no connection has them open (released after it).
     */
    const teamDocs = async (names: readonly string[]): Promise<Record<string, Y.Doc> & { release(): void }> => {
      const direct: Array<{ disconnect(): Promise<void> }> = [];
      const out: Record<string, Y.Doc> = {};
      for (const name of names) {
        const held = server.hocuspocus.documents.get(name);
        if (held) {
          out[name] = held;
          continue;
        }
        const c = await server.hocuspocus.openDirectConnection(name, {});
        direct.push(c);
        out[name] = c.document as Y.Doc;
      }
      return Object.assign(out, { release: () => void Promise.all(direct.map((c) => c.disconnect())).catch(() => undefined) });
    };
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
          const e = err instanceof TeamServerError ? err : new TeamServerError('invalid_request', describeError(err));
          const code = CLOSING[e.code];
          const ws = sockets.get(data.request);
          // After Hocuspocus has sent its permission-denied message (reason = the code), end the socket with the code.
          if (code !== undefined && ws) setTimeout(() => ws.close(code, e.code), 20);
          say(`refused ${peerOf(data.request)} on "${data.documentName}": ${e.code}: ${e.message}`);
          // A refusal without a message: Hocuspocus sends its reason to the client and prints nothing (the line above told it).
          throw new Refusal(e.code);
        }
      },
      async connected() {
        membersChanged();
      },
      async onDisconnect() {
        membersChanged();
      },
      async beforeHandleMessage({ update, connection, context, documentName, document }) {
        // `update` is the whole incoming message; a refusal closes this document's connection with reason corrupt_update.
        try {
          checkMessage(update);
        } catch (err) {
          const e = err instanceof TeamServerError ? err : new TeamServerError('corrupt_update', describeError(err));
          say(`closed ${whoOf(context as Context)} on "${documentName}": ${e.code}: ${e.message}`);
          throw new Refusal(e.code, 1003);
        }
        // A write inside a document the role may write, which the rows' rules refuse (guard.ts: another
        // member's name, an approval where editors write, a row changed or deleted): not applied, and
        // this document's connection is closed with the reason the laptop explains (write_refused).
        if (!connection.readOnly) {
          const u = updateIn(update);
          const m = (context as Context).member;
          // w19selfedit (walk 17, 7): an approval by one who wrote the post's version (its creator, or who changed what
          // goes out since its last approval) is refused where the team does not let authors approve their own posts.
          const docs = u && m && documentName === 'approvals' ? await teamDocs(['library', 'settings']) : null;
          const own: { rule?: OwnApprovalRule; key?: string } = {};
          const approval = docs ? (key: string, value: unknown) => {
            const r = selfApprovalCheck({ library: docs.library!, settings: docs.settings!, approvals: document }, key, value);
            if (r) {
              own.rule = r.rule;
              own.key = key;
            }
            return r?.why ?? null;
          } : undefined;
          let why: string | null;
          try {
            why = u && m ? guardWrite(document, documentName, u, m, approval) : null;
          } finally {
            docs?.release();
          }
          if (why) {
            say(`refused a write of ${whoOf(context as Context)} to "${documentName}": write_refused: ${why}; nothing was applied`);
            // w23settings (walk 21, 1): an approval refused by its author's rule: the laptop is told which, to say what is true.
            if (own.rule) connection.sendStateless(`${OWN_APPROVAL_REFUSED}${own.rule}`);
            // w26approval (walk 24, 2): which row, so the laptop sets it aside once (not offered again at every sync).
            if (own.key) connection.sendStateless(`${REFUSED_APPROVAL_ROW}${own.key}`);
            throw new Refusal('write_refused' satisfies TeamErrorCode, WRITE_REFUSED_CLOSE);
          }
        }
        // A write on a read-only connection is dropped by Hocuspocus; told once per connection.
        if (connection.readOnly && !toldReadOnly.has(connection)) {
          const u = updateIn(update);
          if (u && !Y.snapshotContainsUpdate(Y.snapshot(document), u)) {
            toldReadOnly.add(connection);
            const m = (context as Context).member;
            say(`dropped a write of ${whoOf(context as Context)} to "${documentName}": a ${m?.role ?? 'member'} may not write it (read-only; later ones on this connection are dropped silently)`);
          }
        }
      },
      async onRequest({ request, response }) {
        await handleRequest({ store, blobs, online, roleChanged: (id) => roleChanged(id), refused: httpRefusals, ...(opts.maxBlobBytes === undefined ? {} : { maxBlobBytes: opts.maxBlobBytes }) }, request, response);
        // An empty rejection tells Hocuspocus the answer was given (no default page).
        return Promise.reject();
      },
    });
    // TLS: an https server of our own hands its requests and upgrades to this Hocuspocus server (its
    // public requestHandler and webSocketServer, as Hocuspocus' own http server does); Hocuspocus'
    // plain http server is then never listened on.
    const listener: HttpServer = opts.tls ? (createHttpsServer({ cert: opts.tls.cert, key: opts.tls.key }, server.requestHandler) as unknown as HttpServer) : server.httpServer;
    if (opts.tls) {
      listener.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        server.hocuspocus.hooks('onUpgrade', { request, socket, head, instance: server.hocuspocus }).then(
          () => server.webSocketServer.handleUpgrade(request, socket, head, (ws) => server.webSocketServer.emit('connection', ws, request)),
          () => socket.destroy(),
        );
      });
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
    /**
     * Ends a revoked member's connections. Their presence goes from the others' screens at once
     * (their awareness states are removed and that removal sent), not when the close handshake
     * ends; a socket that does not answer the close is ended after CLOSE_GRACE_MS.
     */
    const closeMember = (id: number): void => {
      const open = connections().get(id) ?? new Set<WebSocket>();
      for (const doc of server.hocuspocus.documents.values()) {
        for (const ws of open) {
          const clients = [...doc.getClients(ws)];
          if (clients.length > 0) removeAwarenessStates(doc.awareness, clients, null);
        }
      }
      for (const ws of open) {
        ws.close(CLOSE_CODES.revoked, 'revoked');
        setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
      }
      if (open.size > 0) membersChanged();
    };
    /**
     * roles: a member's role changed. Their write access was decided when each connection opened:
     * the connections are closed (not a refusal: the laptop connects again, reads its new role in
     * the hello, and the server decides again), and every laptop reads the members again.
     */
    const roleChanged = (id: number): void => {
      const open = connections().get(id) ?? new Set<WebSocket>();
      for (const ws of open) {
        ws.close(CLOSE_CODES.role_changed, 'role_changed');
        setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
      }
      membersChanged();
    };
    // The laptops hear that the online set changed (a member connected, left or was revoked) and read the members again.
    let membersTimer: NodeJS.Timeout | null = null;
    membersChanged = () => {
      if (membersTimer) return;
      // After Hocuspocus has registered or removed the connection (the hooks run around it).
      membersTimer = setTimeout(() => {
        membersTimer = null;
        server.hocuspocus.documents.get('library')?.broadcastStateless(MEMBERS_CHANGED);
      }, MEMBERS_PUSH_MS);
      membersTimer.unref();
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
          const rows = await store.listMembers();
          const active = new Map(rows.filter((m) => m.revokedAt === null).map((m) => [m.id, m.role]));
          for (const id of open.keys()) if (!active.has(id)) closeMember(id);
          // roles: a role changed by `postroom team role` (another process) or on another instance.
          const changed = new Set<number>();
          for (const doc of server.hocuspocus.documents.values()) {
            for (const c of doc.getConnections()) {
              const m = (c.context as Context).member;
              const now = m ? active.get(m.id) : undefined;
              if (m && now !== undefined && now !== m.role) changed.add(m.id);
            }
          }
          for (const id of changed) roleChanged(id);
        } catch {
          // The store is unreachable for now; the next check tries again.
        } finally {
          checking = false;
        }
      })();
    }, opts.revocationCheckMs ?? 1000);
    check.unref();

    // Walk 39b (3): listened here, on the host asked (default 127.0.0.1), TLS or not. Hocuspocus's own listen() hands Node
    // `address`, an option http.Server.listen does not read, so the server answered on every interface while saying
    // "listening on ws://127.0.0.1".
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen({ port: opts.port ?? 0, host: opts.host ?? '127.0.0.1' }, () => {
        listener.off('error', reject);
        resolve();
      });
    });
    await server.hocuspocus.hooks('onListen', { instance: server.hocuspocus, configuration: server.configuration, port: (listener.address() as { port: number }).port });
    const port = (listener.address() as { port: number }).port;
    const host = opts.host ?? '127.0.0.1';
    const hostInUrl = host.includes(':') ? `[${host}]` : host;
    let stopped: Promise<void> | undefined;
    return {
      url: `${opts.tls ? 'wss' : 'ws'}://${hostInUrl}:${port}`,
      httpUrl: `${opts.tls ? 'https' : 'http'}://${hostInUrl}:${port}`,
      port,
      store,
      online,
      async setMemberRole(name, role) {
        const { member } = await setRoleInStore(store, name, role);
        roleChanged(member.id);
        return member;
      },
      async revokeMember(name) {
        const row = await revokeInStore(store, name);
        closeMember(row.id);
        return row;
      },
      stop() {
        stopped ??= (async () => {
          clearInterval(check);
          if (membersTimer) clearTimeout(membersTimer);
          if (opts.tls) listener.close();
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

/**
 * What a hook throws to refuse: the reason Hocuspocus sends the client (and, with a code, the
 * close event's code). Not an Error on purpose: Hocuspocus prints the message of an Error a hook
 * throws (with its stack where a message is refused); the server's own log line says it once.
 */
class Refusal {
  constructor(
    readonly reason: string,
    readonly code?: number,
  ) {}
}

/** The same refusal (address, route, code) is told at most once in this long. */
const HTTP_REFUSAL_QUIET_MS = 60_000;

/**
 * HTTP refusals told in the WebSocket's one-line format ("refused a connection from ADDR on
 * "GET /v1/team": code: message"). A laptop whose token was revoked asks again and again (members
 * list, hello on each retry): the same refusal from the same address is told once a minute, with
 * how many were not told in between.
 */
function refusalLimiter(say: (line: string) => void, now: () => number = Date.now): (req: IncomingMessage, route: string, err: { code: string; message: string }) => void {
  const last = new Map<string, { at: number; quiet: number }>();
  return (req, route, err) => {
    const key = `${req.socket.remoteAddress ?? ''}\u0000${route}\u0000${err.code}`;
    const t = now();
    const seen = last.get(key);
    if (seen && t - seen.at < HTTP_REFUSAL_QUIET_MS) {
      seen.quiet += 1;
      return;
    }
    const more = seen && seen.quiet > 0 ? ` (${seen.quiet} more like it since the last line)` : '';
    last.set(key, { at: t, quiet: 0 });
    if (last.size > 10_000) last.delete(last.keys().next().value as string);
    say(`refused ${peerOf(req)} on "${route}": ${err.code}: ${err.message}${more}`);
  };
}

/** Who a connection is, for a log line. */
function whoOf(context: Context): string {
  const m = context.member;
  return m ? `${m.name} (${m.role})` : 'a connection';
}

/** Where a refused connection came from (it has no member yet). */
function peerOf(request: IncomingMessage): string {
  const a = request.socket.remoteAddress;
  return a ? `a connection from ${a}` : 'a connection';
}

/** The protocol a WebSocket client sent: the URL's `protocol` query, else the header. */
function protocolParam(data: onAuthenticatePayload): string | undefined {
  const q = data.requestParameters.get('protocol');
  if (q !== null) return q;
  const h = data.requestHeaders[PROTOCOL_HEADER];
  return typeof h === 'string' ? h : undefined;
}
