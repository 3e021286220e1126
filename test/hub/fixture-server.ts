/**
 * A small scripted HTTP server for the Hub client's tests: real HTTP on 127.0.0.1 with an
 * ephemeral port, answering canned responses per route. It counts the bytes of every request
 * body on the server side and the sockets it saw (keep-alive reuse).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: Buffer;
  socketId: number;
}

export type Reply = (req: IncomingMessage, res: ServerResponse, got: Received) => void | Promise<void>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

export const text = (status: number, body: string, headers: Record<string, string> = {}): Reply => (_req, res) => {
  res.writeHead(status, { 'content-type': 'text/plain', ...headers });
  res.end(body);
};

export const envelope = (status: number, code: string, message: string, headers: Record<string, string> = {}): Reply =>
  json(status, { error: { code, message } }, headers);

/** Drops the connection after reading the request: no answer at all. */
export const drop = (): Reply => (req) => {
  req.socket.destroy();
};

/** Never answers (the client's timeout or signal must end the call). */
export const hang = (): Reply => () => undefined;

/** Sends headers and a first chunk, then goes silent (a body timeout). */
export const stallBody = (): Reply => (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write('{"status":');
};

/**
 * Answers a plain 413 as soon as the request head arrives, without reading the body, then
 * closes the connection: what a network edge does with an oversized upload.
 */
export const edge413Early = (): Reply => Object.assign<Reply, { early: true }>((req, res) => {
  res.writeHead(413, { 'content-type': 'text/html', connection: 'close' });
  res.end('<html><body>413 Request Entity Too Large</body></html>');
  setTimeout(() => req.socket.destroy(), 20);
}, { early: true });

export interface Fixture {
  url: string;
  received: Received[];
  /** Replaces the reply of `METHOD /path`. */
  on(route: string, reply: Reply): void;
  close(): Promise<void>;
}

export async function startFixture(routes: Record<string, Reply> = {}): Promise<Fixture> {
  const table = new Map<string, Reply>(Object.entries(routes));
  const received: Received[] = [];
  const sockets = new Map<Socket, number>();
  const server = createServer((req, res) => {
    const early = table.get(`${req.method} ${new URL(req.url ?? '/', 'http://127.0.0.1').pathname}`);
    if (early && 'early' in early) {
      received.push({ method: req.method ?? '', path: req.url ?? '', query: new URLSearchParams(), headers: req.headers, body: Buffer.alloc(0), socketId: sockets.get(req.socket) ?? -1 });
      void early(req, res, received[received.length - 1]!);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const got: Received = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
        socketId: sockets.get(req.socket) ?? -1,
      };
      received.push(got);
      const reply = table.get(`${got.method} ${got.path}`) ?? envelope(404, 'not_found', `no route ${got.method} ${got.path}`);
      void Promise.resolve(reply(req, res, got)).catch((err: unknown) => {
        res.destroy(err instanceof Error ? err : new Error(String(err)));
      });
    });
  });
  server.on('connection', (s) => sockets.set(s, sockets.size + 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    on: (route, reply) => table.set(route, reply),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
