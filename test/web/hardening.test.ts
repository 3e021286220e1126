/**
 * Issue 26, web host: malformed URLs, escapes and cookies are 4xx answers with the
 * bridge's envelope, error bodies stay small, an oversized body (chunked too) gets a
 * 413 it can read, and event streams are capped.
 */
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import { startWebHost, type WebHost } from '../../src-main/web';
import { cookieValue, decodeComponent, parseRequestTarget, sameHostLocation } from '../../src-main/web/parse';
import { rawSocket, startRawHost, type RawAnswer } from './raw-host';

/** A request with a chunked body of `total` bytes sent in 64 KiB chunks; resolves with the answer (or rejects on a reset). */
function chunked(port: number, path: string, headers: Record<string, string>, total: number): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      let data = '';
      res.on('data', (d: Buffer) => (data += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = (): void => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('web host hardening', () => {
  let core: Core;
  let host: WebHost;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ core, host, close } = await startRawHost('postroom-web-hard-', {}, { maxBodyBytes: 1024 * 1024, maxEventStreams: 3 }));
  });
  afterAll(() => close());

  const hostLine = (): string => `Host: 127.0.0.1:${host.port}\r\n`;
  const auth = (): string => `Authorization: Bearer ${host.token}\r\n`;

  it.each([
    ['GET', '/%ZZ'],
    ['GET', '/assets/%E0%A4%A'],
    ['GET', '/%'],
    ['POST', '/bridge/%ZZ'],
    ['POST', '/bridge/system.%FF'],
  ])('answers %s %s with a 400, never a 500 URIError', async (method, path) => {
    const r = await rawSocket(host.port, `${method} ${path} HTTP/1.1\r\n${hostLine()}${auth()}Content-Length: 2\r\nConnection: close\r\n\r\n{}`);
    expect(r.status).toBe(400);
    if (path.startsWith('/bridge/')) expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });

  it('answers a malformed token cookie with 401 (the envelope on bridge paths), never a 500', async () => {
    for (const cookie of ['postroom_token=%ZZ', 'postroom_token=%', `postroom_token=${host.token}%E0`, 'postroom_token']) {
      const r = await rawSocket(host.port, `POST /bridge/system.info HTTP/1.1\r\n${hostLine()}Cookie: ${cookie}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`);
      expect(r.status).toBe(401);
      expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    }
  });

  it('refuses a request target that is not a path on this host with a 400 envelope', async () => {
    const r = await rawSocket(host.port, `GET http://evil.example/ HTTP/1.1\r\n${hostLine()}${auth()}Connection: close\r\n\r\n`);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('never redirects the token entry to another host (//evil.example)', async () => {
    const r = await rawSocket(host.port, `GET //evil.example/?token=${host.token} HTTP/1.1\r\n${hostLine()}Connection: close\r\n\r\n`);
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe('/evil.example/');
  });

  it('keeps the error of 2 million unknown keys small', async () => {
    const keys: string[] = [];
    for (let i = 0; i < 2_000_000; i++) keys.push(`"k${i}":1`);
    const body = `{${keys.join(',')}}`;
    const big = await startWebHost({ dispatch: core.dispatch, events: core.events, rendererDir: join(core.dataDir, 'none') });
    try {
      const r = await rawSocket(big.port, `POST /bridge/system.info HTTP/1.1\r\nHost: 127.0.0.1:${big.port}\r\nAuthorization: Bearer ${big.token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`, body);
      expect(r.status).toBe(200);
      expect(r.body.length).toBeLessThan(8 * 1024);
      const env = JSON.parse(r.body) as { ok: false; error: { code: string; message: string; details: { issues: unknown[] } } };
      expect(env.error.code).toBe('invalid_input');
      expect(env.error.message.length).toBeLessThanOrEqual(500);
      expect(env.error.details.issues.length).toBeLessThanOrEqual(20);
    } finally {
      await big.close();
    }
  }, 60_000);

  it('answers a declared oversized body with a 413 envelope', async () => {
    const r = await rawSocket(host.port, `POST /bridge/system.info HTTP/1.1\r\n${hostLine()}${auth()}Content-Length: ${5 * 1024 * 1024}\r\nConnection: close\r\n\r\n`, Buffer.alloc(16));
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'too_large' } });
  });

  it('answers a chunked body past the cap with a 413 envelope the client can read (no socket reset)', async () => {
    const r = await chunked(host.port, '/bridge/system.info', { host: `127.0.0.1:${host.port}`, authorization: `Bearer ${host.token}`, 'content-type': 'application/json' }, 8 * 1024 * 1024);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'too_large' } });
  });

  it('caps simultaneous event streams with a 503 envelope, and admits a new one when one closes', async () => {
    const open: AbortController[] = [];
    const headers = { authorization: `Bearer ${host.token}` };
    try {
      for (let i = 0; i < 3; i++) {
        const ac = new AbortController();
        open.push(ac);
        const res = await fetch(`${host.origin}/bridge/events`, { headers, signal: ac.signal });
        expect(res.status).toBe(200);
      }
      const refused = await fetch(`${host.origin}/bridge/events`, { headers });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toMatchObject({ ok: false, error: { code: 'too_many_streams' } });
      open.shift()?.abort();
      await new Promise((r) => setTimeout(r, 100));
      const ac = new AbortController();
      open.push(ac);
      expect((await fetch(`${host.origin}/bridge/events`, { headers, signal: ac.signal })).status).toBe(200);
    } finally {
      for (const ac of open) ac.abort();
    }
  });
});

describe('web host request parsing (pure)', () => {
  it('decodes escapes or answers null, never throws', () => {
    expect(decodeComponent('a%20b')).toBe('a b');
    expect(decodeComponent('%ZZ')).toBeNull();
    expect(decodeComponent('%')).toBeNull();
    expect(decodeComponent('%E0%A4%A')).toBeNull();
    expect(decodeComponent('a%00b')).toBeNull();
  });

  it('reads the token cookie, and a malformed one as absent', () => {
    expect(cookieValue('a=1; postroom_token=abc%2Bd; b=2', 'postroom_token')).toBe('abc+d');
    expect(cookieValue('postroom_token="q"', 'postroom_token')).toBe('q');
    expect(cookieValue('postroom_token=%ZZ', 'postroom_token')).toBeUndefined();
    expect(cookieValue('postroom_token', 'postroom_token')).toBeUndefined();
    expect(cookieValue(undefined, 'postroom_token')).toBeUndefined();
  });

  it('accepts origin-form targets only and keeps //host as a path', () => {
    expect(parseRequestTarget('/a/b?x=1')).toMatchObject({ pathname: '/a/b', search: '?x=1' });
    expect(parseRequestTarget('//evil.example/x')?.pathname).toBe('//evil.example/x');
    expect(parseRequestTarget('http://evil.example/')).toBeNull();
    expect(parseRequestTarget('*')).toBeNull();
    expect(parseRequestTarget(undefined)).toBeNull();
    expect(sameHostLocation('//evil.example/', '')).toBe('/evil.example/');
    expect(sameHostLocation('/\\evil.example', '?a=1')).toBe('/evil.example?a=1');
  });
});
