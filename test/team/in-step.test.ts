/**
 * Walk 3a: Bảo, connected and receiving Lan's typing live, read "In step with the team 10 minutes
 * ago" (only his own outgoing changes moved the time) while `team status` said otherwise. The core
 * decides once: connected with nothing waiting is in step now, and a teammate's update received
 * keeps the time of the last exchange; offline, that time stays. Two app cores on one real team server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { TeamStatusDto } from '../../src-main/bridge/contract';
import { teamLine } from '../../src-renderer/src/lib/team';
import { teamCores } from './helpers';

let A: Core;
let B: Core;

const team = teamCores({ prefix: 'postroom-in-step-' });
const { call, until } = team;
const status = (c: Core): Promise<TeamStatusDto> => call<TeamStatusDto>(c, 'team.status', {});
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  [A, B] = await team.start([{ dir: 'lan', name: 'lan', role: 'editor' }, { dir: 'bao', name: 'bao', role: 'editor' }]);
});
afterAll(() => team.stop());

describe('in step with the team', () => {
  it('B only receives A’s edits: in step now; offline, the time it was last in step stays', async () => {
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

    // Offline: not in step now. h-w34csv (walk 34, 2): it was in step until the connection was lost — that time stays.
    const down = new Date().toISOString();
    await team.server().stop();
    await until(async () => (await status(B)).state !== 'online');
    const off = await status(B);
    expect(off.inStep).toBe(false);
    expect(off.lastInStep! >= down).toBe(true);
    await sleep(50);
    expect((await status(B)).lastInStep).toBe(off.lastInStep);
    expect(teamLine(off, Date.now()).key).toBe('offlineInStep');
  });
});
