/**
 * Walk 39b (3): `postroom team serve` without --host said "team server listening on ws://127.0.0.1:7611" and README/--help
 * say the default serves this machine only, yet it answered on every interface (`ss`: *:7611; a request to the machine's
 * eth0 address was answered). Hocuspocus's listen() gives Node an option http.Server.listen does not read (`address`).
 * Now the server listens on the host asked. One server for the file (plain, then TLS is covered by tls.test.ts's own).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';

let server: TeamServer;
const dir = mkdtempSync(join(tmpdir(), 'postroom-w39-listen-'));
beforeAll(async () => {
  server = await startTeamServer({ dataDir: dir, teamName: 'Loopback' });
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number): Promise<boolean> => new Promise((resolve) => {
  const s = netConnect({ host, port });
  s.setTimeout(2000, () => { s.destroy(); resolve(false); });
  s.once('connect', () => { s.destroy(); resolve(true); });
  s.once('error', () => resolve(false));
});

describe('team serve without --host', () => {
  it('answers on 127.0.0.1, as it says', async () => {
    expect(server.url).toBe(`ws://127.0.0.1:${server.port}`);
    expect(await accepts('127.0.0.1', server.port)).toBe(true);
  });
  it("does not answer on this machine's other addresses", async (ctx) => {
    const other = Object.values(networkInterfaces()).flat().find((a) => a && !a.internal && a.family === 'IPv4')?.address;
    if (!other) {
      console.log('skipped: this machine has no non-loopback IPv4 address to try');
      ctx.skip();
      return;
    }
    expect(await accepts(other, server.port), `connected on ${other}`).toBe(false);
  });
});
