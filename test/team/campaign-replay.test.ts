/**
 * w9camp (walk 9, finding F3): Lan and Bảo press "Send 3 posts" on the same approved campaign at the same
 * moment. The Hub holds each post once: Lan's calls ran, Bảo's were replays of hers (the same keys). On
 * Bảo's laptop the campaign said "sent · 3 sent for publishing", the Posts tab's Send column "sent for
 * publishing", the Campaigns list "sent" and `campaign status` "done: 3 handed" — never that Lan sent them,
 * while his own `postroom status` said his calls were replays of hers. Now the campaign's one status counts
 * a post whose key the team says Lan sent first as sent by Lan, on Bảo's laptop too.
 * A REAL team server and sandbox Hub, started once for the file; Lan (editor) and Bảo (owner) are CLI
 * laptops; Bảo's laptop is then opened as the app's core for the screens' methods.
 * Also F9b: Bảo's dry run before the send (3 to send) is not "still what Send does: 0 to send" after it.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { CampaignDetailDto, CampaignStatusDto } from '../../src-main/bridge/contract';
import { campaigns } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-campaign-replay-', hub: { seed: 91 } });
let lan: CliLaptop;
let bao: CliLaptop;
let app: Core | undefined;
let campaignId = '';
const ids: string[] = [];
const tag = `w9camp-${Date.now().toString(36)}`;
const atHub = () => team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).map((p) => p.caption).sort();

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w9camp.jpg'], caption });
  lan.lib((l) => {
    for (const k of ['A', 'B', 'C']) ids.push(l.drafts.create(l.db, post(`${tag} ${k}`)).id);
    campaignId = campaigns.create(l.db, { name: 'Áo dài F3', draftIds: ids }).id;
  });
  for (const id of ids) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of ids) await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  // Bảo's dry run: 3 to send.
  await bao.ok(['campaign', 'dry-run', campaignId]);
  // Lan's send reaches the Hub first; Bảo, not told yet, sends too: the Hub replays Lan's answers for the same keys.
  await lan.ok(['campaign', 'send', campaignId]);
  await bao.ok(['campaign', 'send', campaignId]);
  expect(atHub()).toEqual([`${tag} A`, `${tag} B`, `${tag} C`]);
  for (const l of [lan, bao, lan, bao]) await l.sync();
  app = await createCore({ dataDir: join(team.root(), 'bao'), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await team.stop();
});

describe("Bảo's laptop, whose campaign send was a replay of Lan's", () => {
  it("its own status says the calls were replays of Lan's (the truth the campaign must agree with)", async () => {
    const out = (await bao.run(['status'])).stdout;
    expect(out).toContain('Lan');
  });

  it('campaign status: 3 sent by Lan, 0 handed from here', async () => {
    const s = (await bao.ok(['campaign', 'status', campaignId])).lines().find((l) => l.status)?.status as Record<string, unknown>;
    expect(s).toMatchObject({ sendState: 'done', total: 3, handed: 0, unsent: 0, skipped: 0, teamSent: 3, sentBy: [{ name: 'Lan', posts: 3 }] });
    const text = await bao.run(['campaign', 'status', campaignId]);
    expect(text.stdout + text.stderr).toContain('done: 3 posts · 3 sent (3 by Lan, a teammate)');
  });

  it("F9b: the dry run Bảo ran before the send is said to be before it, not 'still what Send does: 0 to send'", async () => {
    const text = await bao.run(['campaign', 'status', campaignId]);
    const out = text.stdout + text.stderr;
    expect(out).not.toContain('still what Send does');
    expect(out).toMatch(/last dry run: .*; it ran before the send: 3 to send then, 3 sent since$/m);
  });

  it('the Send tab, the Posts tab and the Campaigns list (the bridge) say Lan sent them', async () => {
    const st = await call<CampaignStatusDto>(app!, 'campaigns.status', { id: campaignId });
    expect(st).toMatchObject({ sendState: 'done', handed: 0, teamSent: 3, sentBy: [{ name: 'Lan', posts: 3 }] });
    const detail = await call<CampaignDetailDto>(app!, 'campaigns.get', { id: campaignId });
    expect(detail.posts.map((p) => [p.id, p.teamSent])).toEqual(ids.map((id) => [id, 'Lan']));
    const list = await call<Array<{ id: string; sendState: string; teamSent: number; sentBy: Array<{ name: string; posts: number }> }>>(app!, 'campaigns.listStates', {});
    expect(list.find((x) => x.id === campaignId)).toMatchObject({ sendState: 'done', teamSent: 3, sentBy: [{ name: 'Lan', posts: 3 }] });
  });
});

describe("Lan's laptop, whose calls the Hub ran", () => {
  it('her campaign is her own: 3 handed, none sent by a teammate', async () => {
    const s = (await lan.ok(['campaign', 'status', campaignId])).lines().find((l) => l.status)?.status as Record<string, unknown>;
    expect(s).toMatchObject({ sendState: 'done', total: 3, handed: 3, teamSent: 0, sentBy: [] });
  });
});
