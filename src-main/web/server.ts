import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CSP } from '../common';
import { EVENT_TOPICS, HTTP_BRIDGE_PREFIX, HTTP_EVENTS_PATH, type Dispatch, type EventHub } from '../bridge';

export { CSP };

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.map': 'application/json',
};

const COOKIE = 'postroom_token';
/** Bridge calls carry photos as base64 (photos.addBytes); anything larger is refused unread. */
const MAX_BODY = 80 * 1024 * 1024;

export interface WebHostOptions {
  dispatch: Dispatch;
  events: EventHub;
  /** Folder of the built renderer (out/renderer). */
  rendererDir: string;
  /** 0 (default) = a free port. */
  port?: number;
  /** Per-launch secret; generated when omitted. */
  token?: string;
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

function cookieToken(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === COOKIE) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function send(res: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  res.end(body);
}
const sendJson = (res: ServerResponse, status: number, value: unknown): void => send(res, status, JSON.stringify(value), 'application/json; charset=utf-8');

/**
 * The web host: serves the built renderer and the bridge (HTTP + server-sent events)
 * on 127.0.0.1 only. Every request needs the per-launch token (cookie or Bearer);
 * a request from a foreign Origin or Host is refused (no cross-site calls, no DNS
 * rebinding).
 */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const token = opts.token ?? randomBytes(32).toString('base64url');
  const rendererDir = resolve(opts.rendererDir);
  const sockets = new Set<import('node:net').Socket>();
  const sse = new Set<ServerResponse>();
  let origin = '';
  let port = 0;

  const authorised = (req: IncomingMessage, url: URL): 'ok' | 'entry' | 'no' => {
    const auth = req.headers.authorization;
    if (auth?.startsWith('Bearer ') && safeEqual(auth.slice(7), token)) return 'ok';
    const c = cookieToken(req);
    if (c !== undefined && safeEqual(c, token)) return 'ok';
    const q = url.searchParams.get('token');
    if (q !== null && safeEqual(q, token) && req.method === 'GET') return 'entry';
    return 'no';
  };

  const server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { ok: false, error: { code: 'internal_error', message: String(err) } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = req.headers.host ?? '';
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return send(res, 403, 'Forbidden: unexpected Host.');
    const reqOrigin = req.headers.origin;
    if (reqOrigin !== undefined && reqOrigin !== origin && reqOrigin !== `http://localhost:${port}`) {
      return sendJson(res, 403, { ok: false, error: { code: 'forbidden_origin', message: `Requests from ${reqOrigin} are not allowed.` } });
    }
    const url = new URL(req.url ?? '/', origin);
    const auth = authorised(req, url);
    if (auth === 'no') {
      return url.pathname.startsWith('/bridge/')
        ? sendJson(res, 401, { ok: false, error: { code: 'unauthorized', message: 'Missing or wrong Postroom token.' } })
        : send(res, 401, 'Postroom: open the address printed when the web host started (it carries the access token).');
    }
    if (auth === 'entry') {
      url.searchParams.delete('token');
      res.writeHead(302, {
        'set-cookie': `${COOKIE}=${encodeURIComponent(token)}; HttpOnly; SameSite=Strict; Path=/`,
        location: url.pathname + (url.search || '') + (url.hash || ''),
        'cache-control': 'no-store',
      });
      return void res.end();
    }

    if (url.pathname === HTTP_EVENTS_PATH && req.method === 'GET') return openEvents(res);
    if (url.pathname.startsWith(HTTP_BRIDGE_PREFIX)) {
      if (req.method !== 'POST') return sendJson(res, 405, { ok: false, error: { code: 'method_not_allowed', message: 'Bridge calls are POST.' } });
      const method = decodeURIComponent(url.pathname.slice(HTTP_BRIDGE_PREFIX.length));
      const body = await readBody(req);
      if (body === 'too_large') return sendJson(res, 413, { ok: false, error: { code: 'too_large', message: `Bridge calls are limited to ${MAX_BODY} bytes.` } });
      let input: unknown;
      try {
        input = body.length === 0 ? {} : JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(res, 400, { ok: false, error: { code: 'invalid_input', message: 'The request body is not valid JSON.' } });
      }
      return sendJson(res, 200, await opts.dispatch(method, input));
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed.');
    return serveStatic(url.pathname, res);
  }

  function openEvents(res: ServerResponse): void {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': postroom events\n\n');
    sse.add(res);
    res.on('close', () => sse.delete(res));
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

  function serveStatic(pathname: string, res: ServerResponse): void {
    const rel = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
    let file = join(rendererDir, rel);
    if (!file.startsWith(rendererDir + sep) && file !== rendererDir) return send(res, 404, 'Not found.');
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(rendererDir, 'index.html');
    if (!existsSync(file)) return send(res, 503, 'Postroom: the renderer is not built. Run `npm run build` (npm start does it for you).');
    const type = MIME[extname(file)] ?? 'application/octet-stream';
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

async function readBody(req: IncomingMessage): Promise<Buffer | 'too_large'> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY) {
    req.resume();
    return 'too_large';
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return 'too_large';
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
