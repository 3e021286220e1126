import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import { CSP, startWebHost, type WebHost } from '../../src-main/web';

/** Raw HTTP, so the test controls Host and Origin headers exactly (fetch would not let it). */
function raw(port: number, path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let data = '';
      res.on('data', (d: Buffer) => (data += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('web host', () => {
  let core: Core;
  let host: WebHost;
  let rendererDir: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'postroom-web-'));
    rendererDir = join(dir, 'renderer');
    mkdirSync(join(rendererDir, 'assets'), { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Postroom</title>');
    writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'secret.txt'), 'outside the renderer');
    core = await createCore({ dataDir: join(dir, 'data'), shell: 'web' });
    host = await startWebHost({ dispatch: core.dispatch, events: core.events, rendererDir });
  });
  afterAll(async () => {
    await host.close();
    await core.close();
  });

  const hostHeader = (): Record<string, string> => ({ host: `127.0.0.1:${host.port}` });
  const bearer = (): Record<string, string> => ({ ...hostHeader(), authorization: `Bearer ${host.token}`, 'content-type': 'application/json' });

  it('binds 127.0.0.1 only', async () => {
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`);
    const external = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!external) {
      console.warn('web host test: no non-loopback IPv4 interface on this machine; only the bound address is checked');
      return;
    }
    const refused = await new Promise<boolean>((resolve) => {
      const s = connect({ host: external.address, port: host.port });
      s.once('connect', () => (s.destroy(), resolve(false)));
      s.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });

  it('answers 401 to a bridge call with no token, and with a wrong one', async () => {
    const none = await raw(host.port, '/bridge/system.info', { ...hostHeader(), 'content-type': 'application/json' }, 'POST', '{}');
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    const wrong = await raw(host.port, '/bridge/system.info', { ...hostHeader(), authorization: 'Bearer nope' }, 'POST', '{}');
    expect(wrong.status).toBe(401);
    const page = await raw(host.port, '/', hostHeader());
    expect(page.status).toBe(401);
  });

  it('answers 403 to a foreign Origin even with the token', async () => {
    const r = await raw(host.port, '/bridge/system.info', { ...bearer(), origin: 'https://evil.example' }, 'POST', '{}');
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'forbidden_origin' } });
  });

  it('answers 403 to a foreign Host (DNS rebinding)', async () => {
    const r = await raw(host.port, '/bridge/system.info', { ...bearer(), host: `evil.example:${host.port}` }, 'POST', '{}');
    expect(r.status).toBe(403);
  });

  it('accepts the same-origin call with the token', async () => {
    const r = await raw(host.port, '/bridge/system.info', { ...bearer(), origin: host.origin }, 'POST', '{}');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ ok: true, value: { app: 'Postroom', shell: 'web' } });
  });

  it('trades the one-time ?token= for an HttpOnly SameSite=Strict cookie', async () => {
    const entry = await raw(host.port, `/?token=${host.token}`, hostHeader());
    expect(entry.status).toBe(302);
    expect(entry.headers.location).toBe('/');
    const cookie = String(entry.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const page = await raw(host.port, '/', { ...hostHeader(), cookie: cookie.split(';')[0] ?? '' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Postroom</title>');
    expect(page.headers['content-security-policy']).toBe(CSP);
  });

  it('serves renderer assets and never a file outside the renderer folder', async () => {
    const asset = await raw(host.port, '/assets/app.js', bearer());
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt']) {
      const r = await raw(host.port, path, bearer());
      expect(r.body).not.toContain('outside the renderer');
    }
  });

  it('refuses a body that is not JSON with invalid_input', async () => {
    const r = await raw(host.port, '/bridge/system.info', bearer(), 'POST', '{not json');
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
  });
});
