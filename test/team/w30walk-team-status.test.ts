/**
 * w30walk (walk 27, 3 and 6), on CLI laptops with one REAL team server and sandbox Hub (started once for the file):
 * a campaign of 4 posts none of which went through the campaign's Send — Bảo sent one (`postroom publish`), Lan three.
 * 6. Bảo's `campaign status` said "4 sent (1 of them outside the campaign's Send; 3 by Lan, a teammate)", as if Lan's
 *    went through the Send; now each laptop says its own as "by you, outside the campaign's Send" and a teammate's by name.
 * 3. `status --limit N` printed the N newest jobs of this computer AND teammates' sends on top (--limit 1 → 2 rows);
 *    now N is the rows printed. Both failed on the old code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';
import { nextYear } from '../helpers/ahead';

const Y = nextYear();
const team = cliTeam({ prefix: 'postroom-w30walk-', hub: { seed: 3030 } });
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
const ids: string[] = [];
const tag = `w30walk-${Date.now().toString(36)}`;
const words = async (l: CliLaptop): Promise<string> => {
  const r = await l.run(['campaign', 'status', campaignId]);
  return r.stdout + r.stderr;
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  const post = (caption: string, day: number) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w30walk.jpg'], caption, scheduled_at: `${Y}-04-0${day}T09:00`, timezone: 'Asia/Ho_Chi_Minh' });
  lan.lib((l) => {
    for (const day of [1, 2, 3, 4]) ids.push(l.drafts.create(l.db, post(`${tag} ${day}`, day)).id);
    campaignId = campaigns.create(l.db, { name: 'Tết ngoài Send', draftIds: ids }).id;
  });
  for (const l of [bao, lan, bao]) await l.sync();
  await bao.ok(['publish', ids[0]!]);
  for (const id of ids.slice(1)) await lan.ok(['publish', id]);
  for (const l of [bao, lan, bao, lan]) await l.sync();
}, 200_000);
afterAll(async () => {
  await team.stop();
});

describe('w30walk 6: a campaign none of whose posts went through its Send', () => {
  it("Bảo's laptop: his one by him, outside the Send; Lan's three by Lan — not '1 of them outside the campaign's Send'", async () => {
    const w = await words(bao);
    expect(w).toMatch(/4 sent \(1 by you, outside the campaign's Send; 3 by Lan, a teammate\)/);
    expect(w).not.toContain('of them outside');
  });
  it("Lan's laptop says the same from her side", async () => {
    const w = await words(lan);
    expect(w).toMatch(/4 sent \(3 by you, outside the campaign's Send; 1 by Bảo, a teammate\)/);
  });
});

describe('w30walk 3: status --limit N on a team laptop', () => {
  it('prints N rows, the newest of her jobs and teammates\' sends together', async () => {
    const rows = async (args: string[]) => (await lan.ok(['status', ...args])).lines().filter((x) => typeof x.jobId === 'string');
    const all = await rows([]);
    expect(all).toHaveLength(4);
    expect(all.filter((x) => x.teammate === true)).toHaveLength(1);
    for (const n of [1, 2, 3]) expect(await rows(['--limit', String(n)])).toHaveLength(n);
    // The newest rows: Lan's last sends came after Bảo's, so --limit 3 is hers alone.
    expect((await rows(['--limit', '3'])).some((x) => x.teammate === true)).toBe(false);
  });
});
