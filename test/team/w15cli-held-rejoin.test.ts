/**
 * w15cli (walk 14): `postroom team status` on a revoked laptop said "changes waiting to go out: 1", as if they would;
 * with this token they never go. And after a leave it said "rejoin it" alike whether the token it left with still
 * answers (a voluntary leave: it does, the leave only took it off this computer) or was revoked (a new one is needed).
 * The core's status derives both once (`held`, `leftTeam.tokenRefused`); the CLI says them. Checked against what
 * happens: the left member rejoins with the token it left with; the revoked one's old token is refused at the join.
 * A REAL team server (started once for the file); Lan and Chi (editors) and Bảo (owner) are CLI laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberToken } from '../../src-main/team-server';
import { cliLaptop, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w15cli-held-' });
let lan: CliLaptop;
let chi: CliLaptop;

type Status = { held?: { count: number; why: string } | null; pending: number; leftTeam?: { name: string | null; tokenRefused: string | null } };
const statusJson = async (l: CliLaptop): Promise<Status> => {
  const r = await l.run(['team', 'status', '--json']);
  const j = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { status?: Status } & Status;
  return j.status ?? j;
};
/** The workspace leaves its team, as Settings → Team → Leave does (team/join.ts leaveTeam: setTeam(null)). */
const leave = (l: CliLaptop): void => l.lib((x) => void x.workspaces.setTeam(x.db, x.workspaces.getCurrent(x.db).id, null));

beforeAll(async () => {
  [lan, chi] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'chi', name: 'Chi', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  // A team draft each, so a leave keeps the team it left (team_left_drafts).
  for (const l of [lan, chi]) {
    l.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [], caption: 'w15cli team draft' }));
    await l.sync();
  }
}, 120_000);
afterAll(() => team.stop());

describe('a revoked laptop: what it made here cannot go out with its token', () => {
  it('team status says the change cannot go out, why, and what sends it; never "waiting to go out: 1"', async () => {
    lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [], caption: 'w15cli held' }));
    await team.server().revokeMember('Lan');
    const r = await lan.run(['team', 'status']);
    expect(r.stdout).not.toMatch(/changes waiting to go out: [1-9]/); // before: "changes waiting to go out: 1"
    expect(r.stdout).toMatch(/1 change made on this computer cannot go out: this computer's member token was revoked by the team; it stays here\. Ask the team owner for a new token and join again with it \(postroom workspace join "Studio" --team http\S+ < token\.txt\)/);
    const s = await statusJson(lan);
    expect(s.held).toEqual({ count: 1, why: 'revoked' });
  }, 60_000);

  it('after leaving, team status says the revoked token needs a new one, and the old token is indeed refused at the join', async () => {
    leave(lan);
    const r = await lan.run(['team', 'status']);
    expect(r.stdout).toMatch(/left the team Postroom team \(you were Lan there\); not a team workspace now \(this computer's member token was revoked by the team: to rejoin, ask the team owner for a new token/);
    expect((await statusJson(lan)).leftTeam).toMatchObject({ name: 'Postroom team', tokenRefused: 'revoked' });
    const again = await lan.run(['workspace', 'join', 'Studio', '--team', team.server().httpUrl, '--json']);
    expect(again.code).toBe(1);
    expect(again.json().error?.code).toBe('revoked');
    // A new token from the owner joins.
    const fresh = (await createMemberToken(team.server().store, { name: 'Lan', role: 'editor' })).token;
    const lan2 = cliLaptop(team.root(), 'lan', fresh);
    await lan2.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl]);
    expect((await statusJson(lan2)).held ?? null).toBeNull();
  }, 60_000);
});

describe('a voluntary leave: the token it left with still answers', () => {
  it('team status says to rejoin with that token; the join with it succeeds', async () => {
    leave(chi);
    const r = await chi.run(['team', 'status']);
    expect(r.stdout).toMatch(/left the team Postroom team \(you were Chi there\); not a team workspace now \(rejoin it: postroom workspace join "Studio" --team http\S+ < token\.txt, with the member token you joined with/);
    expect((await statusJson(chi)).leftTeam).toMatchObject({ tokenRefused: null });
    await chi.ok(['workspace', 'join', 'Studio', '--team', team.server().httpUrl]);
    const s = await chi.run(['team', 'status']);
    expect(s.stdout).toMatch(/team Postroom team at/);
  }, 60_000);
});
