/**
 * The web host's URL and cookie parsing, fuzzed: the pure parsers never throw, and a
 * live web host answers every generated request target, cookie and bridge method name
 * with a 4xx or 2xx (never a 5xx), with the bridge's envelope on bridge paths. Also
 * Electron's app:// mapping: whatever the URL, a file outside the renderer folder is
 * never named.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrlToFile } from '../../src-main/electron';
import { MemorySecretStore } from '../../src-main/secrets';
import type { WebHost } from '../../src-main/web';
import { cookieValue, decodeComponent, parseRequestTarget, sameHostLocation } from '../../src-main/web/parse';
import { rawSocket, startRawHost } from '../web/raw-host';
import { fuzz, nastyString } from './fuzz';

/** Request targets: paths built from escapes, dots, slashes, and bridge paths. */
const target = fc.oneof(
  nastyString(30).map((s) => `/${s}`),
  nastyString(30).map((s) => `/bridge/${s}`),
  nastyString(20).map((s) => `/assets/${s}?${s}`),
  nastyString(20).map((s) => `//${s}`),
  nastyString(20),
).map((t) => t.replace(/[\s\r\n]/g, '%20'));

const cookie = fc.oneof(
  nastyString(40).map((s) => `postroom_token=${s}`),
  fc.array(nastyString(12), { maxLength: 4 }).map((a) => a.join('; ')),
  nastyString(40),
).map((c) => c.replace(/[\r\n]/g, ''));

describe('fuzz: web host URL and cookie parsing', () => {
  let host: WebHost;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ host, close } = await startRawHost('postroom-fuzz-web-', { secretStore: new MemorySecretStore() }));
  });
  afterAll(() => close());

  it('the pure parsers never throw', async () => {
    await fuzz('web/parsers', fc.property(nastyString(60), nastyString(60), (a, b) => {
      const t = parseRequestTarget(a);
      if (t !== null) expect(t.pathname.startsWith('/')).toBe(true);
      decodeComponent(a);
      const c = cookieValue(`${a}; postroom_token=${b}`, 'postroom_token');
      if (c !== undefined) expect(typeof c).toBe('string');
      expect(sameHostLocation(a, '')).toMatch(/^\/(?![/\\])/);
    }), { runs: 20_000, ms: 3_000 });
  });

  it('a live web host answers every generated target and cookie without a 5xx', async () => {
    await fuzz('web/live', fc.asyncProperty(target, fc.option(cookie), fc.boolean(), fc.constantFrom('GET', 'POST'), async (path, c, withToken, method) => {
      const head = [
        `${method} ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${host.port}`,
        ...(c === null ? [] : [`Cookie: ${c}`]),
        ...(withToken ? [`Authorization: Bearer ${host.token}`] : []),
        'Content-Type: application/json',
        'Content-Length: 2',
        'Connection: close',
        '',
        '{}',
      ].join('\r\n');
      // Latin-1: each generated character goes out as one byte, exactly as generated.
      const r = await rawSocket(host.port, head, undefined, 'latin1');
      expect(r.status, `${method} ${path}`).toBeGreaterThanOrEqual(200);
      expect(r.status, `${method} ${path}`).toBeLessThan(500);
      if (path.startsWith('/bridge/') && r.status !== 400 && r.status !== 431) {
        const env = JSON.parse(r.body) as { ok: boolean; error?: { code: string } };
        expect(typeof env.ok).toBe('boolean');
      }
    }), { runs: 1500, ms: 8_000 });
  }, 60_000);

  it('app:// URLs never name a file outside the renderer folder', async () => {
    const dir = '/opt/Postroom/out/renderer';
    await fuzz('electron/app-url', fc.property(nastyString(40), fc.constantFrom('app://postroom/', 'app://postroom', 'app://evil/', 'file:///', 'app://postroom/assets/'), (path, base) => {
      const file = appUrlToFile(base + path, dir);
      if (file !== null) expect(file.startsWith(`${dir}/`)).toBe(true);
    }), { runs: 20_000, ms: 3_000 });
  });
});
