/**
 * Walk 13 (w13revoked, d): `postroom team status` in a workspace that LEFT its team said "not a team workspace", as if
 * it had never been on one. It says which team it left (its name as its server last said it: kept.ts; the team this
 * workspace left: team_left_drafts) and who this laptop was there (w12sidebar `leftAs`).
 * A REAL team server (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w13revoked-left-' });
let lan: CliLaptop;

beforeAll(async () => {
  [lan] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [], caption: 'w13revoked left' }));
  await lan.sync();
  const s = await lan.run(['team', 'status']);
  expect(s.stdout).toContain('team Postroom team at');
  // The workspace leaves its team, as Settings → Team → Leave does (team/join.ts leaveTeam: setTeam(null)).
  lan.lib((x) => x.workspaces.setTeam(x.db, x.workspaces.getCurrent(x.db).id, null));
}, 120_000);
afterAll(() => team.stop());

describe('team status after leaving the team', () => {
  it('says the team it left, by name, and who this laptop was there; the JSON carries leftTeam', async () => {
    const r = await lan.run(['team', 'status']);
    expect(r.stdout).toMatch(/left the team Postroom team \(you were Lan there\); not a team workspace now \(rejoin it: postroom workspace join "Studio" --team http/);
    const j = await lan.run(['team', 'status', '--json']);
    const s = JSON.parse(j.stdout.trim().split('\n').at(-1)!) as { status?: { leftTeam?: unknown }; leftTeam?: unknown };
    expect(s.status?.leftTeam ?? s.leftTeam).toMatchObject({ name: 'Postroom team' });
  });
});
