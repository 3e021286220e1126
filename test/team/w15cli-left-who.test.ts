/**
 * w15cli (walk 14, 3): a post of a team this workspace LEFT is held back "you left Desk": the left-team hold's `who`
 * was the workspace's name, not the team's. It names the team as `team status` does ("left the team Postroom team":
 * its name as its server last said it, kept.ts), in the port's `who`, the publish refusal and the dry run's words.
 * A REAL team server and sandbox Hub (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops, workspace "Desk".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingWords } from '../../src-main/cli/commands/campaign';
import { teamPublishPort } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w15cli-left-who-', workspace: 'Desk', hub: {} });
let lan: CliLaptop;
let id = '';

beforeAll(async () => {
  [lan] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [], caption: 'w15cli left who' }).id);
  await lan.sync();
  // The workspace leaves its team, as Settings → Team → Leave does (team/join.ts leaveTeam: setTeam(null)).
  lan.lib((x) => void x.workspaces.setTeam(x.db, x.workspaces.getCurrent(x.db).id, null));
}, 120_000);
afterAll(() => team.stop());

describe('a post of the team left is held for that team, by its name', () => {
  it("the port's hold names the team (before: the workspace, Desk)", () => {
    const a = lan.lib((x) => teamPublishPort(x, x.workspaces.getCurrent(x.db))?.approval(id));
    expect(a).toEqual({ waiting: 'left', who: 'Postroom team' });
  });

  it('publish says "You left the team Postroom team", as team status names it', async () => {
    const r = await lan.run(['publish', id]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stdout).toContain('You left the team Postroom team: its posts are published through the team.');
    expect(r.stdout).not.toContain('left Desk');
    const st = await lan.run(['team', 'status']);
    expect(st.stdout).toContain('left the team Postroom team');
  }, 60_000);

  it("the dry run's group words name the team too", () => {
    expect(waitingWords('left_team', 'Postroom team')).toMatch(/^you left the team Postroom team: published through the team only/);
    expect(waitingWords('left_team', null)).toMatch(/^you left the team: /);
  });
});
