/**
 * The team server over TLS (`tls: { cert, key }`, `team serve --tls-cert --tls-key`): wss:// and
 * https:// on one port, the same auth. A self-signed certificate made with openssl for 127.0.0.1.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ROUTES, type TeamHello } from '../../src-main/team';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { connect, headers, type TestClient } from './clients';
import { memberToken } from '../helpers/team-owner';

let dir: string;
let server: TeamServer;
let ca: Buffer;
let token: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-tls-'));
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'pipe' });
  } catch (err) {
    throw new Error(`openssl could not make a test certificate (Debian package "openssl"): ${(err as Error).message}`, { cause: err });
  }
  ca = readFileSync(cert);
  server = await startTeamServer({ dataDir: dir, tls: { cert: ca, key: readFileSync(key) } });
  token = await memberToken(server.store, { name: 'ed', role: 'editor' });
});
afterAll(async () => {
  for (const c of clients) c.destroy();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('TLS', () => {
  it('serves https:// and wss:// on one port', async () => {
    expect(server.url).toMatch(/^wss:\/\/127\.0\.0\.1:\d+$/);
    expect(server.httpUrl).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const res = await undiciFetch(server.httpUrl + ROUTES.hello, { headers: headers(token), dispatcher: new Agent({ connect: { ca } }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as TeamHello).member.name).toBe('ed');
    // A client that trusts the certificate syncs over wss://.
    class TrustingWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { ca });
      }
    }
    const c = connect(server.url, { token, WebSocketPolyfill: TrustingWebSocket });
    clients.push(c);
    expect(await c.authenticated).toEqual({ readOnly: false });
    await c.synced;
  });
  it('refuses plain http on the TLS port', async () => {
    await expect(fetch(server.httpUrl.replace('https:', 'http:') + ROUTES.hello, { headers: headers(token) })).rejects.toThrow();
  });
});
