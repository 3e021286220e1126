/**
 * Walk 3a: `team serve` told a refused WebSocket in one line but said nothing of a refused HTTP
 * request — the app's join (GET /v1/team) or the CLI with a wrong token, a revoked member's
 * members list. They are told in the same one-line format; the same refusal from one address at
 * most once a minute (a revoked laptop asks again and again). One server for the whole file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src-main/team';
import { revokeMember, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { errorCode, headers } from './clients';
import { memberToken } from '../helpers/team-owner';

let dir: string;
let server: TeamServer;
const lines: string[] = [];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-serve-log-http-'));
  server = await startTeamServer({ dataDir: dir, log: (l) => lines.push(l) });
  for (const [name, role] of [['lan', 'editor'], ['vi', 'viewer']] as const) tokens[name] = await memberToken(server.store, { name, role });
  await revokeMember(server.store, 'lan');
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const told = (re: RegExp): string[] => lines.filter((l) => re.test(l));

describe('team serve logs HTTP refusals in one line each', () => {
  it("a wrong token on the join's hello: where from, which route, why", async () => {
    const res = await fetch(server.httpUrl + ROUTES.hello, { headers: headers('prt_' + 'A'.repeat(43)) });
    expect(await errorCode(res)).toBe('unauthorized');
    expect(told(/^refused a connection from \S+ on "GET \/v1\/team": unauthorized: That is not a member token of this team\.$/)).toHaveLength(1);
  });

  it('a revoked token on the members list: named, with when', async () => {
    const res = await fetch(server.httpUrl + ROUTES.members, { headers: headers(tokens.lan!) });
    expect(await errorCode(res)).toBe('revoked');
    expect(told(/^refused a connection from \S+ on "GET \/v1\/members": revoked: The token of "lan" was revoked on \d{4}-/)).toHaveLength(1);
  });

  it("a viewer's photo upload: refused and told", async () => {
    const sha = 'b'.repeat(64);
    const res = await fetch(server.httpUrl + ROUTES.blobs + sha, { method: 'PUT', headers: { ...headers(tokens.vi!), 'content-type': 'application/octet-stream' }, body: 'x' });
    expect(await errorCode(res)).toBe('forbidden');
    expect(told(/on "PUT \/v1\/blobs\/b{64}": forbidden: A viewer cannot upload photos\.$/)).toHaveLength(1);
  });

  it('the same refusal again from the same address is not told again within the minute; a good request is never told', async () => {
    const before = lines.length;
    for (let i = 0; i < 5; i += 1) expect(await errorCode(await fetch(server.httpUrl + ROUTES.members, { headers: headers(tokens.lan!) }))).toBe('revoked');
    expect((await fetch(server.httpUrl + ROUTES.hello, { headers: headers(tokens.vi!) })).status).toBe(200);
    expect(lines.slice(before)).toEqual([]);
  });
});
