/**
 * h-campteam (walk 44b, 1): Lan's campaign Send was cut by a Hub outage (her calls never reached it: retrying on a network
 * error, under their keys). After the team's sync, Bảo's laptop read "done: 3 posts · 3 sent (3 by Lan, a teammate)"
 * (`--json` word "done"), `campaign list` "done", and his own `campaign send` printed "done" of them, while the team's shared
 * outcomes said Lan's jobs were retrying. A teammate's posts still waiting to reach the Hub read as waiting on every laptop:
 * "3 handed to the publisher (3 by Lan, a teammate): 0 at the Hub yet, 3 waiting to reach the Hub (queued on Lan's
 * computer…)", word "waitingHub", never "done"/"sent". Lan (editor), Bảo (owner) on CLI laptops; one REAL team server and
 * one sandbox Hub; the Hub that does not answer is a real closed port for Lan's send.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, publishJobs } from '../../src-main/library';
import { cliLaptop, cliTeam, type CliLaptop } from './helpers';
import { useClosedPort } from '../helpers/closed-port';

const team = cliTeam({ prefix: 'postroom-h-campteam-', hub: { seed: 4401 } });
const closed = useClosedPort();
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
let drafts: string[] = [];
const tag = `h-campteam-${Date.now().toString(36)}`;
const atHub = () => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  lan.lib((l) => {
    drafts = [1, 2, 3].map((i) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [`https://cdn.example.com/h-campteam-${i}.jpg`], caption: `${tag} bài ${i}` }).id);
    campaignId = campaigns.create(l.db, { name: 'Cut by the outage', draftIds: drafts }).id;
  });
  for (const l of [bao, lan, bao]) await l.sync();
  // Lan's send while the Hub does not answer: every call refused at the socket; the jobs retry under their keys.
  const lanDown = cliLaptop(team.root(), 'lan', team.token('Lan'), { POSTROOM_API_KEY: team.sandbox().apiKey, POSTROOM_HUB_URL: closed.url() });
  const down = await lanDown.run(['campaign', 'send', campaignId]);
  expect(down.code, down.stderr + down.stdout).toBe(1);
  expect(lan.lib((l) => publishJobs.listJobs(l.db, {}).map((j) => j.state)), down.stderr + down.stdout).toEqual(['retrying', 'retrying', 'retrying']);
  expect(atHub()).toBe(0);
  for (const l of [lan, bao, lan, bao]) await l.sync();
}, 200_000);
afterAll(async () => {
  await team.stop();
});

type Status = { sendState: string; word: string; teamSent: number; sentBy: Array<{ name: string; posts: number }> };
const status = async (l: CliLaptop): Promise<{ json: Status; toHub: { handed: number; atHub: number; waiting: number }; words: string }> => {
  const line = (await l.ok(['campaign', 'status', campaignId])).lines().find((x) => x.status);
  const r = await l.run(['campaign', 'status', campaignId]);
  return { json: line?.status as Status, toHub: line?.toHub, words: r.stdout + r.stderr };
};

describe("a teammate's campaign whose Send the Hub outage cut (h-campteam, walk 44b, 1)", () => {
  it("Lan's own laptop: waiting for the Hub, 3 waiting to reach it", async () => {
    const s = await status(lan);
    expect(s.words).toMatch(/^waiting for the Hub: 3 posts · 3 handed to the publisher: 0 at the Hub yet, 3 waiting to reach the Hub/m);
  });

  it("Bảo's `campaign status`: Lan's posts wait to reach the Hub on Lan's computer, never 'done'/'sent'", async () => {
    const s = await status(bao);
    expect(s.json).toMatchObject({ word: 'waitingHub', teamSent: 3, sentBy: [{ name: 'Lan', posts: 3 }] });
    expect(s.toHub).toMatchObject({ handed: 3, atHub: 0, waiting: 3 });
    expect(s.words).toMatch(/^waiting for the Hub: 3 posts · 3 handed to the publisher \(3 by Lan, a teammate\): 0 at the Hub yet, 3 waiting to reach the Hub \(queued on Lan's computer/m);
    expect(s.words).not.toMatch(/^done|3 sent|postroom resume/m);
  });

  it("Bảo's `campaign list`: waiting for the Hub, not done", async () => {
    const r = await bao.ok(['campaign', 'list']);
    const c = r.lines().find((x) => x.campaign?.id === campaignId)?.campaign;
    expect(c).toMatchObject({ word: 'waitingHub' });
    const text = await bao.run(['campaign', 'list']);
    expect(text.stdout).toMatch(new RegExp(`${campaignId}\\s+3 posts\\s+waiting for the Hub`));
  });

  it("Bảo's `campaign send` hands nothing and does not say 'done' of them (exit 1)", async () => {
    const r = await bao.run(['campaign', 'send', campaignId]);
    expect(r.stdout + r.stderr).toMatch(/waiting for the Hub; 3 posts · 3 handed to the publisher \(3 by Lan, a teammate\): 0 at the Hub yet, 3 waiting/);
    expect(r.code).toBe(1);
    expect(atHub()).toBe(0);
  });
});

describe("Lan's `campaign send` once the Hub answers again (h-campteam, walk 44b, 2)", () => {
  it('resumes her retrying jobs of the campaign under their keys (no new key), says so, and ends done; one truth in --json', async () => {
    const keys = () => lan.lib((l) => publishJobs.listJobs(l.db, {}).map((j) => j.idempotencyKey).sort());
    const before = keys();
    const r = await lan.run(['campaign', 'send', campaignId]);
    expect(atHub(), r.stderr + r.stdout).toBe(3);
    expect(keys()).toEqual(before);
    expect(r.stdout + r.stderr).toMatch(/resumed 3 jobs of this campaign waiting to reach the Hub, under their keys/);
    expect(r.stdout).toMatch(/: done; 3 posts · 3 sent$/m);
    expect(r.stdout + r.stderr).not.toMatch(/did not answer/);
    expect(r.code).toBe(0);
  });
});
