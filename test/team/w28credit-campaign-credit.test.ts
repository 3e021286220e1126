/**
 * w28credit (walk 24, 1): Bảo sent campaign post A (outside the campaign's Send), Lan sent post B, then Lan sent A again
 * as a new post at another time (Compose's "Send it as a new post at another time…", `postroom publish --again`). Bảo's
 * laptop then credited BOTH posts to Lan ("2 by Lan, a teammate": the draft's post state names the sender of its LATEST
 * job), and Lan's said "2 of them outside the campaign's Send". True on both laptops: A is Bảo's (its first Hub post;
 * Lan's new post of it does not take his send), B is Lan's. Lan (editor), Bảo (owner) on CLI laptops, one REAL team
 * server and one sandbox Hub, started once for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';
import { nextYear } from '../helpers/ahead';

const Y = nextYear();
const team = cliTeam({ prefix: 'postroom-w28credit-', hub: { seed: 2828 } });
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
const ids: string[] = [];
const tag = `w28credit-${Date.now().toString(36)}`;
type Status = { sentHere?: number; teamSent: number; sentBy: Array<{ name: string; posts: number }>; unsent: number };
const status = async (l: CliLaptop): Promise<{ json: Status; words: string }> => {
  const json = (await l.ok(['campaign', 'status', campaignId])).lines().find((x) => x.status)?.status as Status;
  const r = await l.run(['campaign', 'status', campaignId]);
  return { json, words: r.stdout + r.stderr };
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  const post = (caption: string, day: number) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w28credit.jpg'], caption, scheduled_at: `${Y}-03-0${day}T09:00`, timezone: 'Asia/Ho_Chi_Minh' });
  lan.lib((l) => {
    for (const [k, day] of [['A', 1], ['B', 2]] as const) ids.push(l.drafts.create(l.db, post(`${tag} ${k}`, day)).id);
    campaignId = campaigns.create(l.db, { name: 'Lumen mùa đông', draftIds: ids }).id;
  });
  for (const l of [bao, lan, bao]) await l.sync();
  await bao.ok(['publish', ids[0]!]);
  await lan.ok(['publish', ids[1]!]);
  for (const l of [bao, lan, bao, lan]) await l.sync();
  // Lan sends A again as a new post on the 5th: the Hub holds Bảo's for the 1st and hers for the 5th.
  lan.lib((l) => l.drafts.update(l.db, ids[0]!, { scheduled_at: `${Y}-03-05T09:00` }));
  await lan.ok(['publish', ids[0]!, '--again']);
  for (const l of [lan, bao, lan, bao]) await l.sync();
  expect(team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length).toBe(3);
}, 200_000);
afterAll(async () => {
  await team.stop();
});

describe('a post Bảo sent, then Lan sent again as a new post', () => {
  it("Bảo's laptop: A sent from here (his), B by Lan — not '2 by Lan'", async () => {
    const s = await status(bao);
    expect(s.json).toMatchObject({ sentHere: 1, teamSent: 1, sentBy: [{ name: 'Lan', posts: 1 }], unsent: 0 });
    expect(s.words).toMatch(/2 sent \(1 by you, outside the campaign's Send; 1 by Lan, a teammate\)/);
  });

  it("Lan's laptop says the same: A by Bảo, B sent from hers — not '2 of them outside the campaign's Send'", async () => {
    const s = await status(lan);
    expect(s.json).toMatchObject({ sentHere: 1, teamSent: 1, sentBy: [{ name: 'Bảo', posts: 1 }], unsent: 0 });
    expect(s.words).toMatch(/2 sent \(1 by you, outside the campaign's Send; 1 by Bảo, a teammate\)/);
  });

  it('each laptop still lists both Hub posts of A, each by whoever sent it', async () => {
    const line = async (l: CliLaptop) => (await l.run(['drafts', 'list'])).stdout.split('\n').find((x) => x.includes('sent as 2 posts')) ?? '';
    expect(await line(bao)).toMatch(/by you .*in this computer's Outbox; by Lan .*from Lan's computer/);
    expect(await line(lan)).toMatch(/by Bảo .*from Bảo's computer; by you .*in this computer's Outbox/);
  });
});
