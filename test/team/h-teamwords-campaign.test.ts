/**
 * h-teamwords (walks 31/32, findings 1 and 4): refused sends read true in `campaign status` on every laptop.
 * 1. Lan sent campaign "At once"; every channel refused its post. Bảo's `campaign status` said "1 sent (1 by Lan, a
 *    teammate)" and no more: true, sent by Lan, and refused by every channel (nothing published; never sent again).
 * 4. Bảo published a post of campaign "From Compose" outside its Send (`postroom publish`); every channel refused it.
 *    Its status said "1 ready to send now" (not sent) — yet it was sent once, and the campaign's Send takes that job as its
 *    own (sender.ts: a post the journal holds is recorded, not sent again): sent, from here, and refused by every channel.
 * Lan (editor), Bảo (owner) on CLI laptops; one REAL team server and one sandbox Hub (faults {"channel_refusal":1}).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, publishJobs } from '../../src-main/library';
import { cliTeam, until, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-teamwords-', hub: { seed: 3232 } });
let lan: CliLaptop;
let bao: CliLaptop;
let atOnce = '';
let fromCompose = '';
let lanDraft = '';
let baoDraft = '';
const tag = `h-teamwords-${Date.now().toString(36)}`;
type Status = { sendState: string; channelsRefused: number; channelsRefusedBy: Array<{ name: string; posts: number }>; split: { sent: number; ready: number } };
const status = async (l: CliLaptop, id: string): Promise<{ json: Status; words: string }> => {
  const json = (await l.ok(['campaign', 'status', id])).lines().find((x) => x.status)?.status as Status;
  const r = await l.run(['campaign', 'status', id]);
  return { json, words: r.stdout + r.stderr };
};
const atHub = (t: string) => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(t)).length;
const done = (l: CliLaptop, draft: string) => until(() => l.lib((x) => publishJobs.listJobs(x.db, { draftId: draft })).some((j) => j.state === 'done'), 30_000);

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  lan.lib((l) => {
    lanDraft = l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x', 'threads'], photos: ['https://cdn.example.com/h-teamwords-1.jpg'], caption: `${tag}-lan mở cửa đến 23h` }).id;
    atOnce = campaigns.create(l.db, { name: 'At once', draftIds: [lanDraft] }).id;
  });
  bao.lib((l) => {
    baoDraft = l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x', 'threads'], photos: ['https://cdn.example.com/h-teamwords-4.jpg'], caption: `${tag}-bao giảm giá cuối tuần` }).id;
    fromCompose = campaigns.create(l.db, { name: 'From Compose', draftIds: [baoDraft] }).id;
  });
  for (const l of [bao, lan, bao]) await l.sync();
  team.sandbox().control.setFaults({ channel_refusal: 1, processing_ms: 0 });
  await lan.run(['campaign', 'send', atOnce, '--json']);
  await done(lan, lanDraft);
  await bao.run(['publish', baoDraft, '--wait', '--json']);
  await done(bao, baoDraft);
  expect(atHub(`${tag}-lan`)).toBe(1);
  expect(atHub(`${tag}-bao`)).toBe(1);
  for (const l of [lan, bao, lan, bao]) await l.sync();
}, 240_000);
afterAll(async () => {
  await team.stop();
});

describe("a campaign post Lan sent and every channel refused, on Bảo's laptop", () => {
  it('`campaign status`: sent by Lan, and refused by every channel (not sent again)', async () => {
    const s = await status(bao, atOnce);
    expect(s.json).toMatchObject({ sendState: 'done', channelsRefused: 1, channelsRefusedBy: [{ name: 'Lan', posts: 1 }] });
    expect(s.words).toMatch(/1 post · 1 sent \(1 by Lan, a teammate\) · 1 of them refused by every channel \(sent by Lan\): nothing published; only Lan's computer can retry its refused channels — Send does not send it again/);
    expect(s.words).not.toMatch(/ready to send|not sent yet/);
  });

  it("Lan's own `campaign status` says the same refusal", async () => {
    const s = await status(lan, atOnce);
    expect(s.json).toMatchObject({ channelsRefused: 1, channelsRefusedBy: [] });
    expect(s.words).toMatch(/1 post · 1 sent · 1 of them refused by every channel: nothing published/);
  });
});

describe('a campaign post Bảo sent outside its Send (publish) and every channel refused', () => {
  it('`campaign status`: sent from here, refused by every channel; never "ready to send now"', async () => {
    const s = await status(bao, fromCompose);
    expect(s.json).toMatchObject({ sendState: 'done', channelsRefused: 1, channelsRefusedBy: [], split: { sent: 1, ready: 0 } });
    expect(s.words).toMatch(/1 post · 1 sent \(1 by you, outside the campaign's Send\) · 1 of them refused by every channel: nothing published; retry or fix its channels — Send does not send it again/);
    expect(s.words).not.toMatch(/ready to send|not sent yet/);
  });

  it('its dry run sends nothing: the post is sent (from here), not one to send', async () => {
    const r = await bao.run(['campaign', 'dry-run', fromCompose, '--json']);
    expect(r.json().summary).toMatchObject({ posts: 0, going: 0 });
  });

  it("the campaign's Send does what the status said: no second Hub post (its one job is the Send's)", async () => {
    await bao.run(['campaign', 'send', fromCompose, '--json']);
    expect(atHub(`${tag}-bao`)).toBe(1);
    expect(bao.lib((x) => publishJobs.listJobs(x.db, { draftId: baoDraft })).length).toBe(1);
    const s = await status(bao, fromCompose);
    expect(s.json.channelsRefused).toBe(1);
    expect(s.words).toMatch(/1 post · 1 sent.* · 1 of them refused by every channel: nothing published/);
    expect(s.words).not.toMatch(/ready to send/);
  });
});
