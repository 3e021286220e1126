/**
 * h-campcount (walk 41b): the team the campaign-count tests share (test/team/h-campcount, test/e2e/ui-h-campcount). Lan,
 * Chi and Tuấn (editors) and Bảo (approver) on CLI laptops, one real team server and sandbox Hub; Bảo reads.
 * "Tết Áo Dài" (4 posts): with the team server down Lan publishes posts 1 and 2, then the team revokes her before her
 * computer tells it anything (no teammate's outcome names who sent them); Chi publishes post 3; Bảo publishes post 2 (a
 * replay), then sends the campaign (post 1 a replay, post 4 his). "Lụa Hà Đông" (2 posts): the Hub slow, Tuấn publishes
 * both, his "sending" reaches the team, then the team revokes him (what became of them cannot reach the team).
 * Needs the keychain: run under scripts/with-keyring.sh.
 */
import { join } from 'node:path';
import { expect } from 'vitest';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliTeam, type CliLaptop } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function campcountTeam(prefix: string, seed: number) {
  const team = cliTeam({ prefix, hub: { seed } });
  let again: TeamServer | undefined;
  const tet: string[] = [];
  const lua: string[] = [];
  const ids = { tet: '', lua: '' };
  /** h-replay2: Chi's laptop, a third member's reading of Bảo's replays (test/team/h-replay2-third). */
  const laptops: { chi?: CliLaptop } = {};
  const start = async (): Promise<CliLaptop> => {
    const [lan, bao, chi, tuan] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }, { dir: 'chi', name: 'Chi', role: 'editor' }, { dir: 'tuan', name: 'Tuấn', role: 'editor' }] as const);
    laptops.chi = chi;
    // The members list Bảo's computer keeps (`team status`; each sync reads it again): who the team revoked.
    await bao.ok(['team', 'status']);
    const post = (caption: string) => ({ profile_id: 'prof_aodai', platforms: ['facebook'], photos: ['https://cdn.example.com/h-campcount.jpg'], caption });
    lan.lib((x) => {
      for (const n of [1, 2, 3, 4]) tet.push(x.drafts.create(x.db, post(`Tết Áo Dài ${n}`)).id);
      ids.tet = x.campaigns.create(x.db, { name: 'Tết Áo Dài', draftIds: tet }).id;
    });
    tuan.lib((x) => {
      for (const n of [1, 2]) lua.push(x.drafts.create(x.db, post(`Lụa Hà Đông ${n}`)).id);
      ids.lua = x.campaigns.create(x.db, { name: 'Lụa Hà Đông', draftIds: lua }).id;
    });
    for (const id of tet) await lan.ok(['review', 'submit', id]);
    for (const id of lua) await tuan.ok(['review', 'submit', id]);
    for (const l of [lan, tuan, bao]) await l.sync();
    for (const id of [...tet, ...lua]) await bao.ok(['review', 'approve', id]);
    for (const l of [bao, lan, chi, tuan]) await l.sync();
    // "Tết Áo Dài": Chi publishes post 3 (the team knows).
    await chi.ok(['publish', tet[2]!, '--wait']);
    await chi.sync();
    // With the team server down, Lan publishes posts 1 and 2; the team revokes her before her computer says anything.
    const port = team.server().port;
    await team.server().stop();
    for (const id of [tet[0]!, tet[1]!]) {
      const r = await lan.run(['publish', id, '--wait']);
      expect(r.code, r.stdout + r.stderr).toBe(0);
    }
    again = await startTeamServer({ dataDir: join(team.root(), 'server'), port, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
    await again.revokeMember('Lan');
    await bao.sync();
    // Bảo publishes post 2 (a replay), then sends the campaign: post 1 a replay, post 4 his; 2 and 3 held as sent.
    const r = await bao.run(['publish', tet[1]!, '--wait']);
    expect(r.stdout).toContain('the Hub already had it');
    await bao.ok(['campaign', 'dry-run', ids.tet]);
    const sent = await bao.run(['campaign', 'send', ids.tet]);
    expect(sent.stdout + sent.stderr).toContain('batch');
    await bao.sync();
    // "Lụa Hà Đông": the Hub slow; Tuấn's "sending" reaches the team, then he is revoked; the Hub publishes them.
    team.sandbox().control.setProcessingMs(4000);
    for (const id of lua) await tuan.ok(['publish', id]);
    await tuan.sync();
    await bao.sync();
    await again.revokeMember('Tuấn');
    await sleep(4500);
    await tuan.run(['resume', '--wait']);
    await tuan.run(['team', 'sync']);
    await bao.sync();
    return bao;
  };
  const stop = async (): Promise<void> => {
    await again?.stop();
    await team.stop();
  };
  return { start, stop, tet, lua, ids, laptops, token: team.token, sandbox: team.sandbox };
}
