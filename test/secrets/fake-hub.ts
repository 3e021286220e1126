import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny Hub on 127.0.0.1 that answers GET /v1/usage and GET /v1/profiles by the key presented:
 * each key maps to an account state. Real HTTP, ephemeral port. Records every Authorization header.
 */
export type AccountState = 'good' | 'expired' | 'banned_everywhere' | 'broken';

export interface FakeHub {
  url: string;
  /** Keys the Hub knows, and the state of each one's account. Any other key is answered 401. */
  accounts: Map<string, AccountState>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

const envelope = (code: string, message: string) => JSON.stringify({ error: { code, message } });

export async function startFakeHub(): Promise<FakeHub> {
  const accounts = new Map<string, AccountState>();
  const requests: FakeHub['requests'] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization });
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const state = key ? accounts.get(key) : undefined;
    if (req.method !== 'GET' || (path !== '/v1/usage' && path !== '/v1/profiles')) return send(404, envelope('not_found', 'no such route'));
    // Echoes the key presented, as a careless Hub might: Postroom must scrub it from every message.
    if (!state) return send(401, envelope('unauthorized', `Invalid API key ${key ?? '(none)'}`));
    if (state === 'broken') return send(500, envelope('internal_error', 'something broke'));
    if (state === 'banned_everywhere') return send(403, envelope('forbidden', 'Account banned'));
    if (path === '/v1/usage') {
      const active = state === 'good';
      return send(200, JSON.stringify({ plan: { name: 'Pro', active, expires_at: active ? '2027-01-01T00:00:00Z' : '2026-10-01T00:00:00Z' }, allowances: { profiles: 5 }, used: { profiles: 2 } }));
    }
    if (state === 'expired') return send(403, envelope('forbidden', 'Account expired'));
    return send(200, JSON.stringify({ profiles: [{ profile_id: 'p1', name: 'One', connections: [] }, { profile_id: 'p2', name: 'Two', connections: [] }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accounts,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A URL on 127.0.0.1 where nothing listens (a port that was free a moment ago). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
