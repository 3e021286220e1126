/**
 * h-teamrefused (walk 31, 1): Lan sent campaign "At once"; every channel refused its post (the Hub holds it: sent, and
 * refused by both channels). Lan's laptop said "1 sent". Bảo's laptop, after the team's sync, said it was "ready to send
 * now": `campaign status` "not sent yet: nothing holds it: the next send takes it", its dry run counted it to send, its
 * Send offered it (the publisher then held it back: "already sent; its channels refused it"). True on every laptop: a
 * post a teammate sent is sent, by them, whatever its channels then said; its refused channels are a refusal to fix or
 * retry, never a post ready to send. Lan (editor), Bảo (owner) on CLI laptops; one REAL team server and one sandbox Hub
 * (faults {"channel_refusal":1}), started once for the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, publishJobs } from '../../src-main/library';
import { cliTeam, until, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-teamrefused-', hub: { seed: 3131 } });
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
let draft = '';
const tag = `h-teamrefused-${Date.now().toString(36)}`;
type Status = { sendState: string; word: string; total: number; unsent: number; teamSent: number; refused: number; sentBy: Array<{ name: string; posts: number }>; notSentWhy?: Array<{ draftId: string; why: string }> };
const status = async (l: CliLaptop): Promise<{ json: Status; words: string }> => {
  const json = (await l.ok(['campaign', 'status', campaignId])).lines().find((x) => x.status)?.status as Status;
  const r = await l.run(['campaign', 'status', campaignId]);
  return { json, words: r.stdout + r.stderr };
};
const atHub = () => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).length;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  lan.lib((l) => {
    draft = l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x', 'threads'], photos: ['https://cdn.example.com/h-teamrefused.jpg'], caption: `${tag} mở cửa đến 23h` }).id;
    campaignId = campaigns.create(l.db, { name: 'At once', draftIds: [draft] }).id;
  });
  for (const l of [bao, lan, bao]) await l.sync();
  team.sandbox().control.setFaults({ channel_refusal: 1, processing_ms: 0 });
  await lan.run(['campaign', 'send', campaignId, '--json']);
  await until(() => lan.lib((l) => publishJobs.listJobs(l.db, { draftId: draft })).some((j) => j.state === 'done'), 30_000);
  team.sandbox().control.setFaults({ processing_ms: 0 });
  expect(atHub()).toBe(1);
  for (const l of [lan, bao, lan, bao]) await l.sync();
}, 200_000);
afterAll(async () => {
  await team.stop();
});

describe('a campaign post Lan sent and every channel refused', () => {
  it("Lan's laptop: 1 sent", async () => {
    const s = await status(lan);
    expect(s.words).toMatch(/1 post · 1 sent/);
    expect(s.words).not.toMatch(/ready to send/);
  });

  it("Bảo's `campaign status`: sent by Lan, not 'ready to send now' nor 'the next send takes it'", async () => {
    const s = await status(bao);
    expect(s.json).toMatchObject({ sendState: 'done', total: 1, unsent: 0, teamSent: 1, sentBy: [{ name: 'Lan', posts: 1 }] });
    expect(s.words).toMatch(/1 post · 1 sent \(1 by Lan, a teammate\)/);
    expect(s.words).not.toMatch(/ready to send|the next send takes it|not sent yet/);
  });

  it("Bảo's dry run: nothing to send, the post held back as sent by Lan", async () => {
    const r = await bao.run(['campaign', 'dry-run', campaignId, '--json']);
    expect(r.json().summary).toMatchObject({ posts: 1, going: 0, teamSent: 1, errors: 0 });
    expect(r.json().teamSent).toEqual([{ name: 'Lan', posts: 1, draftIds: [draft] }]);
    const text = await bao.run(['campaign', 'dry-run', campaignId]);
    expect(text.stdout).toContain('0 to send');
    expect(text.stdout).toContain('sent by Lan (a teammate): 1 (not sent again)');
  });

  it("Bảo's Send hands nothing, and the status after it still says sent by Lan (not 'every post was held back')", async () => {
    await bao.run(['campaign', 'send', campaignId, '--json']);
    expect(atHub()).toBe(1);
    const s = await status(bao);
    expect(s.json).toMatchObject({ sendState: 'done', unsent: 0, teamSent: 1 });
    expect(s.words).toMatch(/1 post · 1 sent \(1 by Lan, a teammate\)/);
    expect(s.words).not.toMatch(/ready to send|nothing sent|every post was held back/);
  });
});
