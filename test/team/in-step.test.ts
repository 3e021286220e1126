/**
 * Walk 3a: Bảo, connected and receiving Lan's typing live, read "In step with the team 10 minutes
 * ago" (only his own outgoing changes moved the time) while `team status` said otherwise. The core
 * decides once: connected with nothing waiting is in step now, and a teammate's update received
 * keeps the time of the last exchange; offline, that time stays. Two app cores on one real team server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { TeamStatusDto } from '../../src-main/bridge/contract';
import { createMemberToken, startTeamServer, type TeamServer } from '../../src-main/team-server';
import { teamLine } from '../../src-renderer/src/lib/team';
import { appCores, joinOnline } from './helpers';

let root: string;
let server: TeamServer;
let serverUp = true;
let A: Core;
let B: Core;

const { core, call, until, closeCores } = appCores({ root: () => root });
const status = (c: Core): Promise<TeamStatusDto> => call<TeamStatusDto>(c, 'team.status', {});
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-in-step-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, teamName: 'Studio Lumen' });
  const lan = (await createMemberToken(server.store, { name: 'lan', role: 'editor' })).token;
  const bao = (await createMemberToken(server.store, { name: 'bao', role: 'editor' })).token;
  A = await core('lan');
  B = await core('bao');
  await joinOnline(server.httpUrl, [[A, lan], [B, bao]]);
});
afterAll(async () => {
  await closeCores();
  if (serverUp) await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('in step with the team', () => {
  it('B only receives A’s edits: in step now, at the time of the last exchange; offline the time stays', async () => {
    await until(async () => (await status(B)).pending === 0);
    const before = await status(B);
    expect(before).toMatchObject({ state: 'online', inStep: true, pending: 0 });
    // The sidebar says it without an age (an age reads as stale while the team is live).
    expect(teamLine(before, Date.now())).toEqual({ key: 'inStep' });

    await sleep(1200);
    const sentAt = new Date().toISOString();
    const d = await call<{ id: string }>(A, 'drafts.create', { draft: { caption: 'Cà phê sữa đá', title: 'Morning' } });
    await until(() => {
      try {
        return B.services.library.drafts.get(B.services.library.db, d.id).title === 'Morning';
      } catch {
        return false;
      }
    });
    const after = await status(B);
    expect(after).toMatchObject({ state: 'online', inStep: true, pending: 0 });
    expect(after.lastInStep! >= sentAt).toBe(true);

    // Offline: not in step now; the time of the last exchange stays.
    await server.stop();
    serverUp = false;
    await until(async () => (await status(B)).state !== 'online');
    const off = await status(B);
    expect(off.inStep).toBe(false);
    expect(off.lastInStep).toBe(after.lastInStep);
    expect(teamLine(off, Date.now()).key).toBe('offlineInStep');
  });
});
