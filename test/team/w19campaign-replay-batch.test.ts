/**
 * w19campaign (walk 17, findings 4 and 6), the core and `postroom campaign status` with a REAL team server and sandbox Hub
 * (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops, Bảo's then opened as the app's core.
 * - 6: Lan sent the campaign's two scheduled posts first; Bảo's Send was a replay of hers (the same keys: the Hub answered
 *   Idempotent-Replayed). Bảo's state line said "2 sent by Lan", yet his batch line "awaiting 2 (2 scheduled)" as if from
 *   here. The batch now names who sent them (the status's batches[].sentBy, from the one replay derivation).
 * - 4: Lan then adds a third post to the campaign and never sends it for review. Its reason ("not sent for review yet")
 *   was given by the Send tab's counts and the dry run, yet not per post: the status's `now.notSentWhy` had only the posts
 *   the last send skipped. Now it holds every post a send would hold back, and `campaign status` names it.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { CampaignStatusDto } from '../../src-main/bridge/contract';
import { campaigns } from '../../src-main/library';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';
import { nextYear } from '../helpers/ahead';

/** w23dups: its posts' dates in the year after today's (they were 2027), never past on this real clock. */
const Y = nextYear();

const team = cliTeam({ prefix: 'postroom-w19campaign-replay-', hub: { seed: 119 } });
let lan: CliLaptop;
let bao: CliLaptop;
let app: Core | undefined;
let campaignId = '';
const ids: string[] = [];
let added = '';
const tag = `w19campaign-${Date.now().toString(36)}`;
const post = (caption: string, at: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w19campaign.jpg'], caption, scheduled_at: at, timezone: 'UTC' });

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  lan.lib((l) => {
    for (const [k, at] of [['A', `${Y}-03-01T09:00`], ['B', `${Y}-03-02T09:00`]] as const) ids.push(l.drafts.create(l.db, post(`${tag} ${k}`, at)).id);
    campaignId = campaigns.create(l.db, { name: 'Cà phê tháng 3 — w19campaign', draftIds: ids }).id;
  });
  for (const id of ids) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of ids) await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  // Lan's send reaches the Hub first; Bảo, not told yet, sends too: the Hub replays Lan's answers for the same keys.
  await lan.ok(['campaign', 'send', campaignId]);
  await bao.ok(['campaign', 'send', campaignId]);
  expect(team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag))).toHaveLength(2);
  for (const l of [lan, bao, lan, bao]) await l.sync();
  // Walk 17's post added after the send, never sent for review.
  lan.lib((l) => {
    added = l.drafts.create(l.db, post(`${tag} C — added after the send`, `${Y}-03-03T09:00`)).id;
    campaigns.addDrafts(l.db, campaignId, [added]);
  });
  app = await createCore({ dataDir: join(team.root(), 'bao'), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await team.stop();
});

describe("finding 6: Bảo's batch, whose calls were replays of Lan's, names her", () => {
  it('the status (the Send tab reads it): the batch\'s two scheduled posts were sent by Lan', async () => {
    const st = await call<CampaignStatusDto>(app!, 'campaigns.status', { id: campaignId });
    expect(st).toMatchObject({ handed: 0, teamSent: 2, sentBy: [{ name: 'Lan', posts: 2 }] });
    expect(st.batches).toHaveLength(1);
    expect(st.batches[0]).toMatchObject({ scheduled: 2, sentBy: [{ name: 'Lan', posts: 2, scheduled: 2, byState: { awaiting: 2 } }] });
  });
  it('`campaign status`: the batch line says "sent by Lan (a teammate)", --json carries it', async () => {
    const r = await bao.run(['campaign', 'status', campaignId]);
    expect(r.stdout + r.stderr).toMatch(/^batch \S+: 2 posts; 2 scheduled at the Hub; sent by Lan \(a teammate\): 2 scheduled at the Hub$/m);
    const batch = (await bao.ok(['campaign', 'status', campaignId])).lines().find((l) => l.batch)?.batch as Record<string, unknown>;
    expect(batch).toMatchObject({ sentBy: [{ name: 'Lan', posts: 2, scheduled: 2 }] });
  });
  it("Lan's own batch (her calls ran) names nobody", async () => {
    const batch = (await lan.ok(['campaign', 'status', campaignId])).lines().find((l) => l.batch)?.batch as Record<string, unknown>;
    expect(batch).toMatchObject({ scheduled: 2, sentBy: [] });
    const r = await lan.run(['campaign', 'status', campaignId]);
    expect(r.stdout + r.stderr).not.toContain('sent by Lan');
  });
});

describe('finding 4: a post added after the send, never sent for review, says why it is not sent', () => {
  it('the status: now.notSentWhy holds it (to_submit), though the last send never skipped it', async () => {
    const s = (await lan.ok(['campaign', 'status', campaignId])).lines().find((l) => l.status)?.status as { now: { notSentWhy?: unknown[]; toSubmit?: number } };
    expect(s.now).toMatchObject({ toSubmit: 1, notSentWhy: [{ draftId: added, why: 'to_submit' }] });
  });
  it('`campaign status` names it with its reason, the send\'s own words', async () => {
    const r = await lan.run(['campaign', 'status', campaignId]);
    // w25dryrun: no send held it back (added after the last send): "not sent yet".
    expect(r.stdout + r.stderr).toContain(`post 3 (draft ${added}) not sent yet: not sent for review yet: waiting for approval once sent`);
  });
});
