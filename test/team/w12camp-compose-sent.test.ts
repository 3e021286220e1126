/**
 * w12camp (walk 12, a): Lan scheduled campaign post 2 (approved) from outside the campaign's Send (`postroom publish`,
 * as Compose's Schedule does). Her own laptop's campaign then said "a send now: 1 to send", its dry run "ok, 1 to send",
 * and `campaign send` "2 handed to the publisher" while Bảo's laptop said the truth: "1 sent by Lan". Now Lan's laptop
 * counts it sent, from here, never to send; Send hands only post 1; the Hub holds each post once. A REAL team server
 * and sandbox Hub, started once for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const team = cliTeam({ prefix: 'postroom-w12camp-', hub: { seed: 112 } });
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
const ids: string[] = [];
const tag = `w12camp-${Date.now().toString(36)}`;
const atHub = () => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).map((p) => p.caption).sort();
type Status = { sendState: string; word?: string; handed: number; sentHere?: number; unsent: number; skipped: number; teamSent: number; now: { posts: number; toSend: number; held: number } };
const status = async (l: CliLaptop): Promise<Status> => (await l.ok(['campaign', 'status', campaignId])).lines().find((x) => x.status)?.status as Status;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const post = (caption: string, day: number) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w12camp.jpg'], caption, scheduled_at: `${Y}-03-0${day}T09:00`, timezone: 'Asia/Ho_Chi_Minh' });
  lan.lib((l) => {
    for (const [k, day] of [['A', 1], ['B', 2]] as const) ids.push(l.drafts.create(l.db, post(`${tag} ${k}`, day)).id);
    campaignId = campaigns.create(l.db, { name: 'Lumen mùa đông', draftIds: ids }).id;
  });
  for (const id of ids) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of ids) await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  // Post 2 goes out from outside the campaign's Send.
  await lan.ok(['publish', ids[1]!]);
  for (const l of [lan, bao]) await l.sync();
  expect(atHub()).toEqual([`${tag} B`]);
}, 120_000);
afterAll(async () => {
  await team.stop();
});

describe("Lan's laptop, after she sent post 2 outside the campaign", () => {
  it('status: post 2 sent from here (never to send), post 1 to send; partly sent', async () => {
    expect(await status(lan)).toMatchObject({ handed: 1, sentHere: 1, unsent: 1, skipped: 0, teamSent: 0, word: 'donePartly', now: { posts: 1, toSend: 1, held: 0 } });
    const out = await lan.run(['campaign', 'status', campaignId]);
    expect(out.stdout + out.stderr).toMatch(/^a send now: 1 to send \(/m);
  });

  it("Bảo's laptop says it as before: 1 sent by Lan (a teammate), not sent from his laptop", async () => {
    expect(await status(bao)).toMatchObject({ teamSent: 1, sentHere: 0, handed: 0, unsent: 1 });
  });

  it('the dry run has no row of post 2: 1 to send', async () => {
    const lines = (await lan.ok(['campaign', 'dry-run', campaignId])).lines();
    expect(lines.filter((x) => x.row).map((x) => (x.row as { draftId: string }).draftId)).toEqual([ids[0]]);
    expect(lines.at(-1)).toMatchObject({ summary: { posts: 1, going: 1 } });
  });

  it("Send hands post 1 only: '2 posts · 2 sent (1 of them outside the campaign's Send)', the Hub holds each once", async () => {
    const out = await lan.run(['campaign', 'send', campaignId]);
    expect(out.stdout + out.stderr).toMatch(new RegExp(`^campaign ${campaignId}: done; 2 posts · 2 sent \\(1 by you, outside the campaign's Send\\)$`, 'm'));
    for (const l of [lan, bao, lan]) await l.sync();
    expect(atHub()).toEqual([`${tag} A`, `${tag} B`]);
    expect(await status(lan)).toMatchObject({ sendState: 'done', word: 'done', handed: 2, sentHere: 1, unsent: 0 });
  });
});
