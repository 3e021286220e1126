/**
 * h-replaycount (walk 37): Hà (editor) and Minh (approver) both sent the same approved posts while the team server was
 * down (an approved post's key is fixed by its approval: both laptops send the same key). Minh published post 1 from
 * Compose (`postroom publish`; the Hub timed out: outcome unknown, the post made); Hà's campaign Send replayed his key for
 * it and sent posts 2–4 (the Hub timed out on post 3 too); Minh's campaign Send replayed hers. Both synced, Minh asked the
 * Hub about post 1 (published), both synced again.
 * Before: Minh's `campaign status` said "3 sent (1 by you, outside the campaign's Send; 3 by Hà, a teammate) · 1 outcome
 * unknown" (post 3 under "by Hà" and "unknown": 5 parts of 4 posts; the Send tab 1 + 1 + 3 sent by Hà), and Hà's Posts tab
 * row 1 said "outcome unknown · Minh" (her stored state) where her header counted it sent by Minh (the team's answer).
 * Now each post is counted once, under one part, and the rows say the state the header counts.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { CampaignDetailDto, CampaignStatusDto } from '../../src-main/bridge/contract';
import { campaigns, publishJobs } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-replaycount-', hub: { seed: 3737 } });
let ha: CliLaptop;
let minh: CliLaptop;
const cores: Core[] = [];
let campaignId = '';
const ids: string[] = [];
let minhBeforeAsk: { status: Status; text: string } | undefined;
const tag = `h-replaycount-${Date.now().toString(36)}`;

type Status = { split: { posts: number; sent: number; unknown: number }; sentHere: number; sentFromHere: number; sentBy: Array<{ name: string; posts: number }>; unknownPosts: Array<{ draftId: string }> };
const status = async (l: CliLaptop): Promise<Status> => (await l.ok(['campaign', 'status', campaignId])).lines().find((x) => x.status)?.status as Status;
const coreOf = async (dir: string, name: string): Promise<Core> => {
  const c = await createCore({ dataDir: join(team.root(), dir), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token(name), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  cores.push(c);
  return c;
};

beforeAll(async () => {
  [ha, minh] = await team.start([{ dir: 'ha', name: 'Hà', role: 'editor' }, { dir: 'minh', name: 'Minh', role: 'owner' }] as const);
  await minh.sync();
  await minh.ok(['team', 'settings', '--approval-required', 'yes']);
  await minh.sync();
  await ha.sync();
  const post = (caption: string, at: string | null) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-replaycount.jpg'], caption, scheduled_at: at, timezone: 'UTC' });
  ha.lib((l) => {
    for (const k of ['1', '2', '3', '4']) ids.push(l.drafts.create(l.db, post(`${tag} ${k}`, '2026-12-10T09:00:00.000Z')).id);
    campaignId = campaigns.create(l.db, { name: 'Mây Studio Tết', draftIds: ids }).id;
  });
  for (const id of ids) await ha.ok(['review', 'submit', id]);
  await ha.sync();
  await minh.sync();
  for (const id of ids) await minh.ok(['review', 'approve', id]);
  await minh.sync();
  await ha.sync();
  const sb = team.sandbox().control;
  // The team server is "down" from here: nobody syncs. Minh publishes post 1 from Compose; the Hub times out (it made the post).
  sb.setFaults({ upstream_timeout: 1, processing_ms: 0 });
  await minh.run(['publish', ids[0]!, '--json']);
  // Hà's Send: her call for post 1 replays Minh's key (its answer: the timeout); of hers, the Hub times out on post 3
  // (seeded: the same draws each run).
  await ha.ok(['campaign', 'dry-run', campaignId]);
  sb.setFaults({ upstream_timeout: 0.5, processing_ms: 0 }, 7);
  await ha.run(['campaign', 'send', campaignId, '--json']);
  sb.setFaults({ processing_ms: 0 });
  // Minh's Send: his calls for posts 2–4 replay Hà's keys.
  await minh.ok(['campaign', 'dry-run', campaignId]);
  await minh.run(['campaign', 'send', campaignId, '--json']);
  for (const l of [ha, minh, ha, minh]) await l.sync();
  minhBeforeAsk = { status: await status(minh), text: (await minh.run(['campaign', 'status', campaignId])).stdout };
  // Minh asks the Hub about his post 1: scheduled (it holds it for December).
  const job = minh.lib((l) => publishJobs.listJobs(l.db, { draftId: ids[0]! }).find((j) => j.state === 'unknown'));
  await minh.ok(['ask', job!.id]);
  for (const l of [minh, ha, minh, ha]) await l.sync();
  const jobState = (l: CliLaptop, id: string) => l.lib((x) => publishJobs.listJobs(x.db, { draftId: id }).map((j) => j.state));
  // The case as built: Hà's jobs of posts 1 and 3 unknown; Minh's of post 3 unknown, of post 1 awaiting (the Hub holds it).
  expect([jobState(ha, ids[0]!), jobState(ha, ids[2]!), jobState(minh, ids[0]!), jobState(minh, ids[2]!)]).toEqual([['unknown'], ['unknown'], ['awaiting'], ['unknown']]);
}, 180_000);
afterAll(async () => {
  for (const c of cores) await c.close();
  await team.stop();
});

/** The parts a status says the posts are in: sent from here outside the Send, each teammate's sent, the rest of the sent, unknown. */
const partsAdd = (s: Status): void => {
  const byTeam = s.sentBy.reduce((n, g) => n + g.posts, 0);
  expect(s.sentHere + byTeam, 'the sent posts named by sender are among the sent').toBeLessThanOrEqual(s.split.sent);
  expect(s.sentFromHere + byTeam + s.split.unknown, "the Send tab's parts: sent for publishing, unknown, sent by a teammate").toBe(s.split.posts);
};

describe("Minh's laptop: post 1 his (Compose), posts 2–4 Hà's (his calls replays), post 3's outcome unknown", () => {
  it('campaign status counts each post once: 3 sent (1 by you outside the Send; 2 by Hà) · 1 outcome unknown', async () => {
    const s = await status(minh);
    expect(s.split).toMatchObject({ posts: 4, sent: 3, unknown: 1 });
    expect(s.unknownPosts.map((u) => u.draftId)).toEqual([ids[2]]);
    // Was [{ Hà: 3 }]: post 3, of unknown outcome, counted as sent by Hà too.
    expect(s.sentBy).toEqual([{ name: 'Hà', posts: 2 }]);
    partsAdd(s);
    const text = await minh.run(['campaign', 'status', campaignId]);
    expect(text.stdout).toContain("4 posts · 3 sent (1 by you, outside the campaign's Send; 2 by Hà, a teammate) · 1 outcome unknown");
  });

  it("walk 38 (6): the campaign's list line names Minh's own send beside Hà's (was \"2 sent by Hà\" alone)", async () => {
    const line = (await minh.ok(['campaign', 'list', '--json'])).lines().find((x) => (x.campaign as { id?: string } | undefined)?.id === campaignId)?.campaign;
    expect(line).toMatchObject({ sentHere: 1, sentBy: [{ name: 'Hà', posts: 2 }] });
    expect((await minh.run(['campaign', 'list'])).stdout).toContain('Mây Studio Tết, 1 sent by you, 2 sent by Hà (a teammate)');
    // Hà sent posts 2 and 4 (3's outcome unknown), Minh one: hers names him and her own.
    expect((await ha.run(['campaign', 'list'])).stdout).toContain('Mây Studio Tết, 2 sent by you, 1 sent by Minh (a teammate)');
  });

  it("the app's status (header, Send tab) and Posts tab agree: post 1 sent from here, 2–4 Hà's, post 3 unknown", async () => {
    const app = await coreOf('minh', 'Minh');
    const st = await call<CampaignStatusDto>(app, 'campaigns.status', { id: campaignId });
    expect(st.sentBy).toEqual([{ name: 'Hà', posts: 2 }]);
    expect(st).toMatchObject({ sentHere: 1, sentFromHere: 1, split: { posts: 4, sent: 3, unknown: 1 } });
    const detail = await call<CampaignDetailDto>(app, 'campaigns.get', { id: campaignId });
    const rows = ids.map((id) => detail.posts.find((p) => p.id === id)!);
    expect(rows.map((p) => [p.state, p.teamSent ?? (p.sentHere ? 'here' : null)])).toEqual([['scheduled', 'here'], ['scheduled', 'Hà'], ['unknown', 'Hà'], ['scheduled', 'Hà']]);
  });
});

describe("Minh's laptop before he asked the Hub about post 1 (his Compose send, of unknown outcome)", () => {
  it('post 1 is under "outcome unknown" alone, never also "1 by you, outside the campaign\'s Send"', () => {
    const { status: s, text } = minhBeforeAsk!;
    expect(s.split).toMatchObject({ posts: 4, sent: 2, unknown: 2 });
    // Was sentHere 1: "2 sent (1 by you, outside the campaign's Send; 2 by Hà, a teammate) · 2 outcomes unknown" (5 parts).
    expect(s).toMatchObject({ sentHere: 0, sentFromHere: 0, sentBy: [{ name: 'Hà', posts: 2 }] });
    partsAdd(s);
    expect(text).toContain("4 posts · 2 sent (2 by Hà, a teammate) · 2 outcomes unknown");
  });
});

describe("Hà's laptop: post 1 Minh's (her call a replay of his, which timed out), 2–4 hers, post 3 of unknown outcome", () => {
  // h-replayask: Minh's answer for post 1 (the Hub holds it: scheduled) settles her own job of the key (publisher
  // draft-states.ts settledBy): post 1 is sent, by Minh; post 3 (her own unknown) stays unknown.
  it('campaign status: 3 sent (1 by Minh) · 1 outcome unknown, each post once', async () => {
    const s = await status(ha);
    expect(s.split).toMatchObject({ posts: 4, sent: 3, unknown: 1 });
    expect(s.unknownPosts.map((u) => u.draftId)).toEqual([ids[2]!]);
    expect(s.sentBy).toEqual([{ name: 'Minh', posts: 1 }]);
    partsAdd(s);
    const text = await ha.run(['campaign', 'status', campaignId]);
    expect(text.stdout).toContain('4 posts · 3 sent (1 by Minh, a teammate) · 1 outcome unknown');
  });

  it('the Posts tab rows say the states the header counts: row 1 scheduled (· Minh), row 3 unknown', async () => {
    const app = await coreOf('ha', 'Hà');
    const st = await call<CampaignStatusDto>(app, 'campaigns.status', { id: campaignId });
    expect(st).toMatchObject({ sentBy: [{ name: 'Minh', posts: 1 }], split: { posts: 4, sent: 3, unknown: 1 } });
    const detail = await call<CampaignDetailDto>(app, 'campaigns.get', { id: campaignId });
    const rows = ids.map((id) => detail.posts.find((p) => p.id === id)!);
    expect(rows.map((p) => [p.state, p.teamSent ?? null])).toEqual([['scheduled', 'Minh'], ['scheduled', null], ['unknown', null], ['scheduled', null]]);
    expect(rows.filter((p) => p.state === 'unknown').length).toBe(st.split?.unknown);
  });
});
