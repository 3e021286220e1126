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

describe('team serve --host 0.0.0.0 (walk 40b)', () => {
  it("says the wildcard is every interface and names this machine's address to join with", async () => {
    const { runCli } = await import('../../src-main/cli/main');
    const data = mkdtempSync(join(tmpdir(), 'postroom-w40-any-'));
    const stop = new AbortController();
    let out = '';
    const done = runCli(['team', 'serve', '--port', '0', '--host', '0.0.0.0', '--data-dir', data], { stdout: (s) => { out += s; if (out.includes('Ctrl-C')) stop.abort(); }, stderr: () => undefined, stdin: async () => '', env: {}, signal: stop.signal });
    expect(await done).toBe(0);
    rmSync(data, { recursive: true, force: true });
    const line = out.split('\n')[0] ?? '';
    // Was "team server listening on ws://0.0.0.0:NNNN" alone: no address a member can join with.
    expect(line).toMatch(/^team server listening on ws:\/\/0\.0\.0\.0:\d+ \(every interface: members join with this machine's address/);
    const other = Object.values(networkInterfaces()).flat().find((a) => a && !a.internal && a.family === 'IPv4')?.address;
    if (other) expect(line).toContain(`e.g. ws://${other}:`);
  });
});
