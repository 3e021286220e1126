/**
 * Walk 10 (finding 4): `postroom status` in a workspace that LEFT the team says who published the team's posts, as
 * it did before the leave and as the app's Library and Outbox there still do ("Published by Chi"; leftview: the
 * team's outcomes are kept, and the left workspace's port, leftPort, reads them). Before: after the leave, the
 * job whose Publish was a replay of Chi's read "published on all channels", as if this laptop had published it.
 * The left port also reads this journal's own verdicts (sentFirst), as the team's port does: with the teammate's
 * verdict unknown (an older build's outcome), this laptop's known replay still names Chi.
 * A REAL team server and a sandbox Hub, started once for the file; Bảo (owner) approves, Chi and Lan (editors)
 * are CLI laptops. (test/team/w8cli-left-status.test.ts: the team's sends listed after a leave.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w10cli-left-status-', hub: { seed: 23 } });
let chi: CliLaptop;
let lan: CliLaptop;
let bao: CliLaptop;
const caption = `left status ${Date.now().toString(36)}`;
let id = '';

/** The workspace leaves its team, as Settings → Team → Leave does (team/join.ts leaveTeam: setTeam(null)). */
const leave = (l: CliLaptop): void => {
  l.lib((x) => x.workspaces.setTeam(x.db, x.workspaces.getCurrent(x.db).id, null));
};
const lineOf = async (l: CliLaptop): Promise<string> => {
  const r = await l.run(['status']);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout.split('\n').find((x) => x.includes(id) && !x.includes('sent by'))!;
};
const jsonOf = async (l: CliLaptop) => (await l.ok(['status'])).lines().filter((x) => x.draftId === id && !x.teammate);

beforeAll(async () => {
  [chi, lan, bao] = await team.start([{ dir: 'chi', name: 'Chi', role: 'editor' }, { dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/leftstatus.jpg'], caption }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await chi.sync();
  await lan.sync();
  // Chi's call reaches the Hub first; Lan, not told yet (no sync between), presses Publish too: the Hub replays Chi's answer.
  await chi.ok(['publish', id, '--wait']);
  await lan.ok(['publish', id, '--wait']);
  for (const l of [chi, lan, chi, lan]) await l.sync();
}, 120_000);
afterAll(async () => team.stop());

describe('status after leaving the team', () => {
  let before = '';

  it('before the leave (the reference): Lan\'s line says published by Chi; a replay', async () => {
    expect(team.sandbox().control.publishedPosts().filter((p) => p.caption === caption)).toHaveLength(1);
    const json = await jsonOf(lan);
    expect(json).toHaveLength(1);
    expect(json[0]!.post).toMatchObject({ state: 'published', by: { name: 'Chi', here: true } });
    const at = new Date(json[0]!.post.by.at as number).toISOString();
    before = await lineOf(lan);
    expect(before).toContain(`published by Chi at ${at}; this computer's call was a replay of theirs`);
    expect(await lineOf(chi)).not.toContain('published by');
  });

  it('after Lan leaves, her line still says published by Chi: the same words and --json', async () => {
    leave(lan);
    const json = await jsonOf(lan);
    expect(json).toHaveLength(1);
    expect(json[0]!.post).toMatchObject({ state: 'published', by: { name: 'Chi', here: true } });
    expect(await lineOf(lan)).toBe(before);
  });

  it('with Chi\'s verdict unknown in the kept outcome, Lan\'s own verdict (a replay) still names Chi, never "Chi or …"', async () => {
    lan.lib((x) => x.db.prepare('UPDATE team_outcomes SET sent_first = NULL WHERE draft_id = ?').run(id));
    const json = await jsonOf(lan);
    expect(json[0]!.post.by).toMatchObject({ name: 'Chi', here: true });
    expect(json[0]!.post.by.among).toBeUndefined();
    expect(await lineOf(lan)).toBe(before);
  });

  it('after Chi leaves, his own publish names nobody else', async () => {
    leave(chi);
    const line = await lineOf(chi);
    expect(line).toContain('published on all channels');
    expect(line).not.toContain('published by');
    expect((await jsonOf(chi))[0]!.post.by ?? null).toBeNull();
  });
});
