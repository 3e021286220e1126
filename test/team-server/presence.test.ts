/**
 * Presence and the members list on a real team server (issue 33, branch presence): a revoked
 * member's presence leaves the others' screens at once (even when their laptop does not answer
 * the close), the laptops are told when the online set changes (MEMBERS_CHANGED), and the members
 * route shows a revoked member as revoked, never online. One server for the whole file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_CHANGED, ROUTES, type TeamMember } from '../../src-main/team';
import { revokeMember, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { connect, headers, waitFor, type TestClient } from './clients';
import { memberToken } from '../helpers/team-owner';

let dir: string;
let server: TeamServer;
const tokens: Record<string, string> = {};
const clients: TestClient[] = [];
const client = (name: string): TestClient => {
  const c = connect(server.url, { token: tokens[name]! });
  clients.push(c);
  return c;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'team-presence-'));
  server = await startTeamServer({ dataDir: dir, revocationCheckMs: 200 });
  for (const name of ['ann', 'bo', 'cy', 'dee', 'eve']) tokens[name] = await memberToken(server.store, { name, role: 'editor' });
});
afterAll(async () => {
  for (const c of clients) c.destroy();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The members whose presence `c` sees (its awareness states but its own). */
const seenBy = (c: TestClient): string[] =>
  [...c.provider.awareness!.getStates()]
    .filter(([id]) => id !== c.provider.awareness!.clientID)
    .map(([, s]) => (s as { who?: string }).who)
    .filter((w): w is string => typeof w === 'string')
    .sort();

/** A laptop that stops reading its socket (frozen, or a network that drops packets): it never answers a close. */
const freeze = (c: TestClient): void => {
  const raw = (c.socket.webSocket as unknown as { _socket?: Socket } | null)?._socket;
  if (!raw) throw new Error('the test client has no raw socket to freeze');
  raw.pause();
};

const members = async (token: string): Promise<TeamMember[]> =>
  ((await (await fetch(server.httpUrl + ROUTES.members, { headers: headers(token) })).json()) as { members: TeamMember[] }).members;

describe('presence of a revoked member', () => {
  it('leaves the others at once when the server revokes them, even if their laptop never answers the close', async () => {
    const ann = client('ann');
    const bo = client('bo');
    await Promise.all([ann.synced, bo.synced]);
    ann.provider.setAwarenessField('who', 'ann');
    bo.provider.setAwarenessField('who', 'bo');
    await waitFor(() => seenBy(ann).includes('bo'), 3000, 'ann to see bo');
    freeze(bo);
    const t0 = Date.now();
    await server.revokeMember('bo');
    // Old code: bo stayed on ann's screen until the close handshake timed out (30 s).
    await waitFor(() => !seenBy(ann).includes('bo'), 1500, "bo's presence to leave ann's screen");
    expect(Date.now() - t0).toBeLessThan(1500);
  });

  it('leaves the others when revoked by another process (the periodic check), the frozen socket ended', async () => {
    const ann = client('ann');
    const cy = client('cy');
    await Promise.all([ann.synced, cy.synced]);
    ann.provider.setAwarenessField('who', 'ann');
    cy.provider.setAwarenessField('who', 'cy');
    await waitFor(() => seenBy(ann).includes('cy'), 3000, 'ann to see cy');
    freeze(cy);
    await revokeMember(server.store, 'cy');
    await waitFor(() => !seenBy(ann).includes('cy'), 2000, "cy's presence to leave ann's screen");
    // The socket that never answered is ended (not left open for 30 s): cy is not online.
    await waitFor(() => server.online().size === 1, 4000, 'only ann online');
  });
});

describe('the members list', () => {
  it('tells the connected laptops when someone connects, leaves or is revoked (MEMBERS_CHANGED)', async () => {
    const ann = client('ann');
    await ann.synced;
    const heard: number[] = [];
    ann.provider.on('stateless', ({ payload }: { payload: string }) => {
      if (payload === MEMBERS_CHANGED) heard.push(Date.now());
    });
    // dee connects: ann hears it, and the list read then says dee online.
    const dee = client('dee');
    await dee.synced;
    await waitFor(() => heard.length >= 1, 2000, 'ann to hear that dee connected');
    expect((await members(tokens.ann!)).find((m) => m.name === 'dee')).toMatchObject({ online: true, revokedAt: null });
    // dee leaves.
    let n = heard.length;
    dee.destroy();
    await waitFor(() => heard.length > n, 2000, 'ann to hear that dee left');
    await waitFor(async () => (await members(tokens.ann!)).find((m) => m.name === 'dee')?.online === false, 2000, 'dee offline');
    // eve connects and is revoked: ann hears both, and eve is listed revoked, not online.
    const eve = client('eve');
    await eve.synced;
    await waitFor(() => heard.length > n + 1, 2000, 'ann to hear that eve connected');
    n = heard.length;
    await server.revokeMember('eve');
    await waitFor(() => heard.length > n, 2000, 'ann to hear that eve was revoked');
    const eveRow = (await members(tokens.ann!)).find((m) => m.name === 'eve');
    expect(eveRow).toMatchObject({ online: false, revokedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });
});
