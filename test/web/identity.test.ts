/**
 * The web host keeps its port and token across restarts of the same data dir (issue 32 part 6), so
 * a tab left open reconnects by itself: the same address, and its cookie still fits. The file is
 * the owner's alone (0600); `newToken` makes a fresh token (an old cookie is then refused); a kept
 * port another program took gives way to a free one; a damaged file is ignored.
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchWebHost, type LaunchedWebHost } from '../../src-main/web';
import { identityPath, readIdentity } from '../../src-main/web/identity';

const dataDir = mkdtempSync(join(tmpdir(), 'postroom-identity-'));
const rendererDir = mkdtempSync(join(tmpdir(), 'postroom-identity-renderer-'));
let running: LaunchedWebHost | null = null;
const launch = async (opts: { newToken?: boolean } = {}): Promise<LaunchedWebHost> => {
  await running?.close();
  running = await launchWebHost({ dataDir, rendererDir, ...opts });
  return running;
};
/** A bridge call as an open tab makes it: its cookie, its origin. */
const call = (h: { port: number }, token: string) =>
  fetch(`http://127.0.0.1:${h.port}/bridge/system.info`, { method: 'POST', headers: { cookie: `postroom_token=${token}`, 'content-type': 'application/json' }, body: '{}' }).then((r) => r.status);

afterAll(async () => {
  await running?.close();
});

describe('web host identity across restarts', () => {
  it('comes back on the same port with the same token, kept 0600 in the data dir', async () => {
    const first = await launch();
    const { port, token } = first;
    expect(readIdentity(dataDir)).toEqual({ port, token });
    expect(statSync(identityPath(dataDir)).mode & 0o777).toBe(0o600);
    const second = await launch();
    expect([second.port, second.token, second.url]).toEqual([port, token, first.url]);
    expect(await call(second, token)).toBe(200);
  }, 60_000);

  it('makes a fresh token when asked; the old cookie is refused, the port stays', async () => {
    const before = readIdentity(dataDir)!;
    const h = await launch({ newToken: true });
    expect(h.port).toBe(before.port);
    expect(h.token).not.toBe(before.token);
    expect(await call(h, before.token)).toBe(401);
    expect(await call(h, h.token)).toBe(200);
    expect(readIdentity(dataDir)?.token).toBe(h.token);
  }, 60_000);

  it('gives way to a free port when the kept one was taken meanwhile, and keeps that one', async () => {
    const kept = readIdentity(dataDir)!;
    await running?.close();
    running = null;
    const squatter = createServer();
    await new Promise<void>((r) => squatter.listen(kept.port, '127.0.0.1', r));
    try {
      const h = await launch();
      expect(h.port).not.toBe(kept.port);
      expect(h.token).toBe(kept.token);
      expect(readIdentity(dataDir)?.port).toBe(h.port);
    } finally {
      squatter.close();
    }
  }, 60_000);

  it('ignores a damaged file and starts as on a first launch', async () => {
    await running?.close();
    running = null;
    writeFileSync(identityPath(dataDir), '{"port": "nope", "token": 1');
    expect(readIdentity(dataDir)).toBeNull();
    const h = await launch();
    expect(JSON.parse(readFileSync(identityPath(dataDir), 'utf8'))).toEqual({ port: h.port, token: h.token });
  }, 60_000);
});
