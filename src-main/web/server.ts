import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSP, MIME_BY_EXT } from '../common';
import { cookieValue, decodeComponent, parseRequestTarget, sameHostLocation } from './parse';
import { EVENT_TOPICS, HTTP_BRIDGE_PREFIX, HTTP_EVENTS_PATH, type Dispatch, type EventHub } from '../bridge';

export { CSP };

const COOKIE = 'postroom_token';
/** Bridge calls carry photos as base64 (photos.addBytes); anything larger is refused unread. */
export const MAX_BODY_BYTES = 80 * 1024 * 1024;
/** Open event streams at once; past it a new one is answered 503 (one tab needs one). */
export const MAX_EVENT_STREAMS = 32;
/** After a 413, the rest of the body is read and dropped this long at most, then the socket closes. */
const DRAIN_MS = 10_000;

export interface WebHostOptions {
  dispatch: Dispatch;
  events: EventHub;
  /** Folder of the built renderer (out/renderer). */
  rendererDir: string;
  /** 0 (default) = a free port. */
  port?: number;
  /** Per-launch secret; generated when omitted. */
  token?: string;
  /** Largest bridge request body, counted as it arrives (chunked bodies too). Default MAX_BODY_BYTES. */
  maxBodyBytes?: number;
  /** Simultaneous event streams. Default MAX_EVENT_STREAMS. */
  maxEventStreams?: number;
  /** The last open page's event stream closed (its tab or window went): the team hears this member left their draft (issue 33, presence). */
  onLastStreamClosed?: () => void;
}

export interface WebHost {
  /** Open this URL: it carries the token once, then a cookie does. */
  url: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

const safeEqual = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': type, 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...extra });
  res.end(body);
}
const sendJson = (res: ServerResponse, status: number, value: unknown, extra: Record<string, string> = {}): void =>
  send(res, status, JSON.stringify(value), 'application/json; charset=utf-8', extra);
/** The bridge's error envelope, for answers the web host gives before (or instead of) the dispatcher: Postroom's own (issue 32). */
const sendError = (res: ServerResponse, status: number, code: string, message: string, extra: Record<string, string> = {}): void =>
  sendJson(res, status, { ok: false, error: { code, message, source: 'postroom' } }, extra);

/**
 * The web host: serves the built renderer and the bridge (HTTP + server-sent events)
 * on 127.0.0.1 only. Every request needs the per-launch token (cookie or Bearer);
 * a request from a foreign Origin or Host is refused (no cross-site calls, no DNS
 * rebinding).
 */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? randomBytes(32).toString('base64url');
  const maxBody = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const maxStreams = opts.maxEventStreams ?? MAX_EVENT_STREAMS;
  const rendererDir = resolve(opts.rendererDir);
  const sockets = new Set<import('node:net').Socket>();
  const sse = new Set<ServerResponse>();
  let origin = '';
  let port = 0;

  const authorised = (req: IncomingMessage, target: { searchParams: URLSearchParams }): 'ok' | 'entry' | 'no' => {
    const auth = req.headers.authorization;
    if (auth?.startsWith('Bearer ') && safeEqual(auth.slice(7), token)) return 'ok';
    const c = cookieValue(req.headers.cookie, COOKIE);
    if (c !== undefined && safeEqual(c, token)) return 'ok';
    const q = target.searchParams.get('token');
    if (q !== null && safeEqual(q, token) && req.method === 'GET') return 'entry';
    return 'no';
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      // A last resort: every input the web host reads is checked before use, so this is a bug, not bad input.
      console.error('postroom web host: request failed:', err);
      if (!res.headersSent) sendError(res, 500, 'internal_error', 'The web host could not answer this request.');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = req.headers.host ?? '';
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return send(res, 403, 'Forbidden: unexpected Host.');
    const reqOrigin = req.headers.origin;
    if (reqOrigin !== undefined && reqOrigin !== origin && reqOrigin !== `http://localhost:${port}`) {
      return sendError(res, 403, 'forbidden_origin', `Requests from ${reqOrigin.slice(0, 200)} are not allowed.`);
    }
    const target = parseRequestTarget(req.url);
    if (target === null) return sendError(res, 400, 'bad_request', 'The request target is not a path on this host.');
    const auth = authorised(req, target);
    if (auth === 'no') {
      return target.pathname.startsWith('/bridge/')
        ? sendError(res, 401, 'unauthorized', 'Missing or wrong Postroom token.')
        : send(res, 401, 'Postroom: open the address printed when the web host started (it carries the access token).');
    }
    if (auth === 'entry') {
      target.searchParams.delete('token');
      const search = target.searchParams.toString();
      res.writeHead(302, {
        'set-cookie': `${COOKIE}=${encodeURIComponent(token)}; HttpOnly; SameSite=Strict; Path=/`,
        location: sameHostLocation(target.pathname, search ? `?${search}` : ''),
        'cache-control': 'no-store',
      });
      return void res.end();
    }

    if (target.pathname === HTTP_EVENTS_PATH && req.method === 'GET') return openEvents(res);
    if (target.pathname.startsWith(HTTP_BRIDGE_PREFIX)) {
      if (req.method !== 'POST') return sendError(res, 405, 'method_not_allowed', 'Bridge calls are POST.');
      const method = decodeComponent(target.pathname.slice(HTTP_BRIDGE_PREFIX.length));
      if (method === null) return sendError(res, 400, 'invalid_input', 'The bridge method name has a malformed percent-escape.');
      const body = await readBody(req, maxBody);
      if (body === 'too_large') {
        // Connection: close, because the rest of the body is dropped, not parsed as a next request.
        sendError(res, 413, 'too_large', `Bridge calls are limited to ${maxBody} bytes.`, { connection: 'close' });
        const drained = setTimeout(() => req.socket.destroy(), DRAIN_MS);
        drained.unref();
        req.once('end', () => clearTimeout(drained));
        return;
      }
      let input: unknown;
      try {
        input = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
      } catch {
        return sendError(res, 400, 'invalid_input', 'The request body is not valid JSON.');
      }
      return sendJson(res, 200, await opts.dispatch(method, input));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed.');
    const pathname = decodeComponent(target.pathname);
    if (pathname === null) return send(res, 400, 'Bad request: the path has a malformed percent-escape.');
    return serveStatic(pathname, res);
  }

  function openEvents(res: ServerResponse): void {
    if (sse.size >= maxStreams) {
      return sendError(res, 503, 'too_many_streams', `At most ${maxStreams} event streams may be open at once; close another tab or window.`, { 'retry-after': '5' });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': postroom events\n\n');
    sse.add(res);
    res.on('close', () => {
      sse.delete(res);
      if (sse.size === 0) opts.onLastStreamClosed?.();
    });
  }

  const unsubscribe = opts.events.subscribe((topic, payload) => {
    if (!EVENT_TOPICS.includes(topic)) return;
    const frame = `event: ${topic}\ndata: ${JSON.stringify(payload)}\n\n`;
    for (const res of sse) res.write(frame);
  });
  const heartbeat = setInterval(() => {
    for (const res of sse) res.write(': keep-alive\n\n');
  }, 15_000);
  heartbeat.unref();

  /** @param pathname already percent-decoded. */
  function serveStatic(pathname: string, res: ServerResponse): void {
    const rel = normalize(pathname).replace(/^([/\\])+/, '');
    let file = join(rendererDir, rel);
    if (!file.startsWith(rendererDir + sep) && file !== rendererDir) return send(res, 404, 'Not found.');
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(rendererDir, 'index.html');
    if (!existsSync(file)) return send(res, 503, 'Postroom: the renderer is not built. Run `npm run build` (npm start does it for you).');
    const type = MIME_BY_EXT[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, {
      'content-type': type,
      'content-security-policy': CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cache-control': type.startsWith('text/html') ? 'no-store' : 'no-cache',
    });
    createReadStream(file).pipe(res);
  }

  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/?token=${token}`,
    origin,
    port,
    token,
    close: async () => {
      unsubscribe();
      clearInterval(heartbeat);
      for (const res of sse) res.end();
      await new Promise<void>((r) => {
        server.close(() => r());
        for (const s of sockets) s.destroy();
      });
    },
  };
}

/**
 * The body, or 'too_large' as soon as it passes `max` bytes (declared or counted as
 * chunks arrive). Past the cap the rest is read and dropped (`resume`), never the
 * stream destroyed: destroying it would reset the socket before the client reads the 413.
 */
function readBody(req: IncomingMessage, max: number): Promise<Buffer | 'too_large'> {
  return new Promise((resolveBody, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > max) {
      req.resume();
      return resolveBody('too_large');
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > max) {
        chunks.length = 0;
        req.off('data', onData);
        req.off('end', onEnd);
        req.resume();
        resolveBody('too_large');
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => resolveBody(Buffer.concat(chunks));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', reject);
  });
}
